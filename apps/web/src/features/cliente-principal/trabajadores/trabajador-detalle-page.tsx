import { Anchor, Avatar, Button, Card, Stack, Tabs } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconEdit, IconInfoCircle, IconMap2, IconMapPlus } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { empleadoDisplayId, estadoDetalle, formatDate, territorioDisplayId } from '@agro/domain/format';
import { MSG } from '@agro/domain/messages';
import { empleadoAvatarUrl, useEmpleado, useParcelasLigadas, type Empleado } from '../api/get-empleados.ts';
import { useParcelas, type Parcela } from '../api/get-parcelas.ts';
import { DataTable, type DataColumn } from '../../../components/ui/data-table.tsx';
import { InfoList } from '../components/info-list.tsx';
import { FichaHeader, FichaNoEncontrada, Volver } from '../components/ficha.tsx';
import { Cargando, Vacio } from '../components/status.tsx';
import { detalleTerritorioUrl } from '../territorios/territorio-card.tsx';
import { AsociarTerritorioModal } from './asociar-territorio-modal.tsx';
import { ModificarTrabajadorModal } from './modificar-trabajador-modal.tsx';

const lista = '/cliente-principal/mis-trabajadores';

/** /cliente-principal/mis-trabajadores/mas-info?e={cp}&l={empleado_id} */
export function CpTrabajadorDetallePage() {
  const [params] = useSearchParams();
  const id = Number(params.get('l'));
  if (!Number.isInteger(id) || id < 1) return <FichaNoEncontrada volverA={lista} texto={MSG.sinDatosId} />;
  return <Detalle id={id} />;
}

function Detalle({ id }: { id: number }) {
  const empleado = useEmpleado(id);
  if (empleado.isPending) return <Cargando label="Cargando trabajador" />;
  if (empleado.isError || !empleado.data) {
    return <FichaNoEncontrada volverA={lista} texto={MSG.sinDatosId} />;
  }
  return <Ficha empleado={empleado.data} />;
}

function Ficha({ empleado }: { empleado: Empleado }) {
  const [modificar, modificarModal] = useDisclosure(false);
  const [asociar, asociarModal] = useDisclosure(false);
  const ligadas = useParcelasLigadas(empleado.cp_id, empleado.empleadorel_id);
  const parcelas = useParcelas(empleado.cp_id);
  const nombre = `${empleado.nombre} ${empleado.apellido}`;
  return (
    <Stack gap="md">
      <Volver to={lista} />
      <FichaHeader
        avatar={
          <Avatar src={empleadoAvatarUrl(empleado)} alt={nombre} size={96} radius={96} color="agro">
            {empleado.nombre[0]}
            {empleado.apellido[0]}
          </Avatar>
        }
        id={empleadoDisplayId(empleado.cp_id, empleado.empleadorel_id)}
        nombre={nombre}
        subtitulo={empleado.cargo || 'Sin cargo'}
        activo={empleado.is_active}
        textMinWidth={200}
        acciones={
          <>
            <Button leftSection={<IconEdit size={16} />} onClick={modificarModal.open}>
              MODIFICAR
            </Button>
            <Button
              variant="light"
              leftSection={<IconMapPlus size={16} />}
              onClick={asociarModal.open}
              disabled={!parcelas.data}
            >
              ASOCIAR TERRITORIO
            </Button>
          </>
        }
      />
      <Card withBorder padding="lg">
        <Tabs defaultValue="informacion" keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="informacion" leftSection={<IconInfoCircle size={16} />}>
              Información
            </Tabs.Tab>
            <Tabs.Tab value="territorios" leftSection={<IconMap2 size={16} />}>
              Territorios
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="informacion">
            <InfoList
              items={[
                ['Nombre', empleado.nombre],
                ['Apellido', empleado.apellido],
                ['RUT', empleado.rut],
                ['Correo electrónico', empleado.email],
                ['Teléfono', empleado.telefono],
                ['Cargo', empleado.cargo],
                ['Empresa', empleado.nombre_empresa],
                ['Rol', empleado.tipo_usuario],
                ['Fecha de ingreso', formatDate(empleado.date_entered)],
                ['Estado', estadoDetalle(empleado.is_active)],
              ]}
            />
          </Tabs.Panel>
          <Tabs.Panel value="territorios">
            {ligadas.isPending ? (
              <Cargando label="Cargando territorios" />
            ) : ligadas.isError || ligadas.data.length === 0 ? (
              <Vacio texto={MSG.sinTerritorios} />
            ) : (
              <TerritoriosLigados parcelas={ligadas.data} />
            )}
          </Tabs.Panel>
        </Tabs>
      </Card>
      <ModificarTrabajadorModal
        key={JSON.stringify(empleado)}
        empleado={empleado}
        opened={modificar}
        onClose={modificarModal.close}
      />
      <AsociarTerritorioModal
        empleado={empleado}
        parcelas={parcelas.data ?? []}
        ligadas={(ligadas.data ?? []).map((p) => p.parcela_id)}
        opened={asociar}
        onClose={asociarModal.close}
      />
    </Stack>
  );
}

const ligadosColumns: DataColumn<Parcela>[] = [
  { key: 'id', header: 'ID', nowrap: true, render: (p) => territorioDisplayId(p.cp_id, p.parcelarel_id) },
  { key: 'nombre', header: 'Nombre', priority: 'title', render: (p) => p.nombre },
  { key: 'ciudad', header: 'Ciudad', render: (p) => p.ciudad },
  { key: 'servicio', header: 'Servicio', render: (p) => p.tipo_servicio ?? 'n/a' },
];

function TerritoriosLigados({ parcelas }: { parcelas: Parcela[] }) {
  return (
    <DataTable
      columns={ligadosColumns}
      rows={parcelas}
      rowKey={(p) => p.parcela_id}
      label="Territorios del trabajador"
      striped={false}
      actionsHeader="Más Información"
      actions={(p) => (
        <Anchor component={Link} to={detalleTerritorioUrl(p)} aria-label={`Ver ${p.nombre}`}>
          Ver
        </Anchor>
      )}
    />
  );
}

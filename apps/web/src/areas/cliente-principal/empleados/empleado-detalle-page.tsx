import { Anchor, Avatar, Button, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconEdit, IconInfoCircle, IconLinkOff, IconMap2, IconMapPlus } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { empleadoDisplayId, parcelaDisplayId } from '@agro/domain/format';
import { MSG } from '@agro/domain/messages';
import { useDesligarParcela } from '../../../features/cuentas/api/desligar-parcela.ts';
import { confirmar } from '../../../features/cuentas/components/confirmar.tsx';
import { EmpleadoAcciones } from '../../../features/cuentas/components/empleado-acciones.tsx';
import { empleadoAvatarUrl, type Empleado } from '../../../features/empleado/api/keys.ts';
import { useEmpleado } from '../../../features/empleado/api/get-empleado.ts';
import { useParcelasLigadas } from '../../../features/empleado/api/get-parcelas-ligadas.ts';
import { DataTable, type DataColumn } from '../../../components/ui/data-table.tsx';
import { InfoList } from '../components/info-list.tsx';
import { FichaHeader, FichaNoEncontrada, Volver } from '../components/ficha.tsx';
import { Cargando, Vacio } from '../components/status.tsx';
import { detalleParcelaUrl } from '../parcelas/parcela-card.tsx';
import { AsociarParcelaModal } from './asociar-parcela-modal.tsx';
import { ModificarEmpleadoModal } from './modificar-empleado-modal.tsx';
import { infoEmpleado } from './empleado-ficha-state.ts';
import { useParcelasCp } from '../../../features/parcela/api/get-parcelas-cp.ts';
import { type Parcela } from '../../../features/parcela/api/keys.ts';
import { SeccionesTabs } from '../../../components/ui/secciones-tabs.tsx';

const lista = '/cliente-principal/mis-trabajadores';

/** /cliente-principal/mis-trabajadores/mas-info?e={cp}&l={empleado_id} */
export function CpEmpleadoDetallePage() {
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
  const parcelas = useParcelasCp(empleado.cp_id);
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
        pendiente={empleado.invitacion_pendiente}
        textMinWidth={200}
        acciones={
          <>
            <Button leftSection={<IconEdit size={16} />} onClick={modificarModal.open}>
              Modificar
            </Button>
            <Button
              variant="light"
              leftSection={<IconMapPlus size={16} />}
              onClick={asociarModal.open}
              disabled={!parcelas.data}
            >
              Asociar territorio
            </Button>
            <EmpleadoAcciones empleado={empleado} />
          </>
        }
      />
      <SeccionesTabs
        secciones={[
          {
            label: 'Información',
            icon: IconInfoCircle,
            panel: <InfoList items={infoEmpleado(empleado)} />,
          },
          {
            label: 'Territorios',
            icon: IconMap2,
            panel: <ParcelasPanel empleado={empleado} ligadas={ligadas} />,
          },
        ]}
      />
      <ModificarEmpleadoModal
        key={JSON.stringify(empleado)}
        empleado={empleado}
        opened={modificar}
        onClose={modificarModal.close}
      />
      <AsociarParcelaModal
        empleado={empleado}
        parcelas={parcelas.data ?? []}
        ligadas={(ligadas.data ?? []).map((p) => p.parcela_id)}
        opened={asociar}
        onClose={asociarModal.close}
      />
    </Stack>
  );
}

/** The worker's territories, or why there are none to show. */
function ParcelasPanel({
  empleado,
  ligadas,
}: {
  empleado: Empleado;
  ligadas: ReturnType<typeof useParcelasLigadas>;
}) {
  if (ligadas.isPending) return <Cargando label="Cargando territorios" />;
  if (ligadas.isError || ligadas.data.length === 0) return <Vacio texto={MSG.sinTerritorios} />;
  return <ParcelasLigadas empleado={empleado} parcelas={ligadas.data} />;
}

const ligadosColumns: DataColumn<Parcela>[] = [
  { key: 'id', header: 'ID', nowrap: true, render: (p) => parcelaDisplayId(p.cp_id, p.parcelarel_id) },
  { key: 'nombre', header: 'Nombre', priority: 'title', render: (p) => p.nombre },
  { key: 'ciudad', header: 'Ciudad', render: (p) => p.ciudad },
  { key: 'servicio', header: 'Servicio', render: (p) => p.tipo_servicio ?? 'n/a' },
];

function ParcelasLigadas({ empleado, parcelas }: { empleado: Empleado; parcelas: Parcela[] }) {
  const desligar = useDesligarParcela();
  const nombre = `${empleado.nombre} ${empleado.apellido}`;
  const quitar = (p: Parcela) =>
    confirmar({
      title: 'Desligar territorio',
      text: `${nombre} dejará de ver el territorio ${parcelaDisplayId(p.cp_id, p.parcelarel_id)} (${p.nombre}) y sus informes.`,
      confirm: 'Desligar',
      danger: true,
      run: () => desligar.mutateAsync({ empleado_id: empleado.empleado_id, parcela_id: p.parcela_id }),
      fallback: MSG.peticionNoProcesada,
    });
  return (
    <DataTable
      columns={ligadosColumns}
      rows={parcelas}
      rowKey={(p) => p.parcela_id}
      label="Territorios del trabajador"
      striped={false}
      actionsHeader="Acciones"
      actions={(p) => (
        <Group gap="xs" wrap="nowrap">
          <Anchor component={Link} to={detalleParcelaUrl(p)} aria-label={`Ver ${p.nombre}`}>
            Ver
          </Anchor>
          <Button
            size="compact-sm"
            variant="subtle"
            color="red"
            leftSection={<IconLinkOff size={14} />}
            onClick={() => quitar(p)}
            aria-label={`Desligar ${p.nombre}`}
          >
            Desligar
          </Button>
        </Group>
      )}
    />
  );
}

import { Alert, Button, Center, Group, Loader, Space } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBuilding, IconEdit, IconInfoCircle, IconMap2, IconPlant } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { estadoDetalle, formatDate, parcelaDisplayId } from '@agro/domain/format';
import { MSG } from '@agro/domain/messages';
import { CifrasParcelaCard } from '../../../components/indices/cifras-parcela-card.tsx';
import { ParcelaMapaCard } from '../../../components/mapa/parcela-mapa-card.tsx';
import { CosechaModal } from '../../../components/parcela/cosecha-modal.tsx';
import { DetailHeader } from '../components/detail-header.tsx';
import { Shortcuts } from '../components/shortcuts.tsx';
import { EmpleadosParcelaTab } from './empleados-parcela-tab.tsx';
import { InformacionTab } from './informacion-tab.tsx';
import { ModificarParcelaAdminModal } from './modificar-parcela-modal.tsx';
import { parcelaAvatarUrl } from '../../../features/parcela/api/keys.ts';
import { useParcela } from '../../../features/parcela/api/get-parcela.ts';
import { useActualizarCosecha } from '../../../features/parcela/api/actualizar-cosecha.ts';
import { SeccionesTabs } from '../../../components/ui/secciones-tabs.tsx';

const back = { to: '/admin/registro/territorios', label: 'Volver a territorios' };
const cosechaTextos = { titulo: 'Editar Cosecha', cancelar: 'Cancelar', guardar: 'Guardar' };

/** /admin/registro/territorios/mas-info?e={cp_id}&t={parcelarel_id} */
export function ParcelaDetallePage() {
  const [params] = useSearchParams();
  const cp = Number(params.get('e')) || 0;
  const rel = Number(params.get('t')) || 0;
  const q = useParcela(rel, cp);
  const [modificar, modificarModal] = useDisclosure(false);
  const [cosecha, cosechaModal] = useDisclosure(false);
  const updateCosecha = useActualizarCosecha(rel, cp);

  if (q.isPending && cp && rel) {
    return (
      <Center py="xl">
        <Loader aria-label="Cargando territorio" />
      </Center>
    );
  }
  const p = q.data;
  if (!p) {
    return (
      <>
        <DetailHeader back={back} name="Territorio" facts={[]} />
        <Alert color="gray">{MSG.territorioIdNoEncontrado}</Alert>
      </>
    );
  }
  const empleados = <EmpleadosParcelaTab cp={p.cp_id} rel={p.parcelarel_id} />;
  return (
    <>
      <DetailHeader
        back={back}
        avatarUrl={parcelaAvatarUrl(p)}
        avatarIcon={<IconMap2 size={32} />}
        name={p.nombre}
        facts={[
          { label: 'ID', value: parcelaDisplayId(p.cp_id, p.parcelarel_id) },
          { label: 'Propietario', value: p.nombre_empresa },
          { label: 'Ingreso', value: formatDate(p.date_entered) },
          { label: 'Estado', value: estadoDetalle(p.is_active) },
        ]}
        actions={
          <>
            <Button leftSection={<IconEdit size={16} />} onClick={modificarModal.open}>
              Modificar
            </Button>
            <Button variant="light" leftSection={<IconPlant size={16} />} onClick={cosechaModal.open}>
              Editar cosecha
            </Button>
          </>
        }
      />
      <Group justify="flex-end" mb="sm">
        <Shortcuts cp={p.cp_id} rel={p.parcelarel_id} />
      </Group>
      <CifrasParcelaCard parcelaId={p.parcela_id} />
      <Space h="md" />
      <ParcelaMapaCard parcelaId={p.parcela_id} editable />
      <Space h="md" />
      <SeccionesTabs
        secciones={[
          { label: 'Información', icon: IconInfoCircle, panel: <InformacionTab parcela={p} /> },
          { label: 'Empresa', icon: IconBuilding, panel: empleados },
        ]}
      />
      {modificar && (
        <ModificarParcelaAdminModal parcela={p} opened={modificar} onClose={modificarModal.close} />
      )}
      {cosecha && (
        <CosechaModal
          tags={p.tags}
          update={updateCosecha}
          textos={cosechaTextos}
          opened={cosecha}
          onClose={cosechaModal.close}
        />
      )}
    </>
  );
}

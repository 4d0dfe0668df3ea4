import { Button, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCash, IconEdit, IconInfoCircle, IconPlant, IconUsers } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { parcelaDisplayId } from '@agro/domain/format';
import { MSG } from '@agro/domain/messages';
import { CifrasParcelaCard } from '../../../components/indices/cifras-parcela-card.tsx';
import { ParcelaMapaCard } from '../../../components/mapa/parcela-mapa-card.tsx';
import { CosechaModal } from '../../../components/parcela/cosecha-modal.tsx';
import { FichaHeader, FichaNoEncontrada, Volver } from '../components/ficha.tsx';
import { Cargando } from '../components/status.tsx';
import { ModificarParcelaModal } from '../../../features/parcela/components/modificar-parcela-modal.tsx';
import { ParcelaAvatar } from './parcela-avatar.tsx';
import { ParcelaInfo } from './parcela-info.tsx';
import { ParcelaEmpleados } from './parcela-empleados.tsx';
import { useParcela } from '../../../features/parcela/api/get-parcela.ts';
import { type Parcela } from '../../../features/parcela/api/keys.ts';
import { useActualizarCosecha } from '../../../features/parcela/api/actualizar-cosecha.ts';
import { SeccionesTabs } from '../../../components/ui/secciones-tabs.tsx';

const lista = '/cliente-principal/mis-territorios';
const cosechaTextos = { titulo: 'Editar cosecha', cancelar: 'Cancelar', guardar: 'Guardar' };

/** /cliente-principal/mis-territorios/mas-info?e={cp}&t={parcelarel_id} */
export function CpParcelaDetallePage() {
  const [params] = useSearchParams();
  const cp = Number(params.get('e'));
  const rel = Number(params.get('t'));
  const valido = Number.isInteger(cp) && cp > 0 && Number.isInteger(rel) && rel > 0;
  return valido ? (
    <Detalle cp={cp} rel={rel} />
  ) : (
    <FichaNoEncontrada volverA={lista} texto={MSG.territorioIdNoEncontrado} />
  );
}

function Detalle({ cp, rel }: { cp: number; rel: number }) {
  const parcela = useParcela(rel, cp);
  if (parcela.isPending) return <Cargando label="Cargando territorio" />;
  if (parcela.isError || !parcela.data) {
    return <FichaNoEncontrada volverA={lista} texto={MSG.territorioIdNoEncontrado} />;
  }
  return <Ficha parcela={parcela.data} />;
}

function Ficha({ parcela }: { parcela: Parcela }) {
  const [modificar, modificarModal] = useDisclosure(false);
  const [cosecha, cosechaModal] = useDisclosure(false);
  const updateCosecha = useActualizarCosecha(parcela.parcelarel_id, parcela.cp_id);
  return (
    <Stack gap="md">
      <Volver to={lista} />
      <FichaHeader
        avatar={<ParcelaAvatar parcela={parcela} />}
        id={parcelaDisplayId(parcela.cp_id, parcela.parcelarel_id)}
        nombre={parcela.nombre}
        subtitulo={
          <>
            {parcela.ciudad}, {parcela.region}
          </>
        }
        activo={parcela.is_active}
        textMinWidth={220}
        acciones={
          <>
            <Button leftSection={<IconEdit size={16} />} onClick={modificarModal.open}>
              Modificar
            </Button>
            <Button variant="light" leftSection={<IconPlant size={16} />} onClick={cosechaModal.open}>
              Editar cosecha
            </Button>
            <Button
              component={Link}
              to="/cliente-principal/finanzas"
              variant="default"
              leftSection={<IconCash size={16} />}
            >
              Finanzas
            </Button>
          </>
        }
      />
      <CifrasParcelaCard parcelaId={parcela.parcela_id} />
      <ParcelaMapaCard parcelaId={parcela.parcela_id} editable />
      <SeccionesTabs
        secciones={[
          { label: 'Información', icon: IconInfoCircle, panel: <ParcelaInfo parcela={parcela} /> },
          {
            label: 'Trabajadores',
            icon: IconUsers,
            panel: <ParcelaEmpleados rel={parcela.parcelarel_id} cp={parcela.cp_id} />,
          },
        ]}
      />
      {/* Keyed by the record so reopening after a save starts from the saved values. */}
      <ModificarParcelaModal
        key={`m-${parcela.date_modified}`}
        parcela={parcela}
        area="cliente"
        opened={modificar}
        onClose={modificarModal.close}
      />
      <CosechaModal
        key={`c-${parcela.date_modified}`}
        tags={parcela.tags}
        update={updateCosecha}
        textos={cosechaTextos}
        opened={cosecha}
        onClose={cosechaModal.close}
      />
    </Stack>
  );
}

import { Alert, Button, Center, Group, Loader, Paper, Select, Stack, Tabs } from '@mantine/core';
import { IconMap2 } from '@tabler/icons-react';
import { useReducer, type Dispatch } from 'react';
import { useSearchParams } from 'react-router';
import { parcelaDisplayId } from '@agro/domain/format';
import { MSG } from '@agro/domain/messages';
import { ReportViewer } from '../../../components/reports/report-viewer.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { RegistroModal } from '../finanzas/registro-modal.tsx';
import { useParcelasCp } from '../../../features/parcela/api/get-parcelas-cp.ts';
import type { Parcela } from '../../../features/parcela/api/keys.ts';
import { CpSelect } from './cp-select.tsx';
import { EliminarPeriodo } from './eliminar-periodo.tsx';
import { RastersEstado } from './rasters-estado.tsx';
import {
  servicioParcelaQuery,
  useServicioParcela,
} from '../../../features/servicio/api/get-servicio-parcela.ts';
import {
  seleccionInicial,
  seleccionReducer,
  tabInicial,
  type SeleccionAction,
  type SeleccionState,
} from './ver-informacion-state.ts';

/** /admin/ver-informacion: any territory's reports in the shared viewer, and correcting an upload (?e={cliente}&t={territorio}). */
export function VerInformacionScreen() {
  const [params] = useSearchParams();
  const [s, dispatch] = useReducer(seleccionReducer, params, seleccionInicial);
  const parcelas = useParcelasCp(s.cpId ?? undefined);
  const parcela = parcelas.data?.find((p) => p.parcelarel_id === s.rel) ?? null;

  return (
    <>
      <PageHeader
        title="Ver Información"
        subtitle="Informes de cualquier territorio, con vista previa y descarga."
      />
      <Stack gap="md">
        <Selector s={s} dispatch={dispatch} parcelas={parcelas.data} />
        {parcela ? (
          <Informes parcela={parcela} />
        ) : s.cpId && parcelas.isSuccess && parcelas.data.length === 0 ? (
          <Alert color="gray">{MSG.sinTerritorios}</Alert>
        ) : (
          <Alert color="gray">Elige un cliente y uno de sus territorios para ver sus informes.</Alert>
        )}
      </Stack>
      <RegistroModal
        tipo={s.registro ? 'territorios' : null}
        onClose={() => dispatch({ type: 'registro', abierto: false })}
        onElegir={(_, id) => dispatch({ type: 'elegido', id })}
      />
    </>
  );
}

function Selector(props: {
  s: SeleccionState;
  dispatch: Dispatch<SeleccionAction>;
  parcelas: Parcela[] | undefined;
}) {
  const { s, dispatch } = props;
  return (
    <Paper withBorder p="md" radius="md">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <CpSelect value={s.cpId} onChange={(cpId) => dispatch({ type: 'cliente', cpId })} />
        <Select
          label="Territorio"
          placeholder={s.cpId ? 'Selecciona un territorio' : 'Primero elige un cliente'}
          disabled={!s.cpId}
          data={(props.parcelas ?? []).map((p) => ({
            value: String(p.parcelarel_id),
            label: `${parcelaDisplayId(p.identificador, p.parcelarel_id)} · ${p.nombre}`,
          }))}
          value={s.rel ? String(s.rel) : null}
          onChange={(v) => dispatch({ type: 'territorio', rel: v ? Number(v) : null })}
          nothingFoundMessage={MSG.sinTerritorios}
          w={{ base: '100%', sm: 320 }}
          comboboxProps={{ withinPortal: true }}
        />
        <Button
          variant="default"
          leftSection={<IconMap2 size={16} />}
          onClick={() => dispatch({ type: 'registro', abierto: true })}
        >
          Registro de Territorios
        </Button>
      </Group>
    </Paper>
  );
}

/** The territory's EDEB and Sensores reports, and correcting one of its uploads. */
function Informes({ parcela }: { parcela: Parcela }) {
  const servicios = useServicioParcela(parcela.parcela_id);
  const servicio = servicios.data?.[0];
  if (servicios.isPending)
    return (
      <Center py="lg">
        <Loader aria-label="Cargando servicio" />
      </Center>
    );
  return (
    <>
      <Tabs defaultValue={tabInicial(servicio?.tipo_servicio)} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="edeb">EDEB</Tabs.Tab>
          <Tabs.Tab value="sensores">EDEB Sensores</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="edeb" pt="md">
          <ReportViewer
            key={`edeb-${parcela.parcela_id}`}
            parcelas={[parcela]}
            grupo="edeb"
            serviciosDe={servicioParcelaQuery}
          />
        </Tabs.Panel>
        <Tabs.Panel value="sensores" pt="md">
          <ReportViewer
            key={`sensores-${parcela.parcela_id}`}
            parcelas={[parcela]}
            grupo="sensores"
            serviciosDe={servicioParcelaQuery}
          />
        </Tabs.Panel>
      </Tabs>
      {servicio && (
        <RastersEstado key={`rasters-${servicio.servicio_id}`} servicioId={servicio.servicio_id} />
      )}
      {servicio && <EliminarPeriodo key={parcela.parcela_id} parcela={parcela} servicio={servicio} />}
    </>
  );
}

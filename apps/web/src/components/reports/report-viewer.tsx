import { Alert, Center, Loader, Stack } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { MSG } from '@agro/domain/messages';
import { failureMessage } from '../../lib/request.ts';
import { kindDe } from './report-viewer-state.ts';
import { ReportResultados, ParcelaCard } from './report-viewer-views.tsx';
import { ParcelaInfoModal } from './parcela-info-modal.tsx';
import type { GrupoReporte, ParcelaOption } from './types.ts';
import { useReportViewer, type ReportViewerData, type ServiciosDe } from './use-report-viewer.ts';

// Comparar is loaded only when opened, so no area's first load carries it.
const CompararPeriodos = lazy(() => import('./comparar-periodos.tsx'));

/**
 * The report file viewer of the EDEB and Sensores pages, for any area: territory selector (when
 * several), the service-type gate, SEMANAL/MENSUAL + Buscar, periods with their files, previews, ZIP.
 */
export function ReportViewer({
  parcelas,
  grupo,
  serviciosDe,
}: {
  parcelas: ParcelaOption[];
  grupo: GrupoReporte;
  /** The servicio resource's query of a territory's services (`servicioParcelaQuery`). */
  serviciosDe: ServiciosDe;
}) {
  const v = useReportViewer(parcelas, grupo, serviciosDe);
  const { state, parcela, servicios, archivos } = v;
  if (!parcela) return <Alert color="gray">{MSG.sinTerritorios}</Alert>;
  return (
    <Stack gap="md">
      <ParcelaCard parcelas={parcelas} parcela={parcela} v={v} />
      <ServicioGate v={v} grupo={grupo} />
      {state.comparar && state.search && archivos.data && (
        <Suspense fallback={null}>
          <CompararPeriodos
            data={archivos.data}
            kind={kindDe(state.search.periodo)}
            parcelaId={parcela.parcela_id}
            onClose={() => v.dispatch({ type: 'comparar', open: false })}
          />
        </Suspense>
      )}
      <ParcelaInfoModal
        parcela={parcela}
        servicios={servicios.data ?? []}
        opened={state.infoOpen}
        onClose={() => v.dispatch({ type: 'info', open: false })}
      />
    </Stack>
  );
}

/** The files show only once the territory's service is known and includes this page's group. */
function ServicioGate({ v, grupo }: { v: ReportViewerData; grupo: GrupoReporte }) {
  const { servicios } = v;
  if (servicios.isPending)
    return (
      <Center py="lg">
        <Loader aria-label="Cargando servicio" />
      </Center>
    );
  if (servicios.isError)
    return <Alert color="red">{failureMessage(servicios.error, MSG.errorSolicitud)}</Alert>;
  if (!v.permitido)
    return (
      <Alert color="yellow" icon={<IconInfoCircle />} data-testid="servicio-no-contratado">
        {grupo === 'edeb' ? MSG.sinEdeb : MSG.sinSensores}
      </Alert>
    );
  return <ReportResultados v={v} grupo={grupo} />;
}

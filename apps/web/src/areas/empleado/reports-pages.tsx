import { Alert, Center, Loader } from '@mantine/core';
import { MSG } from '@agro/domain/messages';
import { ReportViewer } from '../../components/reports/report-viewer.tsx';
import type { GrupoReporte } from '../../components/reports/types.ts';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { servicioParcelaQuery } from '../../features/servicio/api/get-servicio-parcela.ts';
import { useEmpleadoParcelas } from '../../features/empleado/api/get-parcelas-propias.ts';

function EmpleadoReports({
  grupo,
  title,
  subtitle,
}: {
  grupo: GrupoReporte;
  title: string;
  subtitle: string;
}) {
  const parcelas = useEmpleadoParcelas();
  return (
    <>
      <PageHeader title={title} subtitle={subtitle} />
      {parcelas.isPending ? (
        <Center py="xl">
          <Loader aria-label="Cargando territorios" />
        </Center>
      ) : parcelas.isError || parcelas.data.length === 0 ? (
        <Alert color="gray">{MSG.sinTerritorios}</Alert>
      ) : (
        <ReportViewer parcelas={parcelas.data} grupo={grupo} serviciosDe={servicioParcelaQuery} />
      )}
    </>
  );
}

/** /cliente/edeb: foliar imagery, video and summaries of the employee's territories. */
export const EmpleadoEdebPage = () => (
  <EmpleadoReports
    grupo="edeb"
    title="EDEB"
    subtitle="Imágenes foliares, videos y resúmenes de tu territorio."
  />
);

/** /cliente/sensores: sensor imagery, video and summaries of the employee's territories. */
export const EmpleadoSensoresPage = () => (
  <EmpleadoReports
    grupo="sensores"
    title="EDEB Sensores"
    subtitle="Imágenes, videos y resúmenes de los sensores en terreno."
  />
);

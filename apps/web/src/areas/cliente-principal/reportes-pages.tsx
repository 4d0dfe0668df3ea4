import { MSG } from '@agro/domain/messages';
import { ReportViewer } from '../../components/reports/report-viewer.tsx';
import type { GrupoReporte } from '../../components/reports/types.ts';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useCpSelf } from '../../features/cp/api/get-cp-self.ts';
import { Cargando, Vacio } from './components/status.tsx';
import { useParcelasCp } from '../../features/parcela/api/get-parcelas-cp.ts';
import { servicioParcelaQuery } from '../../features/servicio/api/get-servicio-parcela.ts';

/** The shared report viewer over any of the company's territories (chosen in the viewer). */
function CpReports({ grupo, title, subtitle }: { grupo: GrupoReporte; title: string; subtitle: string }) {
  const { data: cp } = useCpSelf();
  const parcelas = useParcelasCp(cp?.cp_id);
  return (
    <>
      <PageHeader title={title} subtitle={subtitle} />
      {!cp || parcelas.isPending ? (
        <Cargando label="Cargando territorios" />
      ) : parcelas.isError || parcelas.data.length === 0 ? (
        <Vacio texto={MSG.sinTerritorios} />
      ) : (
        <ReportViewer parcelas={parcelas.data} grupo={grupo} serviciosDe={servicioParcelaQuery} />
      )}
    </>
  );
}

/** /cliente-principal/edeb */
export const CpEdebPage = () => (
  <CpReports grupo="edeb" title="EDEB" subtitle="Imágenes foliares, videos y resúmenes de tus territorios." />
);

/** /cliente-principal/sensores */
export const CpSensoresPage = () => (
  <CpReports
    grupo="sensores"
    title="EDEB Sensores"
    subtitle="Imágenes, videos y resúmenes de los sensores en tus territorios."
  />
);

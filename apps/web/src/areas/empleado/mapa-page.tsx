import { MapaPage, type EnlacesDe } from '../../components/mapa/mapa-page.tsx';

// Employees have no territory page: the popup leads to the territory's reports.
const enlaces: EnlacesDe = (t) => ({
  informes: t.tipo_servicio
    ? `/cliente/${t.tipo_servicio === 'EDEB Sensores' ? 'sensores' : 'edeb'}?parcela=${t.parcela_id}`
    : undefined,
});

/** /cliente/mapa: the territories the employee is linked to. */
export function EmpleadoMapaPage() {
  return (
    <MapaPage subtitulo="Los territorios en los que trabajas y sus últimos informes." enlaces={enlaces} />
  );
}

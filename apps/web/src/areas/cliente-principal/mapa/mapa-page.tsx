import { MapaPage, type EnlacesDe } from '../../../components/mapa/mapa-page.tsx';

const enlaces: EnlacesDe = (t) => ({
  parcela: `/cliente-principal/mis-territorios/mas-info?e=${t.cp_id}&t=${t.parcelarel_id}`,
  informes: t.tipo_servicio
    ? `/cliente-principal/${t.tipo_servicio === 'EDEB Sensores' ? 'sensores' : 'edeb'}?parcela=${t.parcela_id}`
    : undefined,
});

/** /cliente-principal/mapa: every territory of the company. */
export function CpMapaPage() {
  return <MapaPage subtitulo="Tus territorios, sus límites y sus últimos informes." enlaces={enlaces} />;
}

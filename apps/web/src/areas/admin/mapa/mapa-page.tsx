import { useState } from 'react';
import { MapaPage, type EnlacesDe } from '../../../components/mapa/mapa-page.tsx';
import { useCpsOpciones } from '../../../features/cp/api/get-cps-opciones.ts';

const enlaces: EnlacesDe = (t) => ({
  parcela: `/admin/registro/territorios/mas-info?e=${t.cp_id}&t=${t.parcelarel_id}`,
  informes: `/admin/ver-informacion?e=${t.cp_id}&t=${t.parcelarel_id}`,
});

/** /admin/mapa: every territory, filterable by client and service type. */
export function AdminMapaPage() {
  const [buscado, setBuscado] = useState('');
  const clientes = useCpsOpciones(buscado);
  return (
    <MapaPage
      subtitulo="Todos los territorios, filtrables por cliente y tipo de servicio."
      enlaces={enlaces}
      onBuscarCp={(q) => setBuscado(q.replace(/^\d+ · /, ''))}
      clientes={(clientes.data ?? []).map((c) => ({
        value: String(c.cp_id),
        label: `${c.cp_id} · ${c.nombre}`,
      }))}
    />
  );
}

import { Alert, Center, Group, Loader, Select, Stack } from '@mantine/core';
import { useState } from 'react';
import { INDICES, type TipoIndice } from '@agro/domain/indices';
import { MSG } from '@agro/domain/messages';
import { ExportarMenu } from '../../components/ui/exportar-menu.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useCpOpcion, useCpsOpciones } from '../cp/api/get-cps-opciones.ts';
import { urlExportarCifrasCp } from './api/exportar-cifras-cp.ts';
import { DetalleIndices } from './components/detalle-indices.tsx';
import { RankingTabla } from './components/ranking-tabla.tsx';
import { filasRanking } from './lib/ranking.ts';
import { useIndicesPage, type IndicesPageModelo } from './use-indices-page.ts';

export type AreaIndices = 'cliente-principal' | 'empleado' | 'admin';

const SUBTITULOS: Record<AreaIndices, string> = {
  'cliente-principal':
    'Vigor, humedad y temperatura medidos en tus territorios: ranking, temporada, comparación y alertas.',
  empleado: 'Los índices medidos en los territorios en los que trabajas.',
  admin: 'Elija un cliente para ver los índices medidos de sus territorios.',
};

/** Staff pick the client first; the options are searched on the server as they type. */
function SelectorCp({ cp, onCp }: { cp: number; onCp: (cp: number) => void }) {
  const [buscado, setBuscado] = useState('');
  const opciones = useCpsOpciones(buscado).data ?? [];
  const actual = useCpOpcion(cp || null).data ?? [];
  const data = [...actual, ...opciones.filter((o) => o.cp_id !== cp)].map((c) => ({
    value: String(c.cp_id),
    label: `${c.cp_id} · ${c.nombre}`,
  }));
  return (
    <Select
      label="Cliente"
      placeholder="Buscar cliente"
      data={data}
      value={cp ? String(cp) : null}
      onChange={(v) => onCp(Number(v) || 0)}
      onSearchChange={(q) => setBuscado(q.replace(/^\d+ · /, ''))}
      filter={({ options }) => options}
      searchable
      w={{ base: '100%', sm: 300 }}
    />
  );
}

const cargando = (etiqueta: string) => (
  <Center py="xl">
    <Loader aria-label={etiqueta} />
  </Center>
);

/**
 * Índices of an area: the company's territories ranked by an index's latest mean or its change, and
 * the picked territory's season chart, comparison and alert thresholds. Its address
 * (`?parcela=&indice=&a=&b=`) is what the alert notices link to.
 */
export function IndicesPage({ area }: { area: AreaIndices }) {
  const staff = area === 'admin';
  const m = useIndicesPage(staff);
  return (
    <>
      <PageHeader title="Índices" subtitle={SUBTITULOS[area]} />
      {staff && (
        <Group mb="md">
          <SelectorCp cp={m.cpStaff} onCp={(cp) => m.cambiar({ cp, parcela: 0, a: '', b: '' })} />
        </Group>
      )}
      <Cuerpo m={m} area={area} />
    </>
  );
}

function Cuerpo({ m, area }: { m: IndicesPageModelo; area: AreaIndices }) {
  switch (m.estado) {
    case 'sin-cliente':
      return null;
    case 'buscando-cliente':
      return cargando('Cargando territorio');
    case 'cargando':
      return cargando('Cargando índices');
    case 'error':
      return <Alert color="red">{m.error?.message || MSG.errorSolicitud}</Alert>;
    case 'sin-territorios':
      return <Alert color="gray">{MSG.sinTerritorios}</Alert>;
    default:
      return <Indices m={m} area={area} />;
  }
}

function Indices({ m, area }: { m: IndicesPageModelo; area: AreaIndices }) {
  const { indice, parcela, presentes, cambiar } = m;
  return (
    <Stack gap="md">
      <Group align="flex-end" gap="sm" wrap="wrap" justify="space-between">
        <Select
          label="Índice"
          data={(presentes.length ? presentes : [indice]).map((t) => ({
            value: t,
            label: INDICES[t].etiqueta,
          }))}
          value={indice}
          onChange={(v) => v && cambiar({ indice: v as TipoIndice, a: '', b: '' })}
          allowDeselect={false}
          w={{ base: '100%', sm: 240 }}
        />
        <ExportarMenu
          href={(formato) => urlExportarCifrasCp(m.cpId, formato)}
          label="Exportar cifras de todos los territorios"
          texto="Exportar cifras"
          filtros={false}
        />
      </Group>
      {presentes.length === 0 && <Alert color="gray">Sin imágenes de índice aún.</Alert>}
      <RankingTabla
        filas={filasRanking(m.lista, m.cifras ?? [], indice)}
        indice={indice}
        seleccionada={parcela?.parcela_id ?? 0}
        onElegir={(id) => cambiar({ parcela: id, a: '', b: '' })}
      />
      {parcela && (
        <DetalleIndices
          key={`${parcela.parcela_id}-${indice}`}
          parcelaId={parcela.parcela_id}
          nombre={parcela.nombre}
          indice={indice}
          a={m.p.a}
          b={m.p.b}
          onPeriodos={(a, b) => cambiar({ a, b })}
          umbralesEditables={area !== 'empleado'}
        />
      )}
    </Stack>
  );
}

import { Alert, Center, Group, Loader, Select, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { INDICES, TIPOS_INDICE, type TipoIndice } from '@agro/domain/indices';
import { MSG } from '@agro/domain/messages';
import { territorioMapaQuery } from '../../components/mapa/api/get-territorio-mapa.ts';
import { territoriosMapaQuery } from '../../components/mapa/api/get-territorios-mapa.ts';
import { ExportarMenu } from '../../components/ui/exportar-menu.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useClienteOpcion, useClientesOpciones } from '../cliente/api/get-clientes-opciones.ts';
import { urlExportarCifrasCp } from './api/exportar-cifras-cp.ts';
import { useCifrasCp } from '../../components/indices/api/get-cifras-cp.ts';
import { DetalleIndices } from './components/detalle-indices.tsx';
import { RankingTabla } from './components/ranking-tabla.tsx';
import { filasRanking } from './lib/ranking.ts';
import { useIndicesParams } from './use-indices-params.ts';

export type AreaIndices = 'cliente-principal' | 'empleado' | 'admin';

const SUBTITULOS: Record<AreaIndices, string> = {
  'cliente-principal':
    'Vigor, humedad y temperatura medidos en tus territorios: ranking, temporada, comparación y alertas.',
  empleado: 'Los índices medidos en los territorios en los que trabajas.',
  admin: 'Elija un cliente para ver los índices medidos de sus territorios.',
};

/** Staff pick the client first; the options are searched on the server as they type. */
function SelectorCliente({ cp, onCp }: { cp: number; onCp: (cp: number) => void }) {
  const [buscado, setBuscado] = useState('');
  const opciones = useClientesOpciones(buscado).data ?? [];
  const actual = useClienteOpcion(cp || null).data ?? [];
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
  const [p, cambiar] = useIndicesParams();
  const staff = area === 'admin';
  // An alert's link names the territory, not the client: staff get the client from it.
  const delEnlace = useQuery({ ...territorioMapaQuery(p.parcela), enabled: staff && !p.cp && p.parcela > 0 });
  const cpStaff = p.cp || delEnlace.data?.cp_id || 0;
  const territorios = useQuery({
    ...territoriosMapaQuery(staff ? { cp_id: cpStaff } : {}),
    enabled: !staff || cpStaff > 0,
  });
  const cpId = staff ? cpStaff : (territorios.data?.[0]?.cp_id ?? 0);
  const cifras = useCifrasCp(cpId);

  const presentes = TIPOS_INDICE.filter((t) => (cifras.data ?? []).some((c) => c.indice === t));
  const indice: TipoIndice =
    presentes.includes(p.indice) || presentes.length === 0 ? p.indice : (presentes[0] ?? 'NDVI');
  const lista = territorios.data ?? [];
  const parcela =
    lista.find((t) => t.parcela_id === p.parcela) ?? (lista.length === 1 ? lista[0] : undefined);

  let cuerpo;
  if (staff && !cpStaff) cuerpo = delEnlace.isFetching ? cargando('Cargando territorio') : null;
  else if (territorios.isPending || cifras.isPending) cuerpo = cargando('Cargando índices');
  else if (territorios.isError || cifras.isError)
    cuerpo = <Alert color="red">{(territorios.error ?? cifras.error)?.message || MSG.errorSolicitud}</Alert>;
  else if (lista.length === 0) cuerpo = <Alert color="gray">{MSG.sinTerritorios}</Alert>;
  else
    cuerpo = (
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
            href={(formato) => urlExportarCifrasCp(cpId, formato)}
            label="Exportar cifras de todos los territorios"
            texto="Exportar cifras"
            filtros={false}
          />
        </Group>
        {presentes.length === 0 && <Alert color="gray">Sin imágenes de índice aún.</Alert>}
        <RankingTabla
          filas={filasRanking(lista, cifras.data, indice)}
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
            a={p.a}
            b={p.b}
            onPeriodos={(a, b) => cambiar({ a, b })}
            umbralesEditables={area !== 'empleado'}
          />
        )}
      </Stack>
    );

  return (
    <>
      <PageHeader title="Índices" subtitle={SUBTITULOS[area]} />
      {staff && (
        <Group mb="md">
          <SelectorCliente cp={cpStaff} onCp={(cp) => cambiar({ cp, parcela: 0, a: '', b: '' })} />
        </Group>
      )}
      {cuerpo}
    </>
  );
}

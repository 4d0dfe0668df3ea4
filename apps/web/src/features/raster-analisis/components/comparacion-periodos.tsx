import { Alert, Center, Group, Loader, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { INDICES, type TipoIndice } from '@agro/domain/indices';
import { MSG } from '@agro/domain/messages';
import { useComparacion } from '../api/get-comparacion.ts';
import { usePeriodos } from '../../../components/indices/api/get-periodos.ts';
import type { Contorno } from '../../../components/mapa/contorno.ts';
import { useParcelaMapa } from '../../../components/mapa/api/get-parcela-mapa.ts';
import { opcionesPeriodos, parComparado, periodosDeIndice } from '../lib/comparacion.ts';
import { CifrasComparacion } from './cifras-comparacion.tsx';

// Leaflet and its stylesheet load when a comparison is shown.
const mapas = () => import('./mapas-comparacion.tsx');
const MapaDeslizar = lazy(async () => ({ default: (await mapas()).MapaDeslizar }));
const MapasLadoALado = lazy(async () => ({ default: (await mapas()).MapasLadoALado }));
const MapaDiferencia = lazy(async () => ({ default: (await mapas()).MapaDiferencia }));

type Vista = 'deslizar' | 'lado' | 'diferencia';
type Comparacion = ReturnType<typeof useComparacion>;

function Mapas({
  vista,
  c,
  contorno,
}: {
  vista: Vista;
  c: NonNullable<Comparacion['data']>;
  contorno: Contorno;
}) {
  return (
    <Suspense
      fallback={
        <Center h={300}>
          <Loader aria-label="Cargando mapa" />
        </Center>
      }
    >
      {vista === 'deslizar' && <MapaDeslizar c={c} contorno={contorno} />}
      {vista === 'lado' && <MapasLadoALado c={c} contorno={contorno} />}
      {vista === 'diferencia' && <MapaDiferencia c={c} contorno={contorno} />}
    </Suspense>
  );
}

/**
 * Compare two periods of an index: pick A (earlier) and B (later), see both layers on the same ground
 * (swipe or side by side), the difference map and the measured numbers. The pair is kept in the page's
 * address (`a`, `b`), which is what an alert's link opens.
 */
export function ComparacionPeriodos(props: {
  parcelaId: number;
  indice: TipoIndice;
  a: string;
  b: string;
  onPeriodos: (a: string, b: string) => void;
}) {
  const q = usePeriodos(props.parcelaId);
  const [vista, setVista] = useState<Vista>('deslizar');
  const periodos = periodosDeIndice(q.data ?? [], props.indice);
  const { a, b } = parComparado(periodos, props.a, props.b);
  const comp = useComparacion(props.parcelaId, props.indice, a, b);
  const contorno = useParcelaMapa(props.parcelaId).data?.limite?.geometria as Contorno;
  if (q.isPending)
    return (
      <Center py="xl">
        <Loader aria-label="Cargando periodos" />
      </Center>
    );
  if (q.isError) return <Alert color="red">{q.error.message || MSG.errorSolicitud}</Alert>;
  if (periodos.length < 2 && !(props.a && props.b))
    return (
      <Alert color="gray">
        Se necesitan dos periodos con {INDICES[props.indice].etiqueta} para comparar; este territorio tiene{' '}
        {periodos.length}.
      </Alert>
    );
  const opciones = opcionesPeriodos(periodos, { a, b });
  return (
    <Stack gap="md" data-testid="comparacion">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label="Periodo A (anterior)"
          data={opciones}
          value={a}
          onChange={(v) => v && props.onPeriodos(v, b)}
          allowDeselect={false}
          w={{ base: '100%', sm: 260 }}
        />
        <Select
          label="Periodo B (reciente)"
          data={opciones}
          value={b}
          onChange={(v) => v && props.onPeriodos(a, v)}
          allowDeselect={false}
          w={{ base: '100%', sm: 260 }}
        />
        <SegmentedControl
          aria-label="Vista de la comparación"
          value={vista}
          onChange={(v) => setVista(v as Vista)}
          data={[
            { value: 'deslizar', label: 'Deslizar' },
            { value: 'lado', label: 'Lado a lado' },
            { value: 'diferencia', label: 'Diferencia' },
          ]}
        />
      </Group>
      {a === b ? (
        <Alert color="yellow">Elija dos periodos distintos para comparar.</Alert>
      ) : (
        <Resultado comp={comp} vista={vista} contorno={contorno} />
      )}
    </Stack>
  );
}

function Resultado({ comp, vista, contorno }: { comp: Comparacion; vista: Vista; contorno: Contorno }) {
  if (comp.isPending)
    return (
      <Center py="xl">
        <Stack align="center" gap={4}>
          <Loader aria-label="Calculando la comparación" />
          <Text size="sm" c="dimmed">
            Calculando la comparación…
          </Text>
        </Stack>
      </Center>
    );
  if (comp.isError) return <Alert color="red">{comp.error.message || MSG.errorSolicitud}</Alert>;
  return (
    <>
      <CifrasComparacion c={comp.data} />
      <Mapas vista={vista} c={comp.data} contorno={contorno} />
    </>
  );
}

import { CompositeChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { Alert, Button, Card, Center, Group, List, Loader, Stack, Table, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { formatDate } from '@agro/domain/format';
import { INDICES, type TipoIndice } from '@agro/domain/indices';
import { MSG } from '@agro/domain/messages';
import { formatValor } from '../../../components/indices/leyenda.ts';
import { useSerie, type SerieRaster } from '../api/get-serie.ts';
import {
  descripcionGrafico,
  dominioY,
  filasSerie,
  lineasReferencia,
  marcasAlertas,
  seriesGrafico,
  type FilaSerie,
} from '../lib/serie-grafico.ts';

/** The tooltip: the week's values of both seasons, formatted as the index is (the band as a range). */
function Ayuda({ fila, indice }: { fila: FilaSerie | undefined; indice: TipoIndice }) {
  if (!fila) return null;
  const v = (x: number) => formatValor(indice, x);
  return (
    <Card withBorder shadow="sm" padding="xs" fz="xs">
      <Text size="xs" fw={600}>
        Semana del {fila.etiqueta}
      </Text>
      {fila.actual !== null && (
        <Text size="xs">
          Esta temporada: {v(fila.actual)}
          {fila.banda && ` (p10–p90: ${v(fila.banda[0])} – ${v(fila.banda[1])})`}
        </Text>
      )}
      {fila.anterior !== null && <Text size="xs">Temporada anterior: {v(fila.anterior)}</Text>}
    </Card>
  );
}

/** "Ver datos": the chart's points as a table, for screen readers and for reading exact values. */
function TablaDatos({
  filas,
  serie,
  indice,
}: {
  filas: FilaSerie[];
  serie: SerieRaster;
  indice: TipoIndice;
}) {
  const v = (x: number | null) => (x === null ? '—' : formatValor(indice, x));
  const conDatos = filas.filter((f) => f.actual !== null || f.anterior !== null);
  // On a phone the four columns scroll sideways rather than wrap every value.
  return (
    <Table.ScrollContainer minWidth={440}>
      <Table verticalSpacing={4} fz="sm" data-testid="serie-tabla">
        <Table.Caption>
          Media semanal de {INDICES[indice].etiqueta}, temporada {serie.temporada.etiqueta} y{' '}
          {serie.temporada_anterior.etiqueta}
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Periodo</Table.Th>
            <Table.Th>Media</Table.Th>
            <Table.Th>p10 – p90</Table.Th>
            <Table.Th>Temporada anterior</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {conDatos.map((f) => (
            <Table.Tr key={f.semana}>
              <Table.Td>{f.inicio ? formatDate(f.inicio) : `Semana del ${f.etiqueta}`}</Table.Td>
              <Table.Td>{v(f.actual)}</Table.Td>
              <Table.Td>{f.banda ? `${v(f.banda[0])} – ${v(f.banda[1])}` : '—'}</Table.Td>
              <Table.Td>{v(f.anterior)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function Grafico({ serie, indice }: { serie: SerieRaster; indice: TipoIndice }) {
  const [verDatos, { toggle }] = useDisclosure(false);
  const d = INDICES[indice];
  const filas = filasSerie(serie);
  const marcas = marcasAlertas(serie, filas);
  const dominio = dominioY(filas, d.umbrales);
  return (
    <Stack gap="sm">
      <div
        role="img"
        aria-label={descripcionGrafico(serie, d.etiqueta, marcas.length)}
        data-testid="grafico-temporada"
      >
        <CompositeChart
          h={300}
          data={filas}
          dataKey="etiqueta"
          series={seriesGrafico(serie)}
          curveType="monotone"
          connectNulls
          withLegend
          legendProps={{ verticalAlign: 'bottom' }}
          yAxisProps={{ domain: dominio, tickFormatter: (x: number) => formatValor(indice, x) }}
          tooltipProps={{
            content: ({ payload }) => (
              <Ayuda fila={payload?.[0]?.payload as FilaSerie | undefined} indice={indice} />
            ),
          }}
          referenceLines={lineasReferencia(d, dominio, marcas)}
        />
      </div>
      {marcas.length > 0 && <ListaAlertas alertas={serie.alertas} />}
      <Group>
        <Button variant="subtle" size="xs" onClick={toggle} aria-expanded={verDatos}>
          {verDatos ? 'Ocultar datos' : 'Ver datos'}
        </Button>
      </Group>
      {verDatos && <TablaDatos filas={filas} serie={serie} indice={indice} />}
    </Stack>
  );
}

// Every alert of the season is named here, also those outside the drawn weeks.
function ListaAlertas({ alertas }: { alertas: SerieRaster['alertas'] }) {
  return (
    <List size="sm" spacing={2} aria-label="Alertas de la temporada">
      {alertas.map((a) => (
        <List.Item key={a.alerta_id}>
          <Text span size="sm" c="red.8">
            {formatDate(a.inicio)}:
          </Text>{' '}
          {a.mensaje}
        </List.Item>
      ))}
    </List>
  );
}

/** Season chart of one index of a territory: weekly mean, p10–p90 band, last season, thresholds, alerts. */
export function GraficoTemporada({ parcelaId, indice }: { parcelaId: number; indice: TipoIndice }) {
  const q = useSerie(parcelaId, indice);
  if (q.isPending)
    return (
      <Center py="xl">
        <Loader aria-label="Cargando serie" />
      </Center>
    );
  if (q.isError) return <Alert color="red">{q.error.message || MSG.errorSolicitud}</Alert>;
  if (q.data.actual.length === 0 && q.data.anterior.length === 0)
    return (
      <Alert color="gray">
        Sin imágenes de {INDICES[indice].etiqueta} en esta temporada ni en la anterior.
      </Alert>
    );
  return <Grafico serie={q.data} indice={indice} />;
}

import { Box, Group, Paper, Progress, SimpleGrid, Stack, Text, VisuallyHidden } from '@mantine/core';
import { formatDate, formatDecimal } from '@agro/domain/format';
import { INDICES, type TipoIndice } from '@agro/domain/indices';
import { formatCambio, formatHa, formatPct } from '../../../components/indices/cambio.ts';
import { formatValor } from '../../../components/indices/leyenda.ts';
import type { ComparacionRaster } from '../api/get-comparacion.ts';

function Cifra({
  etiqueta,
  valor,
  detalle,
  testid,
}: {
  etiqueta: string;
  valor: string;
  detalle?: string;
  testid: string;
}) {
  return (
    <Paper withBorder p="xs" radius="md">
      <Text size="xs" c="dimmed">
        {etiqueta}
      </Text>
      <Text fw={700} size="lg" data-testid={testid}>
        {valor}
      </Text>
      {detalle && (
        <Text size="xs" c="dimmed">
          {detalle}
        </Text>
      )}
    </Paper>
  );
}

/**
 * The measured comparison: mean A, mean B, their change, and how much of the area valid in both
 * periods rose, stayed or fell by more than the index's margin (INDICES[kind].margenCambio).
 */
export function CifrasComparacion({ c }: { c: ComparacionRaster }) {
  const indice = c.indice as TipoIndice;
  const d = INDICES[indice];
  const cambio = formatCambio(indice, c.cambio);
  const margen = `${formatDecimal(c.margen, d.decimales)}${d.unidad ? `\u00a0${d.unidad}` : ''}`;
  const partes = [
    { clave: 'subio', etiqueta: 'Subió', pct: c.subio_pct, color: '#2166ac' },
    { clave: 'sin-cambio', etiqueta: 'Sin cambio', pct: c.sin_cambio_pct, color: '#bdbdbd' },
    { clave: 'bajo', etiqueta: 'Bajó', pct: c.bajo_pct, color: '#b2182b' },
  ];
  return (
    <Stack gap="sm" data-testid="cifras-comparacion">
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
        <Cifra
          etiqueta="Media A"
          valor={formatValor(indice, c.media_a)}
          detalle={formatDate(c.a.inicio)}
          testid="media-a"
        />
        <Cifra
          etiqueta="Media B"
          valor={formatValor(indice, c.media_b)}
          detalle={formatDate(c.b.inicio)}
          testid="media-b"
        />
        <Paper withBorder p="xs" radius="md">
          <Text size="xs" c="dimmed">
            Cambio (B − A)
          </Text>
          <Text
            fw={700}
            size="lg"
            c={cambio.color === 'gray' ? undefined : `${cambio.color}.8`}
            data-testid="cambio"
          >
            <span aria-hidden>
              {cambio.flecha} {cambio.texto}
            </span>
            <VisuallyHidden>{cambio.accesible}</VisuallyHidden>
          </Text>
          <Text size="xs" c="dimmed">
            sobre {formatHa(c.area_ha)}
          </Text>
        </Paper>
      </SimpleGrid>
      <Progress.Root size={18} aria-hidden>
        {partes.map((p) => (
          <Progress.Section key={p.clave} value={p.pct} color={p.color} />
        ))}
      </Progress.Root>
      <Group gap="md" wrap="wrap" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {partes.map((p) => (
          <Group key={p.clave} component="li" gap={6} wrap="nowrap">
            <Box aria-hidden w={12} h={12} style={{ background: p.color, borderRadius: 2 }} />
            <Text size="sm">
              {p.etiqueta}: <strong data-testid={`pct-${p.clave}`}>{formatPct(p.pct)}</strong> del área
            </Text>
          </Group>
        ))}
      </Group>
      <Text size="xs" c="dimmed">
        Un punto subió o bajó cuando su {d.etiqueta} cambió más de {margen} (margen documentado de{' '}
        {d.etiqueta}); si no, se cuenta sin cambio. Se compara solo el área con datos en ambos periodos.
      </Text>
    </Stack>
  );
}

import { Badge, Box, Group, Progress, Stack, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { formatDate } from '@agro/domain/format';
import { INDICES, type TipoIndice } from '@agro/domain/indices';
import { formatCambio, formatHa, formatPct, indicePrincipal } from './cambio.ts';
import { formatValor } from './leyenda.ts';

/** A territory's figures for one index, latest period: the part of the API's `cifras` these screens show. */
export interface CifraMostrada {
  indice: TipoIndice;
  inicio: string;
  termino: string;
  media: number;
  /** Change of the mean against the previous period with figures (null: no previous period). */
  cambio: number | null;
  clases: { etiqueta: string; color: string; area_ha: number; pct: number }[];
}

/**
 * The measured figures of a territory, shared by the client, employee and back-office areas: the main
 * index's latest mean with its change (▲/▼), and its class areas as a stacked bar and a list.
 * `compacta` is the card's version (smaller, no period line).
 */
export function CifrasParcela({
  cifras,
  compacta = false,
}: {
  cifras: readonly CifraMostrada[];
  compacta?: boolean;
}) {
  const c = indicePrincipal(cifras);
  if (!c) {
    return (
      <Text size="sm" c="dimmed" data-testid="cifras-territorio">
        Sin imágenes de índice aún
      </Text>
    );
  }
  const d = INDICES[c.indice];
  return (
    <Stack gap={compacta ? 4 : 8} data-testid="cifras-territorio">
      <Group gap="xs" wrap="wrap" align="baseline">
        <Text size={compacta ? 'sm' : 'md'}>
          {d.etiqueta} promedio{' '}
          <Text span fw={700} size={compacta ? 'md' : 'xl'} data-testid="cifras-media">
            {formatValor(c.indice, c.media)}
          </Text>
        </Text>
        <Cambio tipo={c.indice} cambio={c.cambio} />
      </Group>
      {!compacta && (
        <Text size="xs" c="dimmed">
          Período {formatDate(c.inicio)} – {formatDate(c.termino)}
        </Text>
      )}
      <BarraClases clases={c.clases} etiqueta={`Superficie por clase de ${d.etiqueta}`} />
      <ListaClases clases={c.clases} compacta={compacta} />
    </Stack>
  );
}

/** The change as ▲/▼ and its value, coloured; screen readers hear "subió 0,04 respecto del período anterior". */
export function Cambio({ tipo, cambio }: { tipo: TipoIndice; cambio: number | null }) {
  if (cambio === null) {
    return (
      <Text size="xs" c="dimmed">
        Sin período anterior
      </Text>
    );
  }
  const m = formatCambio(tipo, cambio);
  return (
    <Badge variant="light" color={m.color} data-testid="cifras-cambio" style={{ textTransform: 'none' }}>
      <span aria-hidden>
        {m.flecha} {m.texto}
      </span>
      <VisuallyHidden>{m.accesible} respecto del período anterior</VisuallyHidden>
    </Badge>
  );
}

function BarraClases({ clases, etiqueta }: { clases: CifraMostrada['clases']; etiqueta: string }) {
  return (
    <Progress.Root size={ALTO_BARRA} aria-label={etiqueta}>
      {clases
        .filter((k) => k.pct > 0)
        .map((k) => (
          <Tooltip key={k.etiqueta} label={`${k.etiqueta}: ${formatPct(k.pct)}`} withArrow>
            <Progress.Section
              value={k.pct}
              color={k.color}
              aria-label={`${k.etiqueta}: ${formatPct(k.pct)}`}
            />
          </Tooltip>
        ))}
    </Progress.Root>
  );
}
const ALTO_BARRA = 12;

function ListaClases({ clases, compacta }: { clases: CifraMostrada['clases']; compacta: boolean }) {
  return (
    <Box component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Superficie por clase">
      {clases.map((k) => (
        <Group component="li" key={k.etiqueta} gap={6} wrap="nowrap">
          <Box
            aria-hidden
            w={10}
            h={10}
            style={{ background: k.color, borderRadius: 2, flex: 'none', border: '1px solid #0002' }}
          />
          <Text size="xs" style={{ flex: 1, minWidth: 0 }} lineClamp={compacta ? 1 : undefined}>
            {k.etiqueta}
          </Text>
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {formatHa(k.area_ha)} · {formatPct(k.pct)}
          </Text>
        </Group>
      ))}
    </Box>
  );
}

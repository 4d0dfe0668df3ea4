import { Badge, Group, Text } from '@mantine/core';
import { difiereDeExtension } from '@agro/domain/limites';
import type { ParcelaMapa } from './api/get-parcelas-mapa.ts';

const m2 = new Intl.NumberFormat('es-CL', { maximumFractionDigits: 0 });
const ha = new Intl.NumberFormat('es-CL', { maximumFractionDigits: 2 });

// A badge is one clipped line by default; on a phone these sentences need two.
const BADGE_FRASE = {
  root: { textTransform: 'none', height: 'auto', paddingBlock: 2 },
  label: { whiteSpace: 'normal', overflow: 'visible' },
} as const;

/** An area next to the declared extension, flagged when they differ by more than 10 %. */
export function ComparacionArea(props: { titulo: string; area: number; extension: number }) {
  const { area, extension } = props;
  const difiere = difiereDeExtension(area, extension);
  const pct = extension > 0 ? Math.round(((area - extension) / extension) * 100) : null;
  // Separate items of a wrapping group: no separator character can end up starting a line.
  return (
    <Group gap={6} style={{ columnGap: 'var(--mantine-spacing-md)' }} wrap="wrap">
      <Text size="sm">
        {props.titulo}: <b>{m2.format(area)} m²</b> ({ha.format(area / 10_000)} ha)
      </Text>
      <Text size="sm" c="dimmed">
        Extensión declarada: {m2.format(extension)} m²
      </Text>
      {difiere ? (
        <Badge color="orange" variant="light" styles={BADGE_FRASE}>
          Difiere {pct !== null ? `${pct > 0 ? '+' : ''}${pct} %` : ''} de la extensión declarada
        </Badge>
      ) : (
        <Badge color="green" variant="light" styles={BADGE_FRASE}>
          Coincide con la extensión declarada
        </Badge>
      )}
    </Group>
  );
}

/** Computed boundary area next to the declared extension, flagged when they differ by more than 10 %. */
export function AreaLimite({ parcela: t }: { parcela: ParcelaMapa }) {
  if (!t.limite) {
    return (
      <Group gap={6} style={{ columnGap: 'var(--mantine-spacing-md)' }} wrap="wrap">
        <Text size="sm" c="dimmed">
          Sin límite registrado
        </Text>
        <Text size="sm" c="dimmed">
          Extensión declarada: {m2.format(t.extension)} m²
        </Text>
      </Group>
    );
  }
  return <ComparacionArea titulo="Área del límite" area={t.limite.area_m2} extension={t.extension} />;
}

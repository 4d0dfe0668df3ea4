import { Badge, Group, Text } from '@mantine/core';
import { difiereDeExtension } from '@agro/domain/limites';
import type { TerritorioMapa } from './api/get-territorios-mapa.ts';

const m2 = new Intl.NumberFormat('es-CL', { maximumFractionDigits: 0 });
const ha = new Intl.NumberFormat('es-CL', { maximumFractionDigits: 2 });

/** Computed boundary area next to the declared extension, flagged when they differ by more than 10 %. */
export function AreaLimite({ territorio: t }: { territorio: TerritorioMapa }) {
  if (!t.limite) {
    return (
      <Text size="sm" c="dimmed">
        Sin límite registrado · Extensión declarada: {m2.format(t.extension)} m²
      </Text>
    );
  }
  const area = t.limite.area_m2;
  const difiere = difiereDeExtension(area, t.extension);
  const pct = t.extension > 0 ? Math.round(((area - t.extension) / t.extension) * 100) : null;
  return (
    <Group gap="xs" wrap="wrap">
      <Text size="sm">
        Área del límite: <b>{m2.format(area)} m²</b> ({ha.format(area / 10_000)} ha)
      </Text>
      <Text size="sm" c="dimmed">
        · Extensión declarada: {m2.format(t.extension)} m²
      </Text>
      {difiere ? (
        <Badge color="orange" variant="light" style={{ textTransform: 'none' }}>
          Difiere {pct !== null ? `${pct > 0 ? '+' : ''}${pct} %` : ''} de la extensión declarada
        </Badge>
      ) : (
        <Badge color="green" variant="light" style={{ textTransform: 'none' }}>
          Coincide con la extensión declarada
        </Badge>
      )}
    </Group>
  );
}

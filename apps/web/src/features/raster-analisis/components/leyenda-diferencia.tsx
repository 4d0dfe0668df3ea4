import { Box, Group, Stack, Text } from '@mantine/core';
import { formatDecimal } from '@agro/domain/format';
import { INDICES, rampaDiferencia, type TipoIndice } from '@agro/domain/indices';

/** The difference map's legend: the diverging ramp with its values, B − A. */
export function LeyendaDiferencia({ indice, rango }: { indice: TipoIndice; rango: number }) {
  const d = INDICES[indice];
  const rampa = rampaDiferencia(indice);
  const escala = rango / d.rangoDiferencia;
  const marcas = rampa.map(([v]) => v * escala);
  const texto = (v: number) => `${v > 0 ? '+' : v < 0 ? '−' : ''}${formatDecimal(Math.abs(v), d.decimales)}`;
  return (
    <Stack
      gap={4}
      role="group"
      aria-label={`Leyenda del mapa de diferencias de ${d.etiqueta}`}
      data-testid="leyenda-diferencia"
    >
      <Text size="sm" fw={600}>
        Diferencia de {d.etiqueta} (B − A){d.unidad ? `, ${d.unidad}` : ''}
      </Text>
      <Box
        h={10}
        style={{
          borderRadius: 3,
          background: `linear-gradient(to right, ${rampa.map(([, c]) => c).join(', ')})`,
        }}
      />
      <Group justify="space-between" gap={0}>
        {marcas.map((v) => (
          <Text key={v} size="xs" c="dimmed">
            {texto(v)}
          </Text>
        ))}
      </Group>
      <Group justify="space-between" gap={0}>
        <Text size="xs" c="red.8">
          Bajó
        </Text>
        <Text size="xs" c="blue.8">
          Subió
        </Text>
      </Group>
    </Stack>
  );
}

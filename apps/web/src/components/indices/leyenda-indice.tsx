import { Box, Group, Stack, Text } from '@mantine/core';
import { INDICES, type TipoIndice } from '@agro/domain/indices';
import { gradienteRampa, marcasRampa, tramosLeyenda } from './leyenda.ts';

/**
 * The legend of an index layer: the colour ramp the map paints with, its class thresholds marked with
 * their values, and each class with its colour, name and range (unit included).
 */
export function LeyendaIndice({ tipo, compacta = false }: { tipo: TipoIndice; compacta?: boolean }) {
  const d = INDICES[tipo];
  const titulo = d.unidad ? `${d.etiqueta} (${d.unidad})` : d.etiqueta;
  return (
    <Stack
      gap={6}
      maw={compacta ? 280 : 440}
      role="group"
      aria-label={`Leyenda de ${d.etiqueta}`}
      data-testid="leyenda-indice"
    >
      <Text size="sm" fw={600}>
        {titulo}
      </Text>
      {!compacta && <BarraRampa tipo={tipo} />}
      <Box component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {tramosLeyenda(tipo).map((t) => (
          <Group component="li" key={t.etiqueta} gap={8} wrap="nowrap" align="center">
            <Box
              aria-hidden
              w={14}
              h={14}
              style={{ background: t.color, borderRadius: 3, flex: 'none', border: '1px solid #0002' }}
            />
            <Text size="xs" style={{ flex: 1 }}>
              {t.etiqueta}
            </Text>
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {t.rango}
            </Text>
          </Group>
        ))}
      </Box>
    </Stack>
  );
}

/** The ramp as a bar with the thresholds' values under their place. */
function BarraRampa({ tipo }: { tipo: TipoIndice }) {
  const rampa = INDICES[tipo].rampa;
  return (
    <Box aria-hidden pb={16} pos="relative">
      <Box h={10} style={{ background: gradienteRampa(rampa), borderRadius: 3 }} />
      {marcasRampa(tipo).map((m) => (
        <Text
          key={m.valor}
          size="10px"
          c="dimmed"
          pos="absolute"
          top={11}
          style={{ left: `${m.posicion}%`, transform: 'translateX(-50%)', lineHeight: 1.4 }}
        >
          {m.texto}
        </Text>
      ))}
    </Box>
  );
}

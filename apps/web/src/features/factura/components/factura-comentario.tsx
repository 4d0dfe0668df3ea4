import { Spoiler, Text } from '@mantine/core';

/** An invoice's comment in full: long ones fold to two lines with "Ver más" instead of being cut. */
export function FacturaComentario({ texto }: { texto: string }) {
  if (!texto) return null;
  return (
    <Spoiler maxHeight={36} showLabel="Ver más" hideLabel="Ver menos" fz="xs">
      <Text size="xs" c="dimmed" fw={400} style={{ whiteSpace: 'pre-line' }}>
        {texto}
      </Text>
    </Spoiler>
  );
}

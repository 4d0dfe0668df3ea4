import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** Label/value pairs of a detail tab, two columns on wide screens. */
export function InfoList({ items }: { items: [string, ReactNode][] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
      {items.map(([label, value]) => (
        <Stack key={label} gap={0}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {label}
          </Text>
          <Text component="div" style={{ overflowWrap: 'anywhere' }}>
            {value === '' || value === null || value === undefined ? '—' : value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}

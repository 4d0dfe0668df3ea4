import { SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** Label/value pairs of a detail page, two or three per row. */
export function InfoGrid({
  items,
  cols = 3,
}: {
  items: { label: string; value: ReactNode }[];
  cols?: number;
}) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: cols }} spacing="md" verticalSpacing="sm">
      {items.map((i) => (
        <div key={i.label}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {i.label}
          </Text>
          <Text size="sm" style={{ wordBreak: 'break-word', whiteSpace: 'pre-line' }}>
            {i.value === '' || i.value === null || i.value === undefined ? '—' : i.value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}

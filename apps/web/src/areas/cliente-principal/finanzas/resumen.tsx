import { Card, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** Money figures at the top of the finance screens. */
export function Resumen({
  items,
}: {
  items: { label: string; value: ReactNode; color?: string; testId?: string }[];
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: items.length }} spacing="md">
      {items.map((i) => (
        <Card key={i.label} withBorder padding="md">
          <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
            {i.label}
          </Text>
          <Text size="xl" fw={800} c={i.color} data-testid={i.testId}>
            {i.value}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}

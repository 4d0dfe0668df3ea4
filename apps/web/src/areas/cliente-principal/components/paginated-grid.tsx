import { Center, Pagination, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { PAGE_SIZE } from '@agro/domain/constants';
import { plural } from '@agro/domain/format';

/** A card grid of 6 per page (docs/RULES.md#display) with its pager; the page is clamped when the list shrinks. */
export function PaginatedGrid<T>(props: {
  items: T[];
  render: (item: T) => ReactNode;
  keyOf: (item: T) => string | number;
  /** The items' noun, plural (also names the pager). */
  label: string;
  /** The noun for exactly one item. */
  singular: string;
}) {
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(props.items.length / PAGE_SIZE.grid));
  const current = Math.min(page, pages);
  const visible = props.items.slice((current - 1) * PAGE_SIZE.grid, current * PAGE_SIZE.grid);
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {visible.map((item) => (
          <div key={props.keyOf(item)}>{props.render(item)}</div>
        ))}
      </SimpleGrid>
      <Center>
        <Stack gap={4} align="center">
          <Pagination
            total={pages}
            value={current}
            onChange={setPage}
            aria-label={`Páginas de ${props.label}`}
            getControlProps={(c) => ({
              'aria-label':
                c === 'next' ? 'Página siguiente' : c === 'previous' ? 'Página anterior' : undefined,
            })}
          />
          <Text size="xs" c="dimmed">
            Página {current} de {pages} · {plural(props.items.length, props.singular, props.label)}
          </Text>
        </Stack>
      </Center>
    </Stack>
  );
}

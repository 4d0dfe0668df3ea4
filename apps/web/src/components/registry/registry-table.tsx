import {
  Center,
  Group,
  Loader,
  Pagination,
  Paper,
  Select,
  Table,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconArrowsSort, IconSearch, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import type { RegistryState } from './registry-state.ts';

export interface RegistryColumn<T> {
  key: string;
  label: string;
  render: (row: T) => ReactNode;
  /** The server's sort key for this column; absent: not sortable. */
  sortKey?: string;
  /** Keep the cell on one line (ids, dates). */
  nowrap?: boolean;
}

export interface RegistryTableProps<T> {
  columns: RegistryColumn<T>[];
  rows: T[] | undefined;
  total: number;
  /** False when `total` is only a lower bound: "de más de N". */
  totalExacto?: boolean;
  state: RegistryState;
  onChange: (patch: Partial<RegistryState>) => void;
  /** Filter fields offered in "Filtrar por" (value = the server's campo). */
  campos: { value: string; label: string }[];
  rowKey: (row: T) => string | number;
  emptyText: string;
  loading?: boolean;
  /** A failed call shows the empty text, as the spec's lists do. */
  error?: boolean;
  minWidth?: number;
  label?: string;
}

/** A server-paginated, filterable, sortable table with the spec's empty text (one registry pattern for every list). */
export function RegistryTable<T>(props: RegistryTableProps<T>) {
  const { state, onChange } = props;
  const [text, setText] = useState(state.q);
  const pushQ = useDebouncedCallback((q: string) => onChange({ q }), 300);
  const pages = Math.max(1, Math.ceil(props.total / state.pageSize));
  const from = props.total === 0 ? 0 : (state.page - 1) * state.pageSize + 1;
  const to = Math.min(props.total, state.page * state.pageSize);
  const rows = props.error ? [] : (props.rows ?? []);

  const sortIcon = (key: string) =>
    state.sort !== key ? (
      <IconArrowsSort size={14} opacity={0.4} />
    ) : state.dir === 'asc' ? (
      <IconSortAscending size={14} />
    ) : (
      <IconSortDescending size={14} />
    );
  const toggleSort = (key: string) =>
    onChange(
      state.sort === key
        ? { sort: key, dir: state.dir === 'asc' ? 'desc' : 'asc' }
        : { sort: key, dir: 'asc' },
    );

  return (
    <Paper withBorder p="md" radius="md">
      <Group mb="md" gap="sm" align="flex-end" wrap="wrap">
        <Select
          label="Filtrar por"
          placeholder="Todos los campos"
          data={props.campos}
          value={state.campo}
          onChange={(campo) => onChange({ campo })}
          clearable
          w={{ base: '100%', xs: 200 }}
          comboboxProps={{ withinPortal: true }}
        />
        <TextInput
          label="Buscar"
          placeholder="Escribe para filtrar"
          leftSection={<IconSearch size={16} />}
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            pushQ(e.currentTarget.value);
          }}
          style={{ flex: 1, minWidth: 200 }}
          aria-label={props.label ? `Buscar en ${props.label}` : 'Buscar'}
        />
        {props.loading && <Loader size="sm" aria-label="Cargando" />}
      </Group>
      <Table.ScrollContainer minWidth={props.minWidth ?? 720}>
        <Table striped highlightOnHover verticalSpacing="sm" aria-label={props.label}>
          <Table.Thead>
            <Table.Tr>
              {props.columns.map((c) => (
                <Table.Th
                  key={c.key}
                  aria-sort={
                    state.sort === c.sortKey ? (state.dir === 'asc' ? 'ascending' : 'descending') : undefined
                  }
                >
                  {c.sortKey ? (
                    <UnstyledButton onClick={() => toggleSort(c.sortKey!)} fw={700} fz="sm">
                      <Group gap={4} wrap="nowrap">
                        {c.label}
                        {sortIcon(c.sortKey)}
                      </Group>
                    </UnstyledButton>
                  ) : (
                    c.label
                  )}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={props.columns.length}>
                  <Center py="lg">
                    {props.loading && props.rows === undefined ? (
                      <Loader size="sm" />
                    ) : (
                      <Text c="dimmed">{props.emptyText}</Text>
                    )}
                  </Center>
                </Table.Td>
              </Table.Tr>
            ) : (
              rows.map((row) => (
                <Table.Tr key={props.rowKey(row)}>
                  {props.columns.map((c) => (
                    <Table.Td key={c.key} style={c.nowrap ? { whiteSpace: 'nowrap' } : undefined}>
                      {c.render(row)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="space-between" mt="md" gap="sm" wrap="wrap">
        <Text size="sm" c="dimmed">
          {props.total === 0
            ? 'Sin resultados'
            : `Mostrando ${from}–${to} de ${props.totalExacto === false ? 'más de ' : ''}${props.total.toLocaleString('es-CL')}`}
        </Text>
        {pages > 1 && (
          <Pagination
            total={pages}
            value={state.page}
            onChange={(page) => onChange({ page })}
            size="sm"
            siblings={1}
          />
        )}
      </Group>
    </Paper>
  );
}

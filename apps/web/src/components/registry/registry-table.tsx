import { Group, Loader, Pagination, Paper, Select, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedCallback, useMediaQuery } from '@mantine/hooks';
import { IconArrowsSort, IconSearch, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { DataTable, PHONE_QUERY, type DataColumn } from '../ui/data-table.tsx';
import type { RegistryState } from './registry-state.ts';

export interface RegistryColumn<T> {
  key: string;
  label: string;
  render: (row: T) => ReactNode;
  /** The server's sort key for this column; absent: not sortable. */
  sortKey?: string;
  /** Keep the cell on one line (ids, dates). */
  nowrap?: boolean;
  /** The row's buttons: the last column on wide screens, the foot of each card on phones. */
  isAction?: boolean;
  /** On phones: the card's heading line, or left out of the card. */
  priority?: 'title' | 'normal' | 'hidden';
}

export interface RegistryTableProps<T> {
  columns: RegistryColumn<T>[];
  rows: T[] | undefined;
  total: number;
  state: RegistryState;
  onChange: (patch: Partial<RegistryState>) => void;
  /** Filter fields offered in "Filtrar por" (value = the server's campo). */
  campos: { value: string; label: string }[];
  rowKey: (row: T) => string | number;
  emptyText: string;
  loading?: boolean;
  /** A failed call shows the empty text, as the spec's lists do. */
  error?: boolean;
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

  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const action = props.columns.find((c) => c.isAction);
  const sortable = props.columns.filter((c) => c.sortKey);
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

  const dataColumns: DataColumn<T>[] = props.columns
    .filter((c) => !c.isAction)
    .map((c) => ({
      key: c.key,
      header: c.label,
      render: c.render,
      nowrap: c.nowrap,
      priority: c.priority,
      ariaSort: state.sort === c.sortKey ? (state.dir === 'asc' ? 'ascending' : 'descending') : undefined,
      renderHeader: c.sortKey
        ? () => (
            <UnstyledButton onClick={() => toggleSort(c.sortKey!)} fw={700} fz="sm">
              <Group gap={4} wrap="nowrap">
                {c.label}
                {sortIcon(c.sortKey!)}
              </Group>
            </UnstyledButton>
          )
        : undefined,
    }));

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
      {phone && sortable.length > 0 && (
        <Select
          label="Ordenar por"
          data={sortable.flatMap((c) => [
            { value: `${c.sortKey}:asc`, label: `${c.label} (ascendente)` },
            { value: `${c.sortKey}:desc`, label: `${c.label} (descendente)` },
          ])}
          value={state.sort ? `${state.sort}:${state.dir}` : null}
          onChange={(v) => {
            if (!v) return;
            const [sort, dir] = v.split(':') as [string, 'asc' | 'desc'];
            onChange({ sort, dir });
          }}
          allowDeselect={false}
          mb="md"
          comboboxProps={{ withinPortal: true }}
        />
      )}
      <DataTable
        label={props.label}
        columns={dataColumns}
        rows={rows}
        rowKey={props.rowKey}
        loading={props.loading && props.rows === undefined}
        emptyText={props.emptyText}
        actions={action ? (row) => action.render(row) : undefined}
        actionsHeader={action?.label}
      />
      <Group justify="space-between" mt="md" gap="sm" wrap="wrap">
        <Text size="sm" c="dimmed">
          {props.total === 0 ? 'Sin resultados' : `Mostrando ${from}–${to} de ${props.total}`}
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

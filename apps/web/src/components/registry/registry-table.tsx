import { Group, Loader, Pagination, Paper, Select, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedCallback, useMediaQuery } from '@mantine/hooks';
import { IconArrowsSort, IconSearch, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { DataTable, PHONE_QUERY, type DataColumn } from '../ui/data-table.tsx';
import {
  ariaSortDe,
  opcionesOrden,
  ordenAlPulsar,
  ordenDeOpcion,
  paginaDe,
  resumenPagina,
} from './registry-paging.ts';
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
  label?: string;
  /** Actions beside the filters (e.g. the export menu), which read the same state. */
  toolbar?: ReactNode;
}

/** A server-paginated, filterable, sortable table with the spec's empty text (one registry pattern for every list). */
export function RegistryTable<T>(props: RegistryTableProps<T>) {
  const { state, onChange } = props;
  const { pages, from, to } = paginaDe(props.total, state);
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const action = props.columns.find((c) => c.isAction);
  const sortable = props.columns.filter((c) => c.sortKey);

  return (
    <Paper withBorder p="md" radius="md">
      <RegistryFiltros {...props} />
      {phone && sortable.length > 0 && (
        <Select
          label="Ordenar por"
          data={opcionesOrden(sortable)}
          value={state.sort ? `${state.sort}:${state.dir}` : null}
          onChange={(v) => v && onChange(ordenDeOpcion(v))}
          allowDeselect={false}
          mb="md"
          comboboxProps={{ withinPortal: true }}
        />
      )}
      <DataTable
        label={props.label}
        columns={columnasDe(props.columns, state, onChange)}
        rows={props.error ? [] : (props.rows ?? [])}
        rowKey={props.rowKey}
        loading={props.loading && props.rows === undefined}
        emptyText={props.emptyText}
        actions={action ? (row) => action.render(row) : undefined}
        actionsHeader={action?.label}
      />
      <Group justify="space-between" mt="md" gap="sm" wrap="wrap">
        <Text size="sm" c="dimmed">
          {resumenPagina(props.total, props.totalExacto, from, to)}
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

/** "Filtrar por", the search box (sent after a pause in typing), the loader and the list's own actions. */
function RegistryFiltros<T>(props: RegistryTableProps<T>) {
  const { state, onChange } = props;
  const [text, setText] = useState(state.q);
  const pushQ = useDebouncedCallback((q: string) => onChange({ q }), 300);
  return (
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
      {props.toolbar}
    </Group>
  );
}

function SortIcon({ state, sortKey }: { state: RegistryState; sortKey: string }) {
  if (state.sort !== sortKey) return <IconArrowsSort size={14} opacity={0.4} />;
  return state.dir === 'asc' ? <IconSortAscending size={14} /> : <IconSortDescending size={14} />;
}

/** The table's columns; a sortable one gets a header button that orders by it. */
function columnasDe<T>(
  columns: RegistryColumn<T>[],
  state: RegistryState,
  onChange: (patch: Partial<RegistryState>) => void,
): DataColumn<T>[] {
  return columns
    .filter((c) => !c.isAction)
    .map((c) => {
      const { sortKey } = c;
      return {
        key: c.key,
        header: c.label,
        render: c.render,
        nowrap: c.nowrap,
        priority: c.priority,
        ariaSort: ariaSortDe(state, sortKey),
        renderHeader: sortKey
          ? () => (
              <UnstyledButton onClick={() => onChange(ordenAlPulsar(state, sortKey))} fw={700} fz="sm">
                <Group gap={4} wrap="nowrap">
                  {c.label}
                  <SortIcon state={state} sortKey={sortKey} />
                </Group>
              </UnstyledButton>
            )
          : undefined,
      };
    });
}

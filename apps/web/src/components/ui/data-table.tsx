import { Box, Center, Group, Loader, Paper, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { AriaAttributes, CSSProperties, Key, ReactNode } from 'react';

export interface DataColumn<T> {
  key: string;
  /** Column title; also the field label in the phone cards. */
  header: string;
  render: (row: T, index: number) => ReactNode;
  /** Replaces the title inside the <th> only (e.g. a sort button); cards keep `header`. */
  renderHeader?: () => ReactNode;
  ariaSort?: AriaAttributes['aria-sort'];
  /**
   * On phones: 'title' is the card's heading line, 'hidden' is left out of the card,
   * 'normal' (default) is a labelled field.
   */
  priority?: 'title' | 'normal' | 'hidden';
  /** Shorthand for priority 'hidden'. */
  hideOnMobile?: boolean;
  /** Keep the cell on one line (ids, dates, money, badges). */
  nowrap?: boolean;
  width?: number | string;
  align?: 'left' | 'center' | 'right';
}

export interface DataTableProps<T> {
  columns: DataColumn<T>[];
  rows: T[];
  rowKey: (row: T, index: number) => Key;
  /** The row's buttons: last column on wide screens, a wrapping row at the bottom of each card on phones. */
  actions?: (row: T, index: number) => ReactNode;
  actionsHeader?: string;
  actionsWidth?: number | string;
  /** Shown instead of the rows when there are none (and not loading). */
  emptyText?: ReactNode;
  loading?: boolean;
  /** Accessible name of the table (and of the card list on phones). */
  label?: string;
  striped?: boolean;
  /** Extra attributes per row (`data-testid`, highlighted state...). */
  rowProps?: (
    row: T,
    index: number,
  ) => { [key: `data-${string}`]: string | undefined; style?: CSSProperties };
  /** Rendered under the table and under the cards (totals, pagination). */
  footer?: ReactNode;
}

/** Same breakpoint as the area layout's collapsed menu (Mantine's sm, 768 px). */
export const PHONE_QUERY = '(max-width: 47.99em)';

/**
 * One responsive table: a Mantine table at ≥ 768 px, stacked cards below, so the key fields and
 * the row actions are always reachable on a phone without scrolling sideways.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const empty = props.rows.length === 0;
  const emptyContent =
    props.loading && empty ? (
      <Loader size="sm" aria-label="Cargando" />
    ) : (
      <Text c="dimmed" ta="center">
        {props.emptyText ?? 'Sin resultados'}
      </Text>
    );
  if (phone) return <DataCards {...props} emptyContent={emptyContent} />;
  return (
    <>
      <Table
        striped={props.striped ?? true}
        highlightOnHover
        verticalSpacing="sm"
        aria-label={props.label}
        aria-busy={props.loading || undefined}
      >
        <Table.Thead>
          <Table.Tr>
            {props.columns.map((c) => (
              <Table.Th
                key={c.key}
                w={c.width}
                ta={c.align}
                aria-sort={c.ariaSort}
                style={c.nowrap ? nowrap : undefined}
              >
                {c.renderHeader ? c.renderHeader() : c.header}
              </Table.Th>
            ))}
            {props.actions && <Table.Th w={props.actionsWidth}>{props.actionsHeader ?? 'Acciones'}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {empty ? (
            <Table.Tr>
              <Table.Td colSpan={props.columns.length + (props.actions ? 1 : 0)}>
                <Center py="lg">{emptyContent}</Center>
              </Table.Td>
            </Table.Tr>
          ) : (
            props.rows.map((row, i) => (
              <Table.Tr key={props.rowKey(row, i)} {...props.rowProps?.(row, i)}>
                {props.columns.map((c) => (
                  <Table.Td key={c.key} ta={c.align} style={c.nowrap ? nowrap : undefined}>
                    {c.render(row, i)}
                  </Table.Td>
                ))}
                {props.actions && (
                  <Table.Td>
                    <Group gap={6} wrap="nowrap">
                      {props.actions(row, i)}
                    </Group>
                  </Table.Td>
                )}
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
      {props.footer}
    </>
  );
}

const nowrap: CSSProperties = { whiteSpace: 'nowrap' };

function hidden<T>(c: DataColumn<T>) {
  return c.hideOnMobile || c.priority === 'hidden';
}

function DataCards<T>(props: DataTableProps<T> & { emptyContent: ReactNode }) {
  const title = props.columns.find((c) => c.priority === 'title');
  const fields = props.columns.filter((c) => c !== title && !hidden(c));
  if (props.rows.length === 0) {
    return (
      <>
        <Center py="lg">{props.emptyContent}</Center>
        {props.footer}
      </>
    );
  }
  return (
    <>
      <Stack component="ul" gap="sm" p={0} m={0} aria-label={props.label} style={{ listStyle: 'none' }}>
        {props.rows.map((row, i) => (
          <Paper
            component="li"
            withBorder
            p="sm"
            radius="md"
            key={props.rowKey(row, i)}
            {...props.rowProps?.(row, i)}
          >
            {title && (
              <Text component="div" fw={600} mb={6} style={{ overflowWrap: 'break-word' }}>
                {title.render(row, i)}
              </Text>
            )}
            <Box
              component="dl"
              m={0}
              style={{ display: 'grid', gridTemplateColumns: 'minmax(6rem, auto) 1fr', gap: '4px 12px' }}
            >
              {fields.map((c) => (
                <Box key={c.key} style={{ display: 'contents' }}>
                  <Text component="dt" size="sm" c="dimmed">
                    {c.header}
                  </Text>
                  <Text component="dd" size="sm" m={0} style={{ minWidth: 0, overflowWrap: 'break-word' }}>
                    {c.render(row, i)}
                  </Text>
                </Box>
              ))}
            </Box>
            {props.actions && (
              <Group gap={6} mt="sm" wrap="wrap">
                {props.actions(row, i)}
              </Group>
            )}
          </Paper>
        ))}
      </Stack>
      {props.footer}
    </>
  );
}

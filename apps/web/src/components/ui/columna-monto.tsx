import { Text } from '@mantine/core';
import { formatMoney } from '@agro/domain/format';
import type { DataColumn } from './data-table.tsx';

/** A right-aligned money column; `destacado` sets it in bold (what is still owed, what was paid). */
export const columnaMonto = <T,>(
  key: string,
  header: string,
  monto: (row: T) => number,
  destacado = false,
): DataColumn<T> => ({
  key,
  header,
  align: 'right',
  nowrap: true,
  render: (row) =>
    destacado ? (
      <Text span size="sm" fw={600}>
        {formatMoney(monto(row))}
      </Text>
    ) : (
      formatMoney(monto(row))
    ),
});

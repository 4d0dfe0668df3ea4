import { Text } from '@mantine/core';
import { formatDate } from '@agro/domain/format';
import { columnaMonto } from '../../../components/ui/columna-monto.tsx';
import type { DataColumn } from '../../../components/ui/data-table.tsx';
import type { Factura } from '../api/keys.ts';

/**
 * The columns every invoice list shows the same way: issue date, due date (red when overdue),
 * total and the balance in bold. Each list adds its own identity and state columns around them.
 */
export const columnasMontos: DataColumn<Factura>[] = [
  { key: 'emision', header: 'Emisión', nowrap: true, render: (f) => formatDate(f.fecha_emision) },
  {
    key: 'vencimiento',
    header: 'Vencimiento',
    nowrap: true,
    render: (f) => (
      <Text span size="sm" c={f.vencida ? 'red' : undefined}>
        {formatDate(f.fecha_vencimiento)}
      </Text>
    ),
  },
  columnaMonto<Factura>('total', 'Total', (f) => f.total),
  columnaMonto<Factura>('saldo', 'Saldo', (f) => f.saldo, true),
];

/** The payment type as the lists word it. */
export const tipoPagoTexto = (f: Factura) => (f.tipo_pago === 'MENSUAL' ? 'Pago mensual' : 'Pago único');

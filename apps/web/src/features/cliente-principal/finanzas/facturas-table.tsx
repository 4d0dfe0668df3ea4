import { Badge, Stack, Text } from '@mantine/core';
import { facturaDisplayId, formatDate, formatMoney } from '@agro/domain/format';
import { DataTable, type DataColumn } from '../../../components/ui/data-table.tsx';
import type { Factura } from '../api/get-finanzas.ts';

const colorEstado = { Pendiente: 'yellow', Parcial: 'blue', Pagada: 'green' } as const;

/** Invoice state, with an "Vencida" mark when overdue. */
export function EstadoFactura({ factura }: { factura: Factura }) {
  return (
    <Stack gap={4} align="flex-start">
      <Badge color={colorEstado[factura.estado]} variant="light" miw="max-content">
        {factura.estado}
      </Badge>
      {factura.vencida && (
        <Badge color="red" variant="filled" miw="max-content">
          Vencida
        </Badge>
      )}
    </Stack>
  );
}

const columns: DataColumn<Factura>[] = [
  {
    key: 'id',
    header: 'ID',
    nowrap: true,
    render: (f) => facturaDisplayId(f.cp_id, f.facturarel_id),
  },
  {
    key: 'detalle',
    header: 'Detalle',
    priority: 'title',
    render: (f) => (
      <>
        <Text size="sm" fw="inherit">
          {f.nombre}
        </Text>
        <Text size="xs" c="dimmed" fw={400} lineClamp={1}>
          {f.tipo_pago === 'MENSUAL' ? 'Pago mensual' : 'Pago único'}
          {f.comentarios ? ` · ${f.comentarios}` : ''}
        </Text>
      </>
    ),
  },
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
  { key: 'total', header: 'Total', align: 'right', nowrap: true, render: (f) => formatMoney(f.total) },
  {
    key: 'saldo',
    header: 'Saldo',
    align: 'right',
    nowrap: true,
    render: (f) => (
      <Text span size="sm" fw={600}>
        {formatMoney(f.saldo)}
      </Text>
    ),
  },
  { key: 'estado', header: 'Estado', render: (f) => <EstadoFactura factura={f} /> },
];

/** A table of invoices: id, name (with payment type), issue and due dates, total, balance and state. */
export function FacturasTable({ facturas, label }: { facturas: Factura[]; label: string }) {
  return (
    <DataTable
      columns={columns}
      rows={facturas}
      rowKey={(f) => f.factura_id}
      label={label}
      rowProps={() => ({ 'data-testid': 'factura-row' })}
    />
  );
}

import { Text } from '@mantine/core';
import { facturaDisplayId } from '@agro/domain/format';
import { DataTable, type DataColumn } from '../../../components/ui/data-table.tsx';
import type { Factura } from '../../../features/factura/api/keys.ts';
import { columnasMontos, tipoPagoTexto } from '../../../features/factura/components/factura-columnas.tsx';
import { FacturaComentario } from '../../../features/factura/components/factura-comentario.tsx';
import { EstadoFactura } from '../../../features/factura/components/factura-estado.tsx';

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
        <Text size="xs" c="dimmed" fw={400}>
          {tipoPagoTexto(f)}
        </Text>
        <FacturaComentario texto={f.comentarios} />
      </>
    ),
  },
  ...columnasMontos,
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

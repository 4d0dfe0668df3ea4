import { ActionIcon, Box, Text, Tooltip } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { facturaDisplayId, parcelaDisplayId } from '@agro/domain/format';
import { MSG } from '@agro/domain/messages';
import type { Factura } from '../../../features/factura/api/keys.ts';
import { columnasMontos } from '../../../features/factura/components/factura-columnas.tsx';
import { FacturaComentario } from '../../../features/factura/components/factura-comentario.tsx';
import { EstadoFactura } from '../../../features/factura/components/factura-estado.tsx';
import { DataTable, type DataColumn } from '../../../components/ui/data-table.tsx';

const columns: DataColumn<Factura>[] = [
  // The client under each id (issue 28: the rows did not name it), in the id's column so the table keeps its width.
  {
    key: 'id',
    header: 'ID / Cliente',
    render: (f) => (
      <>
        <Text size="sm" fw="inherit" style={{ whiteSpace: 'nowrap' }}>
          {facturaDisplayId(f.cp_id, f.facturarel_id)}
        </Text>
        <Text size="xs" c="dimmed" miw={90} maw={150} data-testid="factura-cliente">
          {f.nombre_empresa}
        </Text>
      </>
    ),
  },
  {
    key: 'nombre',
    header: 'Nombre',
    priority: 'title',
    render: (f) => (
      <>
        <Text size="sm" fw="inherit" miw={120}>
          {f.nombre}
        </Text>
        <FacturaComentario texto={f.comentarios} />
      </>
    ),
  },
  {
    key: 'tipo',
    header: 'Tipo / Territorio',
    render: (f) => (
      <>
        <Text size="sm">{f.tipo_pago === 'UNICO' ? 'Único' : 'Mensual'}</Text>
        {f.parcelarel_id && (
          <Text size="xs" c="dimmed">
            {parcelaDisplayId(f.cp_id, f.parcelarel_id)} · {f.tipo_servicio}
          </Text>
        )}
      </>
    ),
  },
  ...columnasMontos,
  { key: 'estado', header: 'Estado', render: (f) => <EstadoFactura factura={f} /> },
];

/** The invoice table of Finanzas; "Pagos" opens an invoice's payments and receipts. */
export function FacturasTable({ facturas, onPagos }: { facturas: Factura[]; onPagos: (f: Factura) => void }) {
  // Wide with every column at 1280 px beside the menu: the table scrolls inside its card, never the page.
  return (
    <Box style={{ overflowX: 'auto' }}>
      <DataTable
        columns={columns}
        rows={facturas}
        rowKey={(f) => f.factura_id}
        label="Facturas"
        emptyText={MSG.sinFacturasPendientes}
        rowProps={(f) => ({ 'data-factura': facturaDisplayId(f.cp_id, f.facturarel_id) })}
        actionsHeader="Pagos"
        actions={(f) => (
          <Tooltip label="Pagos y comprobantes">
            <ActionIcon
              variant="light"
              aria-label={`Pagos de ${facturaDisplayId(f.cp_id, f.facturarel_id)}`}
              onClick={() => onPagos(f)}
            >
              <IconReceipt size={16} />
            </ActionIcon>
          </Tooltip>
        )}
      />
    </Box>
  );
}

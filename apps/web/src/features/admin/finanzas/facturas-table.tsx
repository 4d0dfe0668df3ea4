import { ActionIcon, Badge, Stack, Text, Tooltip } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import type { EstadoFactura } from '@agro/domain/constants';
import {
  facturaDisplayId,
  formatDate,
  formatMoney,
  territorioDisplayId,
  todayInSantiago,
} from '@agro/domain/format';
import { isVencida } from '@agro/domain/finanzas';
import { MSG } from '@agro/domain/messages';
import type { FacturaRow } from '@agro/domain/schemas/factura';
import { DataTable, type DataColumn } from '../../../components/ui/data-table.tsx';

export const ESTADO_COLOR: Record<EstadoFactura, string> = {
  Pendiente: 'blue',
  Parcial: 'yellow',
  Pagada: 'green',
};

const columns = (today: string): DataColumn<FacturaRow>[] => [
  { key: 'id', header: 'ID', nowrap: true, render: (f) => facturaDisplayId(f.cp_id, f.facturarel_id) },
  {
    key: 'nombre',
    header: 'Nombre',
    priority: 'title',
    render: (f) => (
      <>
        <Text size="sm" fw="inherit" miw={150}>
          {f.nombre}
        </Text>
        {f.comentarios && (
          <Text size="xs" c="dimmed" fw={400} lineClamp={1}>
            {f.comentarios}
          </Text>
        )}
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
            {territorioDisplayId(f.cp_id, f.parcelarel_id)} · {f.tipo_servicio}
          </Text>
        )}
      </>
    ),
  },
  { key: 'emision', header: 'Emisión', nowrap: true, render: (f) => formatDate(f.fecha_emision) },
  { key: 'vencimiento', header: 'Vencimiento', nowrap: true, render: (f) => formatDate(f.fecha_vencimiento) },
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
  {
    key: 'estado',
    header: 'Estado',
    render: (f) => (
      <Stack gap={4} align="flex-start">
        <Badge color={ESTADO_COLOR[f.estado]} variant="light" maw="none" style={{ textTransform: 'none' }}>
          {f.estado}
        </Badge>
        {isVencida(f, today) && (
          <Badge color="red" variant="filled" maw="none" style={{ textTransform: 'none' }}>
            Vencida
          </Badge>
        )}
      </Stack>
    ),
  },
];

/** The invoice table of Finanzas; "Pagos" opens an invoice's payments and receipts. */
export function FacturasTable({
  facturas,
  onPagos,
}: {
  facturas: FacturaRow[];
  onPagos: (f: FacturaRow) => void;
}) {
  const today = todayInSantiago();
  return (
    <DataTable
      columns={columns(today)}
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
  );
}

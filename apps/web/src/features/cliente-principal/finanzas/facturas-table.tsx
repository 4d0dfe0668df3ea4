import { Badge, Stack, Table, Text } from '@mantine/core';
import { facturaDisplayId, formatDate, formatMoney } from '@agro/domain/format';
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

/** A table of invoices: id, name (with payment type), issue and due dates, total, balance and state. */
export function FacturasTable({ facturas, label }: { facturas: Factura[]; label: string }) {
  return (
    <Table.ScrollContainer minWidth={700}>
      <Table striped highlightOnHover verticalSpacing="xs" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>ID</Table.Th>
            <Table.Th>Detalle</Table.Th>
            <Table.Th>Emisión</Table.Th>
            <Table.Th>Vencimiento</Table.Th>
            <Table.Th ta="right">Total</Table.Th>
            <Table.Th ta="right">Saldo</Table.Th>
            <Table.Th>Estado</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {facturas.map((f) => (
            <Table.Tr key={f.factura_id} data-testid="factura-row">
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {facturaDisplayId(f.cp_id, f.facturarel_id)}
              </Table.Td>
              <Table.Td>
                <Text size="sm">{f.nombre}</Text>
                <Text size="xs" c="dimmed" lineClamp={1}>
                  {f.tipo_pago === 'MENSUAL' ? 'Pago mensual' : 'Pago único'}
                  {f.comentarios ? ` · ${f.comentarios}` : ''}
                </Text>
              </Table.Td>
              <Table.Td>{formatDate(f.fecha_emision)}</Table.Td>
              <Table.Td c={f.vencida ? 'red' : undefined}>{formatDate(f.fecha_vencimiento)}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatMoney(f.total)}
              </Table.Td>
              <Table.Td ta="right" fw={600} style={{ whiteSpace: 'nowrap' }}>
                {formatMoney(f.saldo)}
              </Table.Td>
              <Table.Td>
                <EstadoFactura factura={f} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

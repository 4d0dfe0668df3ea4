import { ActionIcon, Badge, Center, Stack, Table, Text, Tooltip } from '@mantine/core';
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

export const ESTADO_COLOR: Record<EstadoFactura, string> = {
  Pendiente: 'blue',
  Parcial: 'yellow',
  Pagada: 'green',
};

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
    <Table.ScrollContainer minWidth={940}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label="Facturas">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>ID</Table.Th>
            <Table.Th miw={170}>Nombre</Table.Th>
            <Table.Th>Tipo / Territorio</Table.Th>
            <Table.Th>Emisión</Table.Th>
            <Table.Th>Vencimiento</Table.Th>
            <Table.Th ta="right">Total</Table.Th>
            <Table.Th ta="right">Saldo</Table.Th>
            <Table.Th miw={124}>Estado</Table.Th>
            <Table.Th>Pagos</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {facturas.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={9}>
                <Center py="lg">
                  <Text c="dimmed">{MSG.sinFacturasPendientes}</Text>
                </Center>
              </Table.Td>
            </Table.Tr>
          ) : (
            facturas.map((f) => (
              <Table.Tr key={f.factura_id} data-factura={facturaDisplayId(f.cp_id, f.facturarel_id)}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {facturaDisplayId(f.cp_id, f.facturarel_id)}
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{f.nombre}</Text>
                  {f.comentarios && (
                    <Text size="xs" c="dimmed" lineClamp={1}>
                      {f.comentarios}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{f.tipo_pago === 'UNICO' ? 'Único' : 'Mensual'}</Text>
                  {f.parcelarel_id && (
                    <Text size="xs" c="dimmed">
                      {territorioDisplayId(f.cp_id, f.parcelarel_id)} · {f.tipo_servicio}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{formatDate(f.fecha_emision)}</Table.Td>
                <Table.Td>{formatDate(f.fecha_vencimiento)}</Table.Td>
                <Table.Td ta="right">{formatMoney(f.total)}</Table.Td>
                <Table.Td ta="right" fw={600}>
                  {formatMoney(f.saldo)}
                </Table.Td>
                <Table.Td>
                  <Stack gap={4} align="flex-start">
                    <Badge color={ESTADO_COLOR[f.estado]} variant="light" style={{ textTransform: 'none' }}>
                      {f.estado}
                    </Badge>
                    {isVencida(f, today) && (
                      <Badge color="red" variant="filled" style={{ textTransform: 'none' }}>
                        Vencida
                      </Badge>
                    )}
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <Tooltip label="Pagos y comprobantes">
                    <ActionIcon
                      variant="light"
                      aria-label={`Pagos de ${facturaDisplayId(f.cp_id, f.facturarel_id)}`}
                      onClick={() => onPagos(f)}
                    >
                      <IconReceipt size={16} />
                    </ActionIcon>
                  </Tooltip>
                </Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

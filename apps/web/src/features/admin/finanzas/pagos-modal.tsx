import { Alert, Anchor, Center, Loader, Modal, Stack, Table, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { facturaDisplayId, formatDate, formatMoney } from '@agro/domain/format';
import { MSG } from '@agro/domain/messages';
import type { FacturaRow } from '@agro/domain/schemas/factura';
import { comprobanteUrl, usePagosCp } from './api/get-pagos.ts';

/** An invoice's payments with their receipts (descargar/pagos/{archivo}). */
export function PagosModal({ factura, onClose }: { factura: FacturaRow | null; onClose: () => void }) {
  const pagos = usePagosCp(factura?.cp_id ?? null);
  const lista = (pagos.data ?? []).filter((p) => p.factura_id === factura?.factura_id);
  return (
    <Modal
      opened={factura !== null}
      onClose={onClose}
      title={
        factura
          ? `Pagos de ${facturaDisplayId(factura.cp_id, factura.facturarel_id)} · ${factura.nombre}`
          : ''
      }
      size="lg"
      centered
    >
      {pagos.isPending ? (
        <Center py="md">
          <Loader size="sm" />
        </Center>
      ) : pagos.isError || lista.length === 0 ? (
        <Alert color="gray">{MSG.sinPagos}</Alert>
      ) : (
        <Stack gap="xs">
          <Table.ScrollContainer minWidth={520}>
            <Table verticalSpacing="xs" aria-label="Pagos de la factura">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Fecha</Table.Th>
                  <Table.Th ta="right">Monto</Table.Th>
                  <Table.Th>N° SII</Table.Th>
                  <Table.Th>Comentarios</Table.Th>
                  <Table.Th>Comprobante</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {lista.map((p) => (
                  <Table.Tr key={p.pago_id}>
                    <Table.Td>{formatDate(p.fecha_pago)}</Table.Td>
                    <Table.Td ta="right">{formatMoney(p.monto)}</Table.Td>
                    <Table.Td>{p.num_factura_sii || '—'}</Table.Td>
                    <Table.Td>{p.comentarios || '—'}</Table.Td>
                    <Table.Td>
                      {p.archivo_nom ? (
                        <Anchor
                          href={comprobanteUrl({ archivo_nom: p.archivo_nom, archivo_ext: p.archivo_ext })}
                          download
                          size="sm"
                        >
                          <IconDownload size={14} style={{ verticalAlign: 'middle' }} /> Descargar
                        </Anchor>
                      ) : (
                        <Text size="sm" c="dimmed">
                          Sin comprobante
                        </Text>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Text size="sm" ta="right">
            Pagado: {formatMoney(factura!.total - factura!.saldo)} de {formatMoney(factura!.total)}
          </Text>
        </Stack>
      )}
    </Modal>
  );
}

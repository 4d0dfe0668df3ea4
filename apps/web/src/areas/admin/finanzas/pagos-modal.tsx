import { Alert, Anchor, Center, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { facturaDisplayId, formatDate, formatMoney } from '@agro/domain/format';
import { MSG } from '@agro/domain/messages';
import type { Factura } from '../../../features/factura/api/keys.ts';
import { DataTable, type DataColumn } from '../../../components/ui/data-table.tsx';
import { comprobanteUrl } from '../../../features/pago/api/descargar-comprobante.ts';
import { usePagosCp } from '../../../features/pago/api/get-pagos.ts';

type Pago = NonNullable<ReturnType<typeof usePagosCp>['data']>[number];

const columns: DataColumn<Pago>[] = [
  { key: 'fecha', header: 'Fecha', nowrap: true, priority: 'title', render: (p) => formatDate(p.fecha_pago) },
  { key: 'monto', header: 'Monto', align: 'right', nowrap: true, render: (p) => formatMoney(p.monto) },
  { key: 'sii', header: 'N° SII', render: (p) => p.num_factura_sii || '—' },
  { key: 'comentarios', header: 'Comentarios', render: (p) => p.comentarios || '—' },
];

/** An invoice's payments with their receipts (descargar/pagos/{archivo}). */
export function PagosModal({ factura, onClose }: { factura: Factura | null; onClose: () => void }) {
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
          <DataTable
            columns={columns}
            rows={lista}
            rowKey={(p) => p.pago_id}
            label="Pagos de la factura"
            striped={false}
            actionsHeader="Comprobante"
            actions={(p) =>
              p.archivo_nom ? (
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
              )
            }
          />
          <Text size="sm" ta="right">
            Pagado: {formatMoney(factura!.total - factura!.saldo)} de {formatMoney(factura!.total)}
          </Text>
        </Stack>
      )}
    </Modal>
  );
}

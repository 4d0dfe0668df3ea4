import { Button, Card, Center, Pagination, Stack, Table, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { PAGE_SIZE } from '@agro/domain/constants';
import { facturaDisplayId, formatDate, formatMoney } from '@agro/domain/format';
import { MSG } from '@agro/domain/messages';
import { notify } from '../../../lib/notify.ts';
import { descargarComprobante, usePagosCp, type Pago } from '../api/get-finanzas.ts';
import { Cargando, Vacio } from '../components/status.tsx';
import { ComprobantesEnviados } from './comprobantes-enviados.tsx';
import { Resumen } from './resumen.tsx';

/** Pagos anteriores: the receipts sent from the portal with their state, then the payment history. */
export function PagosAnteriores({ cp }: { cp: number }) {
  return (
    <Stack gap="md">
      <ComprobantesEnviados cp={cp} />
      <HistorialPagos cp={cp} />
    </Stack>
  );
}

/** Payment history, 10 per page, newest first, receipts downloadable. */
function HistorialPagos({ cp }: { cp: number }) {
  const pagos = usePagosCp(cp);
  const [page, setPage] = useState(1);
  if (pagos.isPending) return <Cargando label="Cargando pagos" />;
  const lista = pagos.data ?? [];
  if (pagos.isError || lista.length === 0) return <Vacio texto={MSG.sinPagos} />;
  const pages = Math.ceil(lista.length / PAGE_SIZE.pagos);
  const current = Math.min(page, pages);
  const visible = lista.slice((current - 1) * PAGE_SIZE.pagos, current * PAGE_SIZE.pagos);
  const total = lista.reduce((s, p) => s + p.monto, 0);

  return (
    <Stack gap="md">
      <Resumen
        items={[
          { label: 'Total pagado', value: formatMoney(total), color: 'green', testId: 'total-pagado' },
          { label: 'Pagos registrados', value: lista.length, testId: 'pagos-registrados' },
        ]}
      />
      <Card withBorder padding="md">
        <Table.ScrollContainer minWidth={700}>
          <Table striped verticalSpacing="xs" aria-label="Pagos anteriores">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Fecha de pago</Table.Th>
                <Table.Th>Factura</Table.Th>
                <Table.Th>N° factura SII</Table.Th>
                <Table.Th ta="right">Monto</Table.Th>
                <Table.Th>Comentarios</Table.Th>
                <Table.Th>Comprobante</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {visible.map((p) => (
                <Table.Tr key={p.pago_id} data-testid="pago-row">
                  <Table.Td>{formatDate(p.fecha_pago)}</Table.Td>
                  <Table.Td maw={200}>
                    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                      {facturaDisplayId(cp, p.facturarel_id)}
                    </Text>
                    <Text size="xs" c="dimmed" lineClamp={1}>
                      {p.factura_nombre}
                    </Text>
                  </Table.Td>
                  <Table.Td>{p.num_factura_sii || '—'}</Table.Td>
                  <Table.Td ta="right" fw={600} style={{ whiteSpace: 'nowrap' }}>
                    {formatMoney(p.monto)}
                  </Table.Td>
                  <Table.Td maw={180}>
                    <Text size="sm" lineClamp={2}>
                      {p.comentarios || '—'}
                    </Text>
                  </Table.Td>
                  <Table.Td>{p.archivo_nom ? <Descargar pago={p} /> : '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {pages > 1 && (
          <Center mt="md">
            <Pagination total={pages} value={current} onChange={setPage} aria-label="Páginas de pagos" />
          </Center>
        )}
      </Card>
    </Stack>
  );
}

function Descargar({ pago }: { pago: Pago }) {
  const [cargando, setCargando] = useState(false);
  const descargar = async () => {
    setCargando(true);
    try {
      await descargarComprobante(pago);
    } catch {
      notify.error(MSG.errorSolicitud);
    } finally {
      setCargando(false);
    }
  };
  return (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconDownload size={14} />}
      onClick={descargar}
      loading={cargando}
      aria-label={`Descargar comprobante del pago ${pago.pago_id}`}
    >
      Descargar
    </Button>
  );
}

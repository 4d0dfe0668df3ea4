import { Button, Card, Center, Group, Pagination, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { PAGE_SIZE } from '@agro/domain/constants';
import { facturaDisplayId, formatDate, formatMoney } from '@agro/domain/format';
import { MSG } from '@agro/domain/messages';
import { columnaMonto } from '../../../components/ui/columna-monto.tsx';
import { DataTable, type DataColumn } from '../../../components/ui/data-table.tsx';
import { exportarPagosCp } from '@agro/domain/contracts/exportar';
import { ExportarMenu } from '../../../components/ui/exportar-menu.tsx';
import { urlOf } from '../../../lib/url-of.ts';
import { notify } from '../../../lib/notify.ts';
import { descargarComprobante } from '../../../features/pago/api/descargar-comprobante.ts';
import { usePagosCp, type Pago } from '../../../features/pago/api/get-pagos.ts';
import { Cargando, Vacio } from '../components/status.tsx';
import { ComprobantesEnviados } from './comprobantes-enviados.tsx';
import { Resumen } from './resumen.tsx';

const columns = (cp: number): DataColumn<Pago>[] => [
  { key: 'fecha', header: 'Fecha de pago', nowrap: true, render: (p) => formatDate(p.fecha_pago) },
  {
    key: 'factura',
    header: 'Factura',
    priority: 'title',
    render: (p) => (
      <>
        <Text size="sm" fw="inherit" style={{ whiteSpace: 'nowrap' }}>
          {facturaDisplayId(cp, p.facturarel_id)}
        </Text>
        <Text size="xs" c="dimmed" fw={400} lineClamp={1} maw={200}>
          {p.factura_nombre}
        </Text>
      </>
    ),
  },
  { key: 'sii', header: 'N° factura SII', render: (p) => p.num_factura_sii || '—' },
  columnaMonto<Pago>('monto', 'Monto', (p) => p.monto, true),
  {
    key: 'comentarios',
    header: 'Comentarios',
    render: (p) => (
      <Text size="sm" lineClamp={2} maw={180}>
        {p.comentarios || '—'}
      </Text>
    ),
  },
];

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
      <Group justify="flex-end">
        <ExportarMenu
          filtros={false}
          label="Exportar pagos"
          href={(formato) => urlOf(exportarPagosCp, { params: { cp_id: cp }, query: { formato } })}
        />
      </Group>
      <Card withBorder padding="md">
        <DataTable
          columns={columns(cp)}
          rows={visible}
          rowKey={(p) => p.pago_id}
          label="Pagos anteriores"
          rowProps={() => ({ 'data-testid': 'pago-row' })}
          actionsHeader="Comprobante"
          actions={(p) => (p.archivo_nom ? <Descargar pago={p} /> : '—')}
        />
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

import { Alert, Button, Card, Group, Stack, Title } from '@mantine/core';
import { IconFileInvoice, IconInfoCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { deudaVencida } from '@agro/domain/finanzas';
import { formatMoney, todayInSantiago } from '@agro/domain/format';
import { MSG } from '@agro/domain/messages';
import { exportarFacturasCp } from '@agro/domain/contracts/exportar';
import { useContacto } from '../../../components/support/api/get-contacto.ts';
import { ExportarMenu } from '../../../components/ui/exportar-menu.tsx';
import { exportUrl } from '../../../lib/export-url.ts';
import { useFacturasCp } from '../api/get-finanzas.ts';
import { Cargando, Vacio } from '../components/status.tsx';
import { FacturasTable } from './facturas-table.tsx';
import { Resumen } from './resumen.tsx';

/** Pago: the pending and overdue invoices (paid ones excluded) with the overdue debt. */
export function PagoPanel({ cp }: { cp: number }) {
  const facturas = useFacturasCp(cp);
  const { contacto } = useContacto();
  if (facturas.isPending) return <Cargando label="Cargando facturas" />;
  const impagas = (facturas.data ?? [])
    .filter((f) => f.saldo > 0)
    .sort(
      (a, b) => a.fecha_vencimiento.localeCompare(b.fecha_vencimiento) || a.facturarel_id - b.facturarel_id,
    );
  const deuda = deudaVencida(impagas, todayInSantiago());
  const pendiente = impagas.reduce((s, f) => s + f.saldo, 0);

  return (
    <Stack gap="md">
      <Resumen
        items={[
          {
            label: 'Deuda vencida',
            value: formatMoney(deuda),
            color: deuda > 0 ? 'red' : 'green',
            testId: 'deuda-vencida',
          },
          { label: 'Saldo por pagar', value: formatMoney(pendiente), testId: 'saldo-pendiente' },
          { label: 'Facturas pendientes', value: impagas.length, testId: 'facturas-pendientes' },
        ]}
      />
      <Card withBorder padding="md">
        <Group justify="space-between" mb="sm" gap="sm">
          <Title order={3} size="h4">
            Facturas pendientes y vencidas
          </Title>
          <Group gap="sm">
            <Button
              component={Link}
              to={`/cliente-principal/finanzas/detalle-deuda?e=${cp}`}
              variant="light"
              leftSection={<IconFileInvoice size={16} />}
            >
              Ver detalle de deuda
            </Button>
            <ExportarMenu
              filtros={false}
              label="Exportar todas las facturas"
              href={(formato) => exportUrl(exportarFacturasCp, { cp_id: cp }, { formato })}
            />
          </Group>
        </Group>
        {facturas.isError || impagas.length === 0 ? (
          <Vacio texto={MSG.sinFacturasPendientes} />
        ) : (
          <FacturasTable facturas={impagas} label="Facturas pendientes" />
        )}
      </Card>
      <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />}>
        Para pagar, realiza una transferencia y envía el comprobante a{' '}
        {contacto?.email_contacto ?? 'nuestro equipo'}. Registraremos el pago y podrás descargar el
        comprobante en Pagos anteriores.
      </Alert>
    </Stack>
  );
}

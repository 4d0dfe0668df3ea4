import { Button, Card, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { deudaVencida } from '@agro/domain/finanzas';
import { formatMoney, todayInSantiago } from '@agro/domain/format';
import { MSG } from '@agro/domain/messages';
import { CuentaBancariaCard } from '../../../components/pagos/cuenta-bancaria-card.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useFacturasCp } from '../../../features/factura/api/get-facturas-cp.ts';
import { Cargando, Vacio } from '../components/status.tsx';
import { FacturasTable } from './facturas-table.tsx';
import { Resumen } from './resumen.tsx';

/** /cliente-principal/finanzas/detalle-deuda?e={cp}: the overdue invoices behind the debt, and those still within term. */
export function CpDetalleDeudaPage() {
  const [params] = useSearchParams();
  const e = Number(params.get('e'));
  const cp = Number.isInteger(e) && e > 0 ? e : undefined;
  const facturas = useFacturasCp(cp);
  const today = todayInSantiago();
  const impagas = (facturas.data ?? [])
    .filter((f) => f.saldo > 0)
    .sort((a, b) => a.fecha_vencimiento.localeCompare(b.fecha_vencimiento));
  const vencidas = impagas.filter((f) => f.vencida);
  const porVencer = impagas.filter((f) => !f.vencida);
  const volver = (
    <Button
      component={Link}
      to="/cliente-principal/finanzas"
      variant="default"
      leftSection={<IconArrowLeft size={16} />}
    >
      Volver a Finanzas
    </Button>
  );

  return (
    <>
      <PageHeader
        title="Detalle de deuda"
        subtitle="Facturas vencidas e impagas, y las que aún están dentro de plazo."
        actions={volver}
      />
      {cp !== undefined && facturas.isPending ? (
        <Cargando label="Cargando deuda" />
      ) : cp === undefined || facturas.isError || impagas.length === 0 ? (
        <Vacio texto={MSG.sinFacturasPendientes} />
      ) : (
        <Stack gap="md">
          <CuentaBancariaCard />
          <Resumen
            items={[
              {
                label: 'Deuda vencida',
                value: formatMoney(deudaVencida(impagas, today)),
                color: vencidas.length ? 'red' : 'green',
                testId: 'deuda-total',
              },
              { label: 'Facturas vencidas', value: vencidas.length },
              { label: 'Por vencer', value: formatMoney(porVencer.reduce((s, f) => s + f.saldo, 0)) },
            ]}
          />
          <Card withBorder padding="md">
            <Title order={3} size="h4" mb="sm">
              Facturas vencidas
            </Title>
            {vencidas.length === 0 ? (
              <Vacio texto="No tienes facturas vencidas" />
            ) : (
              <FacturasTable facturas={vencidas} label="Facturas vencidas" />
            )}
          </Card>
          <Card withBorder padding="md">
            <Title order={3} size="h4" mb="sm">
              Dentro de plazo
            </Title>
            {porVencer.length === 0 ? (
              <Vacio texto={MSG.sinFacturasPendientes} />
            ) : (
              <FacturasTable facturas={porVencer} label="Facturas por vencer" />
            )}
          </Card>
        </Stack>
      )}
    </>
  );
}

import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconFileInvoice } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { formatMoney, todayInSantiago } from '@agro/domain/format';
import { MSG } from '@agro/domain/messages';
import { exportarFacturasCp } from '@agro/domain/contracts/exportar';
import { ExportarMenu } from '../../../components/ui/exportar-menu.tsx';
import { urlOf } from '../../../lib/url-of.ts';
import { CuentaBancariaCard } from '../../../components/pagos/cuenta-bancaria-card.tsx';
import { useEnviosCp } from '../../../features/envio/api/get-envios-cp.ts';
import { useFacturasCp } from '../../../features/factura/api/get-facturas-cp.ts';
import { Cargando, Vacio } from '../components/status.tsx';
import { EnviarComprobanteForm } from './enviar-comprobante-form.tsx';
import { EstadoCuentaCard } from './estado-cuenta-card.tsx';
import { filtrar, type Filtro } from './factura-filtro.ts';
import { alternarSeleccion, resumenPago } from './pago-panel-state.ts';
import { FacturasHistorial, FiltroFacturas } from './facturas-historial.tsx';
import { Resumen } from './resumen.tsx';
import { SeleccionResumen } from './seleccion-resumen.tsx';

/**
 * Pago: the debt, where to transfer, every invoice (unpaid ones by default, filterable by state),
 * the receipt form for the picked invoices, and the account statement.
 */
export function PagoPanel({ cp }: { cp: number }) {
  const facturas = useFacturasCp(cp);
  const envios = useEnviosCp(cp);
  const [filtro, setFiltro] = useState<Filtro>('Por pagar');
  const [seleccion, setSeleccion] = useState<Set<number>>(new Set());
  if (facturas.isPending) return <Cargando label="Cargando facturas" />;
  const { todas, impagas, deuda, pendiente, enRevision, elegidas, totalElegidas } = resumenPago(
    facturas.data ?? [],
    envios.data ?? [],
    seleccion,
    todayInSantiago(),
  );

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
      <CuentaBancariaCard />
      <FacturasCard cp={cp}>
        <FiltroFacturas filtro={filtro} onFiltro={setFiltro} />
        {impagas.length > 0 && (
          <Text size="sm" c="dimmed">
            Marca las facturas que pagaste con una transferencia para enviar el comprobante.
          </Text>
        )}
        {facturas.isError ? (
          <Vacio texto={MSG.sinFacturasPendientes} />
        ) : (
          <FacturasHistorial
            facturas={filtrar(todas, filtro)}
            filtro={filtro}
            seleccion={seleccion}
            onToggle={(id) => setSeleccion((sel) => alternarSeleccion(sel, id))}
            enRevision={enRevision}
          />
        )}
      </FacturasCard>
      {elegidas.length > 0 && (
        <>
          <SeleccionResumen cantidad={elegidas.length} total={totalElegidas} />
          <EnviarComprobanteForm cp={cp} facturas={elegidas} onEnviado={() => setSeleccion(new Set())} />
        </>
      )}
      <EstadoCuentaCard cp={cp} />
    </Stack>
  );
}

/** The invoices card: its title, the debt detail link and the export, around the list. */
function FacturasCard({ cp, children }: { cp: number; children: ReactNode }) {
  return (
    <Card withBorder padding="md">
      <Group justify="space-between" mb="sm" gap="sm">
        <Title order={3} size="h4">
          Facturas
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
            href={(formato) => urlOf(exportarFacturasCp, { params: { cp_id: cp }, query: { formato } })}
          />
        </Group>
      </Group>
      <Stack gap="sm">{children}</Stack>
    </Card>
  );
}

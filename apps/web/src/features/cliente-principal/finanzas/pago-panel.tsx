import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconFileInvoice } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { deudaVencida } from '@agro/domain/finanzas';
import { formatMoney, todayInSantiago } from '@agro/domain/format';
import { MSG } from '@agro/domain/messages';
import { exportarFacturasCp } from '@agro/domain/contracts/exportar';
import { ExportarMenu } from '../../../components/ui/exportar-menu.tsx';
import { exportUrl } from '../../../lib/export-url.ts';
import { CuentaBancariaCard } from '../../../components/pagos/cuenta-bancaria-card.tsx';
import { useEnviosCp } from '../../envio/api/get-envios-cp.ts';
import { useFacturasCp } from '../../factura/api/get-facturas.ts';
import { Cargando, Vacio } from '../components/status.tsx';
import { EnviarComprobanteForm } from './enviar-comprobante-form.tsx';
import { EstadoCuentaCard } from './estado-cuenta-card.tsx';
import { filtrar, ordenar, type Filtro } from './factura-filtro.ts';
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
  const todas = ordenar(facturas.data ?? []);
  const impagas = todas.filter((f) => f.saldo > 0);
  const deuda = deudaVencida(impagas, todayInSantiago());
  const pendiente = impagas.reduce((s, f) => s + f.saldo, 0);
  const enRevision = new Set(
    (envios.data ?? [])
      .filter((e) => e.estado === 'En revisión')
      .flatMap((e) => e.lineas.map((l) => l.factura_id)),
  );
  // Only invoices still unpaid and not in review stay picked (a payment or a receipt may have come meanwhile).
  const elegidas = impagas.filter((f) => seleccion.has(f.factura_id) && !enRevision.has(f.factura_id));
  const alternar = (id: number) =>
    setSeleccion((s) => {
      const n = new Set(s);
      if (n.has(id)) n.delete(id);
      else n.add(id);
      return n;
    });

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
              href={(formato) => exportUrl(exportarFacturasCp, { cp_id: cp }, { formato })}
            />
          </Group>
        </Group>
        <Stack gap="sm">
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
              onToggle={alternar}
              enRevision={enRevision}
            />
          )}
        </Stack>
      </Card>
      {elegidas.length > 0 && (
        <>
          <SeleccionResumen cantidad={elegidas.length} total={elegidas.reduce((s, f) => s + f.saldo, 0)} />
          <EnviarComprobanteForm cp={cp} facturas={elegidas} onEnviado={() => setSeleccion(new Set())} />
        </>
      )}
      <EstadoCuentaCard cp={cp} />
    </Stack>
  );
}

import {
  Alert,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { IconBuildingBank, IconCashBanknote, IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ESTADOS_FACTURA, FINANZAS_INICIO_DEFAULT } from '@agro/domain/constants';
import { todayInSantiago, plural } from '@agro/domain/format';
import { MSG } from '@agro/domain/messages';
import { filtrarFacturas } from '@agro/domain/schemas/factura';
import type { Factura } from '../../factura/api/keys.ts';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { failureMessage } from '../../../lib/request.ts';
import { AgregarDeudaModal } from './agregar-deuda-modal.tsx';
import { exportarPagosCp } from '@agro/domain/contracts/exportar';
import { ExportarMenu } from '../../../components/ui/exportar-menu.tsx';
import { exportUrl as exportarUrl } from '../../../lib/export-url.ts';
import {
  cpDeBusqueda,
  exportFacturasUrl,
  useFacturasBusqueda,
  type BusquedaFacturas,
} from '../../factura/api/get-facturas.ts';
import { Buscador } from './buscador.tsx';
import { ComprobantesRevision } from './comprobantes-revision.tsx';
import { CuentaBancariaModal } from './cuenta-bancaria-modal.tsx';
import { DeudaBox } from './deuda-box.tsx';
import { FacturasTable } from './facturas-table.tsx';
import { PagosModal } from './pagos-modal.tsx';
import { SaldarDeudaModal } from './saldar-deuda-modal.tsx';

/** The search a client or territory shortcut opens with (?e={cliente}&t={territorio}). */
function busquedaInicial(params: URLSearchParams): Partial<BusquedaFacturas> {
  const e = params.get('e');
  const t = params.get('t');
  if (e && t) return { tipo: 'RECURRENTE', id: t.includes('-') ? t : `${e}-T-${t.padStart(3, '0')}` };
  return e ? { tipo: 'TODOS', id: e } : {};
}

/** /admin/finanzas (docs/RULES.md#areas-and-routes, #finance). */
export function FinanzasScreen() {
  const [params] = useSearchParams();
  const [inicial] = useState(() => busquedaInicial(params));
  const [busqueda, setBusqueda] = useState<BusquedaFacturas | null>(() =>
    inicial.id
      ? {
          tipo: inicial.tipo ?? 'TODOS',
          id: inicial.id,
          inicio: FINANZAS_INICIO_DEFAULT,
          termino: todayInSantiago(),
        }
      : null,
  );
  const [estado, setEstado] = useState<string | null>(null);
  const [q, setQ] = useState('');
  const [agregar, setAgregar] = useState(false);
  const [saldar, setSaldar] = useState(false);
  const [cuenta, setCuenta] = useState(false);
  const [pagosDe, setPagosDe] = useState<Factura | null>(null);
  const facturas = useFacturasBusqueda(busqueda);
  const filas = filtrarFacturas(facturas.data ?? [], { estado, q });
  const cp = busqueda ? cpDeBusqueda(busqueda) : null;
  const sinSaldar = !facturas.data
    ? MSG.saldarSinBusqueda
    : facturas.data.some((f) => f.saldo > 0)
      ? null
      : MSG.saldarSinDeuda;

  return (
    <>
      <PageHeader
        title="Finanzas"
        subtitle="Facturas, deudas y pagos de los clientes."
        actions={
          <>
            <Button leftSection={<IconPlus size={16} />} onClick={() => setAgregar(true)}>
              Agregar Deuda
            </Button>
            {/* Disabled, it says why (issue 28); data-disabled keeps the tooltip reachable by hover, focus and touch. */}
            <Tooltip
              label={sinSaldar}
              disabled={!sinSaldar}
              events={{ hover: true, focus: true, touch: true }}
            >
              <Button
                variant="light"
                leftSection={<IconCashBanknote size={16} />}
                onClick={() => sinSaldar === null && setSaldar(true)}
                data-disabled={sinSaldar !== null || undefined}
                aria-disabled={sinSaldar !== null || undefined}
                aria-describedby={sinSaldar ? 'saldar-motivo' : undefined}
              >
                Saldar Deuda
              </Button>
            </Tooltip>
            {sinSaldar && <VisuallyHidden id="saldar-motivo">{sinSaldar}</VisuallyHidden>}
            <Button
              variant="default"
              leftSection={<IconBuildingBank size={16} />}
              onClick={() => setCuenta(true)}
            >
              Cuenta bancaria
            </Button>
          </>
        }
      />
      <Stack gap="md">
        <ComprobantesRevision />
        <Buscador inicial={inicial} onBuscar={setBusqueda} />
        {!busqueda ? (
          <Alert color="gray">
            Busca un cliente por su nombre o ID (Pago Único o Todos), o un territorio por su nombre, su
            cliente o su ID (Pago Recurrente).
          </Alert>
        ) : facturas.isPending ? (
          <Center py="xl">
            <Loader aria-label="Cargando facturas" />
          </Center>
        ) : facturas.isError ? (
          <Alert color="red">
            {failureMessage(
              facturas.error,
              busqueda.tipo === 'RECURRENTE' ? MSG.sinDatosTerritorio : MSG.sinDatosId,
            )}
          </Alert>
        ) : (
          <>
            <DeudaBox facturas={facturas.data} termino={busqueda.termino} />
            <Paper withBorder p="md" radius="md">
              <Group mb="md" gap="sm" align="flex-end" wrap="wrap">
                <Select
                  label="Estado"
                  placeholder="Todos"
                  data={[...ESTADOS_FACTURA]}
                  value={estado}
                  onChange={setEstado}
                  clearable
                  w={{ base: '100%', xs: 180 }}
                  comboboxProps={{ withinPortal: true }}
                />
                <TextInput
                  label="Buscar"
                  placeholder="ID, nombre, comentario…"
                  leftSection={<IconSearch size={16} />}
                  value={q}
                  onChange={(e) => setQ(e.currentTarget.value)}
                  style={{ flex: 1, minWidth: 200 }}
                />
                <ExportarMenu
                  label="Exportar facturas"
                  href={(formato) => exportFacturasUrl(busqueda, { estado, q }, formato)}
                />
                {cp !== null && (
                  <ExportarMenu
                    texto="Exportar pagos"
                    label={`Exportar pagos del cliente ${cp}`}
                    filtros={false}
                    href={(formato) => exportarUrl(exportarPagosCp, { cp_id: cp }, { formato })}
                  />
                )}
              </Group>
              <FacturasTable facturas={filas} onPagos={setPagosDe} />
              <Text size="xs" c="dimmed" mt="xs">
                {filas.length} de {plural(facturas.data.length, 'factura', 'facturas')}
              </Text>
            </Paper>
          </>
        )}
      </Stack>
      {agregar && <AgregarDeudaModal opened onClose={() => setAgregar(false)} cpInicial={cp} />}
      {saldar && <SaldarDeudaModal opened onClose={() => setSaldar(false)} facturas={facturas.data ?? []} />}
      <PagosModal factura={pagosDe} onClose={() => setPagosDe(null)} />
      {cuenta && <CuentaBancariaModal opened onClose={() => setCuenta(false)} />}
    </>
  );
}

import { Alert, Center, Group, Loader, Paper, Select, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { ESTADOS_FACTURA } from '@agro/domain/constants';
import { exportarPagosCp } from '@agro/domain/contracts/exportar';
import { plural } from '@agro/domain/format';
import { MSG } from '@agro/domain/messages';
import { ExportarMenu } from '../../../components/ui/exportar-menu.tsx';
import { urlOf } from '../../../lib/url-of.ts';
import { failureMessage } from '../../../lib/request.ts';
import { exportFacturasUrl } from '../../../features/factura/api/exportar-facturas.ts';
import { type BusquedaFacturas } from '../../../features/factura/api/buscar-facturas.ts';
import type { Factura } from '../../../features/factura/api/keys.ts';
import { DeudaBox } from './deuda-box.tsx';
import { FacturasTable } from './facturas-table.tsx';
import type { Finanzas } from './use-finanzas.ts';

/** Below the search: a hint before searching, then the debt summary and the filtered invoice table. */
export function FinanzasResultados({ f }: { f: Finanzas }) {
  const { busqueda, facturas } = f;
  if (!busqueda)
    return (
      <Alert color="gray">
        Busca un cliente por su nombre o ID (Pago Único o Todos), o un territorio por su nombre, su cliente o
        su ID (Pago Recurrente).
      </Alert>
    );
  if (facturas.isPending)
    return (
      <Center py="xl">
        <Loader aria-label="Cargando facturas" />
      </Center>
    );
  if (facturas.isError)
    return (
      <Alert color="red">
        {failureMessage(
          facturas.error,
          busqueda.tipo === 'RECURRENTE' ? MSG.sinDatosTerritorio : MSG.sinDatosId,
        )}
      </Alert>
    );
  return (
    <>
      <DeudaBox facturas={facturas.data} termino={busqueda.termino} />
      <Paper withBorder p="md" radius="md">
        <FiltrosFacturas f={f} busqueda={busqueda} />
        <FacturasTable
          facturas={f.filas}
          onPagos={(factura: Factura) => f.dispatch({ type: 'abrir', dialogo: { tipo: 'pagos', factura } })}
        />
        <Text size="xs" c="dimmed" mt="xs">
          {f.filas.length} de {plural(facturas.data.length, 'factura', 'facturas')}
        </Text>
      </Paper>
    </>
  );
}

function FiltrosFacturas({ f, busqueda }: { f: Finanzas; busqueda: BusquedaFacturas }) {
  const { estado, q, cp } = f;
  return (
    <Group mb="md" gap="sm" align="flex-end" wrap="wrap">
      <Select
        label="Estado"
        placeholder="Todos"
        data={[...ESTADOS_FACTURA]}
        value={estado}
        onChange={(v) => f.dispatch({ type: 'filtrarEstado', estado: v })}
        clearable
        w={{ base: '100%', xs: 180 }}
        comboboxProps={{ withinPortal: true }}
      />
      <TextInput
        label="Buscar"
        placeholder="ID, nombre, comentario…"
        leftSection={<IconSearch size={16} />}
        value={q}
        onChange={(e) => f.dispatch({ type: 'filtrarTexto', q: e.currentTarget.value })}
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
          href={(formato) => urlOf(exportarPagosCp, { params: { cp_id: cp }, query: { formato } })}
        />
      )}
    </Group>
  );
}

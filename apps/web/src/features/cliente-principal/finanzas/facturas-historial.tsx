import { Badge, Checkbox, Group, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { facturaDisplayId } from '@agro/domain/format';
import { MSG } from '@agro/domain/messages';
import { DataTable, type DataColumn } from '../../../components/ui/data-table.tsx';
import type { Factura } from '../../factura/api/keys.ts';
import { columnasMontos, tipoPagoTexto } from '../../factura/components/factura-columnas.tsx';
import { EstadoFactura } from '../../factura/components/factura-estado.tsx';
import { Vacio } from '../components/status.tsx';
import { FacturaPdfButton } from './factura-pdf-button.tsx';
import { FILTROS, type Filtro } from './factura-filtro.ts';

interface Props {
  facturas: Factura[];
  filtro: Filtro;
  onFiltro: (f: Filtro) => void;
  seleccion: Set<number>;
  onToggle: (facturaId: number) => void;
  /** Invoices with a receipt waiting for review (sending another is allowed, but worth a warning). */
  enRevision: Set<number>;
}

/** The view selector: segments on wide screens, a select on phones. */
export function FiltroFacturas({ filtro, onFiltro }: Pick<Props, 'filtro' | 'onFiltro'>) {
  const ancho = useMediaQuery('(min-width: 48em)');
  if (ancho)
    return (
      <SegmentedControl
        aria-label="Mostrar facturas"
        data={[...FILTROS]}
        value={filtro}
        onChange={(v) => onFiltro(v as Filtro)}
        size="xs"
      />
    );
  return (
    <Select
      label="Mostrar"
      data={[...FILTROS]}
      value={filtro}
      onChange={(v) => v && onFiltro(v as Filtro)}
      allowDeselect={false}
      w="100%"
    />
  );
}

function columnas({ seleccion, onToggle, enRevision }: Omit<Props, 'facturas' | 'filtro' | 'onFiltro'>) {
  const cols: DataColumn<Factura>[] = [
    {
      key: 'factura',
      header: 'Factura',
      priority: 'title',
      render: (f) => (
        <Group gap="sm" wrap="nowrap" align="flex-start">
          {f.saldo > 0 && (
            <Checkbox
              mt={2}
              checked={seleccion.has(f.factura_id)}
              onChange={() => onToggle(f.factura_id)}
              aria-label={`Pagar la factura ${facturaDisplayId(f.cp_id, f.facturarel_id)}`}
            />
          )}
          <div>
            <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
              {facturaDisplayId(f.cp_id, f.facturarel_id)}
            </Text>
            <Text size="sm" fw={400}>
              {f.nombre}
            </Text>
            <Text size="xs" c="dimmed" fw={400} lineClamp={1}>
              {tipoPagoTexto(f)}
              {f.parcela_nombre ? ` · ${f.parcela_nombre}` : ''}
            </Text>
          </div>
        </Group>
      ),
    },
    ...columnasMontos,
    {
      key: 'estado',
      header: 'Estado',
      render: (f) => (
        <Stack gap={4} align="flex-start">
          <EstadoFactura factura={f} />
          {enRevision.has(f.factura_id) && (
            <Badge color="orange" variant="outline" miw="max-content" style={{ textTransform: 'none' }}>
              En revisión
            </Badge>
          )}
        </Stack>
      ),
    },
  ];
  return cols;
}

/** Every invoice of the chosen view; unpaid ones can be picked for a receipt. Cards below 768 px. */
export function FacturasHistorial({ facturas, filtro, ...rest }: Omit<Props, 'onFiltro'>) {
  if (facturas.length === 0)
    return (
      <Vacio
        texto={
          filtro === 'Por pagar' || filtro === 'Pendiente'
            ? MSG.sinFacturasPendientes
            : 'No hay facturas en esta vista'
        }
      />
    );
  return (
    <DataTable
      label="Facturas"
      columns={columnas(rest)}
      rows={facturas}
      rowKey={(f) => f.factura_id}
      rowProps={() => ({ 'data-testid': 'factura-row' })}
      actionsHeader="PDF"
      actions={(f) => <FacturaPdfButton factura={f} compact />}
    />
  );
}

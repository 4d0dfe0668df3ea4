import { Checkbox, Group, SegmentedControl, Select, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { facturaDisplayId } from '@agro/domain/format';
import { MSG } from '@agro/domain/messages';
import { DataTable, type DataColumn } from '../../../components/ui/data-table.tsx';
import type { Factura } from '../../../features/factura/api/keys.ts';
import { columnasMontos, tipoPagoTexto } from '../../../features/factura/components/factura-columnas.tsx';
import { FacturaComentario } from '../../../features/factura/components/factura-comentario.tsx';
import { EstadoFactura } from '../../../features/factura/components/factura-estado.tsx';
import { Vacio } from '../components/status.tsx';
import { FacturaPdfButton } from './factura-pdf-button.tsx';
import { FILTROS, type Filtro } from './factura-filtro.ts';

interface Props {
  facturas: Factura[];
  filtro: Filtro;
  onFiltro: (f: Filtro) => void;
  seleccion: Set<number>;
  onToggle: (facturaId: number) => void;
  /** Invoices with a receipt waiting for review: the server refuses another one, so they cannot be picked. */
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
      render: (f) => {
        const id = facturaDisplayId(f.cp_id, f.facturarel_id);
        const revisando = enRevision.has(f.factura_id);
        return (
          <Group gap="sm" wrap="nowrap" align="flex-start">
            {f.saldo > 0 && (
              <Checkbox
                mt={2}
                checked={!revisando && seleccion.has(f.factura_id)}
                disabled={revisando}
                onChange={() => onToggle(f.factura_id)}
                aria-label={`Pagar la factura ${id}`}
                aria-describedby={revisando ? `en-revision-${f.factura_id}` : undefined}
              />
            )}
            <div style={{ minWidth: 0 }}>
              <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
                {id}
              </Text>
              <Text size="sm" fw={400}>
                {f.nombre}
              </Text>
              <Text size="xs" c="dimmed" fw={400}>
                {tipoPagoTexto(f)}
                {f.parcela_nombre ? ` · ${f.parcela_nombre}` : ''}
              </Text>
              <FacturaComentario texto={f.comentarios} />
              {revisando && f.saldo > 0 && (
                <Text size="xs" c="orange.9" fw={400} id={`en-revision-${f.factura_id}`}>
                  {MSG.facturaEnRevisionNoSeleccionable}
                </Text>
              )}
            </div>
          </Group>
        );
      },
    },
    ...columnasMontos,
    {
      key: 'estado',
      header: 'Estado',
      nowrap: true,
      render: (f) => <EstadoFactura factura={f} enRevision={f.saldo > 0 && enRevision.has(f.factura_id)} />,
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

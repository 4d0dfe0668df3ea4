import {
  Badge,
  Card,
  Checkbox,
  Group,
  SegmentedControl,
  Select,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { facturaDisplayId, formatDate, formatMoney } from '@agro/domain/format';
import { MSG } from '@agro/domain/messages';
import type { Factura } from '../api/get-finanzas.ts';
import { Vacio } from '../components/status.tsx';
import { FacturaPdfButton } from './factura-pdf-button.tsx';
import { EstadoFactura } from './facturas-table.tsx';
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

const etiquetaSeleccion = (f: Factura) => `Pagar la factura ${facturaDisplayId(f.cp_id, f.facturarel_id)}`;

/** Every invoice of the chosen view; unpaid ones can be picked for a receipt. Cards below 768 px. */
export function FacturasHistorial({
  facturas,
  filtro,
  seleccion,
  onToggle,
  enRevision,
}: Omit<Props, 'onFiltro'>) {
  const ancho = useMediaQuery('(min-width: 48em)', true);
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
  const marcar = (f: Factura) =>
    f.saldo > 0 ? (
      <Checkbox
        checked={seleccion.has(f.factura_id)}
        onChange={() => onToggle(f.factura_id)}
        aria-label={etiquetaSeleccion(f)}
      />
    ) : null;
  const estado = (f: Factura) => (
    <Stack gap={4} align="flex-start">
      <EstadoFactura factura={f} />
      {enRevision.has(f.factura_id) && (
        <Badge color="yellow" variant="outline" miw="max-content">
          En revisión
        </Badge>
      )}
    </Stack>
  );
  if (!ancho)
    return (
      <Stack gap="sm" aria-label="Facturas">
        {facturas.map((f) => (
          <Card key={f.factura_id} withBorder padding="sm" data-testid="factura-row">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Group gap="sm" wrap="nowrap" align="flex-start">
                {marcar(f)}
                <div>
                  <Text fw={700} size="sm">
                    {facturaDisplayId(f.cp_id, f.facturarel_id)}
                  </Text>
                  <Text size="sm">{f.nombre}</Text>
                  <Text size="xs" c="dimmed">
                    Emisión {formatDate(f.fecha_emision)} · Vence {formatDate(f.fecha_vencimiento)}
                  </Text>
                </div>
              </Group>
              {estado(f)}
            </Group>
            <Group justify="space-between" mt="xs">
              <Text size="sm">
                Total {formatMoney(f.total)} · <b>Saldo {formatMoney(f.saldo)}</b>
              </Text>
              <FacturaPdfButton factura={f} />
            </Group>
          </Card>
        ))}
      </Stack>
    );
  return (
    <Table.ScrollContainer minWidth={700}>
      <Table striped highlightOnHover verticalSpacing="xs" aria-label="Facturas">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <VisuallyHidden>Pagar</VisuallyHidden>
            </Table.Th>
            <Table.Th>ID</Table.Th>
            <Table.Th>Detalle</Table.Th>
            <Table.Th>Emisión</Table.Th>
            <Table.Th>Vencimiento</Table.Th>
            <Table.Th ta="right">Total</Table.Th>
            <Table.Th ta="right">Saldo</Table.Th>
            <Table.Th>Estado</Table.Th>
            <Table.Th>PDF</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {facturas.map((f) => (
            <Table.Tr key={f.factura_id} data-testid="factura-row">
              <Table.Td>{marcar(f)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {facturaDisplayId(f.cp_id, f.facturarel_id)}
              </Table.Td>
              <Table.Td>
                <Text size="sm">{f.nombre}</Text>
                <Text size="xs" c="dimmed" lineClamp={1}>
                  {f.tipo_pago === 'MENSUAL' ? 'Pago mensual' : 'Pago único'}
                  {f.parcela_nombre ? ` · ${f.parcela_nombre}` : ''}
                </Text>
              </Table.Td>
              <Table.Td>{formatDate(f.fecha_emision)}</Table.Td>
              <Table.Td c={f.vencida ? 'red' : undefined}>{formatDate(f.fecha_vencimiento)}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatMoney(f.total)}
              </Table.Td>
              <Table.Td ta="right" fw={600} style={{ whiteSpace: 'nowrap' }}>
                {formatMoney(f.saldo)}
              </Table.Td>
              <Table.Td>{estado(f)}</Table.Td>
              <Table.Td>
                <FacturaPdfButton factura={f} compact />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

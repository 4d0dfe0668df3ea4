import { Badge } from '@mantine/core';
import type { EstadoFactura as Estado } from '@agro/domain/constants';
import type { Factura } from '../api/keys.ts';

// One colour per state in every area, so the client and the back office read an invoice alike.
const COLOR: Record<Estado, string> = { Pendiente: 'yellow', Parcial: 'blue', Pagada: 'green' };

/**
 * An invoice's one state badge (issue 28: up to three badges stacked on one invoice). A receipt in
 * review stands for the state while it lasts; an overdue invoice says so inside the same badge.
 */
export function EstadoFactura({ factura, enRevision = false }: { factura: Factura; enRevision?: boolean }) {
  const base = enRevision ? 'En revisión' : factura.estado;
  const color = enRevision ? 'orange' : factura.vencida ? 'red' : COLOR[factura.estado];
  return (
    <Badge
      color={color}
      variant="light"
      miw="max-content"
      style={{ textTransform: 'none' }}
      data-testid="factura-estado"
    >
      {factura.vencida ? `${base} · vencida` : base}
    </Badge>
  );
}

import { Badge, Stack } from '@mantine/core';
import type { EstadoFactura as Estado } from '@agro/domain/constants';
import type { Factura } from '../api/keys.ts';

// One colour per state in every area, so the client and the back office read an invoice alike.
const COLOR: Record<Estado, string> = { Pendiente: 'yellow', Parcial: 'blue', Pagada: 'green' };

/** An invoice's state badge, with a "Vencida" mark when the server says it is overdue. */
export function EstadoFactura({ factura }: { factura: Factura }) {
  return (
    <Stack gap={4} align="flex-start">
      <Badge
        color={COLOR[factura.estado]}
        variant="light"
        miw="max-content"
        style={{ textTransform: 'none' }}
      >
        {factura.estado}
      </Badge>
      {factura.vencida && (
        <Badge color="red" variant="filled" miw="max-content" style={{ textTransform: 'none' }}>
          Vencida
        </Badge>
      )}
    </Stack>
  );
}

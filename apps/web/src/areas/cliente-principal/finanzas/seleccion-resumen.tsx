import { Button, Group, Paper, Text } from '@mantine/core';
import { IconArrowDown } from '@tabler/icons-react';
import { formatMoney, plural } from '@agro/domain/format';

export const FORM_ID = 'enviar-comprobante';

/** Scrolls the receipt form into view and puts the cursor in its first field. */
export function irAlFormulario() {
  const form = document.getElementById(FORM_ID);
  if (!form) return;
  form.scrollIntoView({ behavior: 'smooth', block: 'start' });
  form.querySelector<HTMLElement>('input:not([type="hidden"]), textarea')?.focus({ preventScroll: true });
}

/**
 * What is picked and its total, stuck to the bottom of the screen while the receipt form is further
 * down (issue 28: ticking an invoice gave no visible feedback), with a way straight to the form.
 */
export function SeleccionResumen({ cantidad, total }: { cantidad: number; total: number }) {
  return (
    <Paper
      withBorder
      shadow="md"
      p="sm"
      role="status"
      data-testid="seleccion-resumen"
      style={{ position: 'sticky', bottom: 8, zIndex: 2 }}
    >
      <Group justify="space-between" gap="xs">
        <Text size="sm">
          {plural(cantidad, 'factura seleccionada', 'facturas seleccionadas')} · Saldo{' '}
          <Text span fw={700}>
            {formatMoney(total)}
          </Text>
        </Text>
        <Button size="xs" rightSection={<IconArrowDown size={14} />} onClick={irAlFormulario}>
          Ir al comprobante
        </Button>
      </Group>
    </Paper>
  );
}

import {
  Alert,
  Button,
  Checkbox,
  FileInput,
  Group,
  NumberInput,
  Paper,
  ScrollArea,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { facturaDisplayId, formatMoney } from '@agro/domain/format';
import { MSG } from '@agro/domain/messages';
import type { Factura } from '../../../features/factura/api/keys.ts';
import type { SaldarDeuda } from './use-saldar-deuda.ts';

function ReciboInput({ s }: { s: SaldarDeuda }) {
  return (
    <FileInput
      label="Comprobante de pago (PDF o imagen)"
      placeholder="Seleccionar archivo"
      withAsterisk
      clearable
      accept="application/pdf,image/png,image/jpeg,image/gif"
      leftSection={<IconPaperclip size={16} />}
      {...s.form.getInputProps('file')}
      fileInputProps={{ 'aria-label': 'archivo comprobante' }}
    />
  );
}

/** After the payments were recorded without their receipt: only the receipt is asked for again. */
export function ReintentarRecibo({ s }: { s: SaldarDeuda }) {
  return (
    <Stack gap="sm">
      <Alert color="yellow">
        Los pagos quedaron registrados. Adjunta nuevamente el comprobante para completarlos.
      </Alert>
      <ReciboInput s={s} />
      {s.fallo && <Alert color="red">{s.fallo}</Alert>}
      <Group justify="flex-end">
        <Button onClick={s.reintentarRecibo} loading={s.enviando}>
          Adjuntar comprobante
        </Button>
      </Group>
    </Stack>
  );
}

function FacturaAbono({ f, s }: { f: Factura; s: SaldarDeuda }) {
  const on = f.factura_id in s.abonos;
  const id = facturaDisplayId(f.cp_id, f.facturarel_id);
  return (
    <Paper
      withBorder
      p="xs"
      radius="sm"
      bg={on ? 'var(--mantine-color-agro-0, var(--mantine-color-green-0))' : undefined}
    >
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Checkbox
          disabled={f.saldo === 0}
          checked={on}
          onChange={(e) => s.alternar(f, e.currentTarget.checked)}
          label={`${id} · ${f.nombre}`}
          description={f.saldo === 0 ? 'Pagada' : `${f.estado} · saldo ${formatMoney(f.saldo)}`}
          aria-label={`Seleccionar ${id}`}
        />
        {on && (
          <NumberInput
            aria-label={`Abono ${id}`}
            prefix="$"
            thousandSeparator="."
            decimalSeparator=","
            allowDecimal={false}
            allowNegative={false}
            // Never capped silently: an abono above the saldo is refused here, before sending.
            clampBehavior="none"
            w={170}
            {...s.form.getInputProps(`abonos.${f.factura_id}`)}
          />
        )}
      </Group>
    </Paper>
  );
}

/** The invoices to choose with an abono each, the SII number, comments, the receipt and the total. */
export function SaldarDeudaForm({ s }: { s: SaldarDeuda }) {
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        Selecciona las facturas a pagar e indica el abono de cada una. Las facturas pagadas no se pueden
        seleccionar.
      </Text>
      <ScrollArea.Autosize mah={320} type="auto">
        <Stack gap="xs">
          {s.ordenadas.length === 0 && <Text c="dimmed">{MSG.sinFacturasPendientes}</Text>}
          {s.ordenadas.map((f) => (
            <FacturaAbono key={f.factura_id} f={f} s={s} />
          ))}
        </Stack>
      </ScrollArea.Autosize>
      <TextInput label="N° de factura SII" maxLength={50} {...s.form.getInputProps('num_factura_sii')} />
      <Textarea label="Comentarios" autosize minRows={2} {...s.form.getInputProps('comentarios')} />
      <ReciboInput s={s} />
      {s.form.errors.abonos && <Alert color="red">{s.form.errors.abonos}</Alert>}
      {s.fallo && <Alert color="red">{s.fallo}</Alert>}
      <Group justify="space-between">
        <Text size="sm">
          Total a pagar: <b>{formatMoney(s.total)}</b>
        </Text>
        <Group gap="xs">
          <Button variant="default" onClick={s.cerrar}>
            Cancelar
          </Button>
          <Button onClick={s.saldar} loading={s.enviando} disabled={s.elegidas === 0 || s.abonoConError}>
            Saldar deuda
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}

import {
  Alert,
  Button,
  Card,
  FileInput,
  Group,
  NumberInput,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { IconPaperclip, IconSend } from '@tabler/icons-react';
import { facturaDisplayId, formatMoney } from '@agro/domain/format';
import { COMPROBANTE_ACCEPT } from '@agro/domain/schemas/envio';
import type { Factura } from '../../../features/factura/api/keys.ts';
import { abonoDe } from './enviar-comprobante-schema.ts';
import { FORM_ID } from './seleccion-resumen.tsx';
import { useEnviarComprobanteForm } from './use-enviar-comprobante-form.ts';

/**
 * The receipt of a transfer for the selected invoices: the abono of each (whole pesos, at most its
 * saldo, checked as typed), the file and a comment. The server checks the same and keeps it in review.
 */
export function EnviarComprobanteForm({
  cp,
  facturas,
  onEnviado,
}: {
  cp: number;
  facturas: Factura[];
  onEnviado: () => void;
}) {
  const c = useEnviarComprobanteForm(cp, facturas, onEnviado);
  const { form } = c;

  return (
    <Card
      withBorder
      padding="md"
      component="form"
      onSubmit={c.onSubmit}
      noValidate
      aria-label="Enviar comprobante"
      id={FORM_ID}
      // Scrolled to from the selection summary: clear of the fixed 64 px header.
      style={{ scrollMarginTop: 80 }}
    >
      <Title order={3} size="h4" mb="xs">
        Enviar comprobante de transferencia
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Indica cuánto de la transferencia corresponde a cada factura y adjunta el comprobante. Lo revisaremos
        y te avisaremos por correo; mientras tanto, los saldos no cambian.
      </Text>
      <Stack gap="sm">
        <AbonoInputs facturas={facturas} form={form} />
        <FileInput
          label="Comprobante (PDF, JPEG o PNG, hasta 10 MB)"
          placeholder="Selecciona el archivo"
          accept={COMPROBANTE_ACCEPT}
          {...form.getInputProps('archivo')}
          leftSection={<IconPaperclip size={16} />}
          clearable
          data-testid="comprobante-input"
        />
        <Textarea
          label="Comentario (opcional)"
          {...form.getInputProps('comentarios')}
          maxLength={500}
          autosize
          minRows={2}
        />
        {c.fallo && (
          <Alert color="red" variant="light" role="alert">
            {c.fallo}
          </Alert>
        )}
        <Group justify="space-between">
          <Text fw={700}>Total transferido: {formatMoney(c.total)}</Text>
          <Button type="submit" leftSection={<IconSend size={16} />} loading={c.enviando}>
            Enviar comprobante
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** One abono per invoice, its saldo proposed until the client types another amount. */
function AbonoInputs({
  facturas,
  form,
}: {
  facturas: Factura[];
  form: ReturnType<typeof useEnviarComprobanteForm>['form'];
}) {
  return (
    <>
      {facturas.map((f) => (
        <NumberInput
          key={f.factura_id}
          label={`Abono a ${facturaDisplayId(f.cp_id, f.facturarel_id)} (saldo ${formatMoney(f.saldo)})`}
          description={f.nombre}
          value={abonoDe(form.values.abonos, f)}
          onChange={(v) => form.setFieldValue(`abonos.${f.factura_id}`, v)}
          min={1}
          max={f.saldo}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          thousandSeparator="."
          decimalSeparator=","
          prefix="$"
          error={form.errors[`abonos.${f.factura_id}`]}
          data-testid="abono-input"
        />
      ))}
    </>
  );
}

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
import { FORM_INDEX } from '@mantine/form';
import { IconPaperclip, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { z } from 'zod';
import { facturaDisplayId, formatMoney } from '@agro/domain/format';
import { MSG } from '@agro/domain/messages';
import {
  COMPROBANTE_ACCEPT,
  MAX_COMPROBANTE_BYTES,
  envioComentariosSchema,
  errorAbono,
} from '@agro/domain/schemas/envio';
import { notify } from '../../../lib/notify.ts';
import { ApiError } from '../../../lib/request.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { useEnviarComprobante, type EnvioInput } from '../../envio/api/enviar-comprobante.ts';
import type { Factura } from '../../factura/api/keys.ts';
import { FORM_ID } from './seleccion-resumen.tsx';

const TIPOS = COMPROBANTE_ACCEPT.split(',');

function errorArchivo(archivo: File | null): string | null {
  if (!archivo) return MSG.envioComprobanteRequerido;
  if (!TIPOS.includes(archivo.type)) return MSG.envioComprobanteFormato;
  if (archivo.size > MAX_COMPROBANTE_BYTES) return `${MSG.archivoMuyGrande} (10 MB)`;
  return null;
}

type Abonos = Record<string, number | string>;
// An invoice's abono is its saldo until the client types another amount.
const abonoDe = (abonos: Abonos, f: Factura) => abonos[f.factura_id] ?? f.saldo;

/** The receipt's form for these invoices: the server's rules (errorAbono, the comment) and the file's. */
function comprobanteSchema(cp: number, facturas: Factura[]) {
  return z
    .object({
      abonos: z.record(z.string(), z.union([z.number(), z.string()])).superRefine((abonos, ctx) => {
        for (const f of facturas) {
          const error = errorAbono(abonoDe(abonos, f), f.saldo);
          if (error) ctx.addIssue({ code: 'custom', path: [String(f.factura_id)], message: error });
        }
      }),
      archivo: z.custom<File | null>().superRefine((a, ctx) => {
        const error = errorArchivo(a);
        if (error) ctx.addIssue({ code: 'custom', message: error });
      }),
      comentarios: envioComentariosSchema,
    })
    .transform(({ abonos, archivo, comentarios }): EnvioInput => ({
      cp,
      lineas: facturas.map((f) => ({ factura_id: f.factura_id, abono: Number(abonoDe(abonos, f)) })),
      archivo: archivo!,
      comentarios,
    }));
}

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
  const form = useZodForm(comprobanteSchema(cp, facturas), {
    initialValues: { abonos: {} as Abonos, archivo: null as File | null, comentarios: '' },
    validateInputOnChange: [`abonos.${FORM_INDEX}`, 'archivo'],
  });
  const [fallo, setFallo] = useState<string | null>(null);
  const enviar = useEnviarComprobante();
  const total = facturas.reduce((s, f) => s + (Number(abonoDe(form.values.abonos, f)) || 0), 0);

  const submit = async (envio: EnvioInput) => {
    setFallo(null);
    try {
      await enviar.mutateAsync(envio);
      notify.success(MSG.envioRegistrado);
      form.reset();
      onEnviado();
    } catch (err) {
      setFallo(err instanceof ApiError ? err.mensaje : MSG.errorSolicitud);
    }
  };

  return (
    <Card
      withBorder
      padding="md"
      component="form"
      onSubmit={form.onSubmit(submit, () => setFallo(null))}
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
        {fallo && (
          <Alert color="red" variant="light" role="alert">
            {fallo}
          </Alert>
        )}
        <Group justify="space-between">
          <Text fw={700}>Total transferido: {formatMoney(total)}</Text>
          <Button type="submit" leftSection={<IconSend size={16} />} loading={enviar.isPending}>
            Enviar comprobante
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

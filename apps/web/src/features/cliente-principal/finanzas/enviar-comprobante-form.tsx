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
import { useState } from 'react';
import { facturaDisplayId, formatMoney } from '@agro/domain/format';
import { MSG } from '@agro/domain/messages';
import { COMPROBANTE_ACCEPT, MAX_COMPROBANTE_BYTES, errorAbono } from '@agro/domain/schemas/envio';
import { notify } from '../../../lib/notify.ts';
import { ApiError } from '../../../lib/request.ts';
import { useEnviarComprobante } from '../api/enviar-comprobante.ts';
import type { Factura } from '../api/get-finanzas.ts';

const TIPOS = COMPROBANTE_ACCEPT.split(',');

function errorArchivo(archivo: File | null): string | null {
  if (!archivo) return MSG.envioComprobanteRequerido;
  if (!TIPOS.includes(archivo.type)) return MSG.envioComprobanteFormato;
  if (archivo.size > MAX_COMPROBANTE_BYTES) return `${MSG.archivoMuyGrande} (10 MB)`;
  return null;
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
  const [abonos, setAbonos] = useState<Record<number, number | string>>({});
  const [archivo, setArchivo] = useState<File | null>(null);
  const [comentarios, setComentarios] = useState('');
  const [intentado, setIntentado] = useState(false);
  const [fallo, setFallo] = useState<string | null>(null);
  const enviar = useEnviarComprobante();

  const abonoDe = (f: Factura) => abonos[f.factura_id] ?? f.saldo;
  const errores = facturas.map((f) => errorAbono(abonoDe(f), f.saldo));
  const errorDeArchivo = errorArchivo(archivo);
  const total = facturas.reduce((s, f) => s + (Number(abonoDe(f)) || 0), 0);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setIntentado(true);
    setFallo(null);
    if (errores.some(Boolean) || errorDeArchivo || !archivo) return;
    try {
      await enviar.mutateAsync({
        cp,
        lineas: facturas.map((f) => ({ factura_id: f.factura_id, abono: Number(abonoDe(f)) })),
        archivo,
        comentarios,
      });
      notify.success(MSG.envioRegistrado);
      setAbonos({});
      setArchivo(null);
      setComentarios('');
      setIntentado(false);
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
      onSubmit={submit}
      noValidate
      aria-label="Enviar comprobante"
    >
      <Title order={3} size="h4" mb="xs">
        Enviar comprobante de transferencia
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Indica cuánto de la transferencia corresponde a cada factura y adjunta el comprobante. Lo revisaremos
        y te avisaremos por correo; mientras tanto, los saldos no cambian.
      </Text>
      <Stack gap="sm">
        {facturas.map((f, i) => (
          <NumberInput
            key={f.factura_id}
            label={`Abono a ${facturaDisplayId(f.cp_id, f.facturarel_id)} (saldo ${formatMoney(f.saldo)})`}
            description={f.nombre}
            value={abonoDe(f)}
            onChange={(v) => setAbonos((a) => ({ ...a, [f.factura_id]: v }))}
            min={1}
            max={f.saldo}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="none"
            thousandSeparator="."
            decimalSeparator=","
            prefix="$"
            error={errores[i]}
            data-testid="abono-input"
          />
        ))}
        <FileInput
          label="Comprobante (PDF, JPEG o PNG, hasta 10 MB)"
          placeholder="Selecciona el archivo"
          accept={COMPROBANTE_ACCEPT}
          value={archivo}
          onChange={setArchivo}
          leftSection={<IconPaperclip size={16} />}
          clearable
          error={intentado ? errorDeArchivo : archivo ? errorDeArchivo : null}
          data-testid="comprobante-input"
        />
        <Textarea
          label="Comentario (opcional)"
          value={comentarios}
          onChange={(e) => setComentarios(e.currentTarget.value)}
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

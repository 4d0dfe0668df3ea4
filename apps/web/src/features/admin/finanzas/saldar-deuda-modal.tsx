import {
  Alert,
  Button,
  Checkbox,
  FileInput,
  Group,
  Modal,
  NumberInput,
  Paper,
  ScrollArea,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { FORM_INDEX } from '@mantine/form';
import { IconPaperclip } from '@tabler/icons-react';
import { useState } from 'react';
import { facturaDisplayId, formatMoney } from '@agro/domain/format';
import { MSG } from '@agro/domain/messages';
import { notify } from '../../../lib/notify.ts';
import { ApiError, failureMessage } from '../../../lib/request.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import type { Factura } from '../../factura/api/keys.ts';
import { pagar, subirComprobante, useRefrescarFinanzas } from '../../pago/api/pagar.ts';
import { abonoValido, saldarDeudaSchema } from './saldar-deuda-schema.ts';

const VACIO = {
  abonos: {} as Record<string, number | string>,
  num_factura_sii: '',
  comentarios: '',
  file: null,
};

/**
 * Saldar Deuda (docs/RULES.md#validation): choose unpaid invoices (paid ones cannot be chosen), an abono for each,
 * the SII number, comments and the receipt; POST pago/pagar, then POST pago/comprobante.
 */
export function SaldarDeudaModal(props: { opened: boolean; onClose: () => void; facturas: Factura[] }) {
  const refrescar = useRefrescarFinanzas();
  const form = useZodForm(saldarDeudaSchema(new Map(props.facturas.map((f) => [f.factura_id, f.saldo]))), {
    initialValues: VACIO as {
      abonos: Record<string, number | string>;
      num_factura_sii: string;
      comentarios: string;
      file: File | null;
    },
    // An abono above the saldo is refused as typed, before sending.
    validateInputOnChange: [`abonos.${FORM_INDEX}`],
  });
  const abonos = form.values.abonos;
  const [fallo, setFallo] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);
  // Payments recorded whose receipt did not upload: the modal then only asks for the receipt again.
  const [sinRecibo, setSinRecibo] = useState<number[] | null>(null);

  const elegidas = props.facturas.filter((f) => f.factura_id in abonos);
  const ordenadas = [...props.facturas].sort(
    (a, b) =>
      Number(a.saldo === 0) - Number(b.saldo === 0) || a.fecha_vencimiento.localeCompare(b.fecha_vencimiento),
  );
  const abonoConError = Object.keys(form.errors).some((k) => k.startsWith('abonos.'));

  function cerrar() {
    form.reset();
    setFallo(null);
    setSinRecibo(null);
    props.onClose();
  }

  function alternar(f: Factura, on: boolean) {
    const { [f.factura_id]: _, ...rest } = abonos;
    form.setFieldValue('abonos', on ? { ...rest, [f.factura_id]: f.saldo } : rest);
    form.clearFieldError(`abonos.${f.factura_id}`);
  }

  // A missing receipt is also announced, as the spec's "select a file" notice.
  function avisarRecibo(error: unknown) {
    if (error === MSG.seleccioneArchivo) notify.error(MSG.seleccioneArchivo);
  }

  async function adjuntar(file: File, ids: number[]): Promise<boolean> {
    try {
      await subirComprobante(file, ids);
      return true;
    } catch (err) {
      setSinRecibo(ids);
      setFallo(
        `${MSG.archivosNoSubidos}${err instanceof ApiError && err.status !== 401 ? `: ${err.mensaje}` : ''}`,
      );
      notify.error(failureMessage(err, MSG.archivosNoSubidos));
      return false;
    }
  }

  async function enviar({ body, file }: { body: Parameters<typeof pagar>[0]; file: File }) {
    setFallo(null);
    setEnviando(true);
    try {
      let pagos;
      try {
        pagos = await pagar(body);
      } catch (err) {
        notify.error(failureMessage(err, MSG.facturaNoSaldada));
        if (err instanceof ApiError && err.status !== 401)
          setFallo(`${MSG.facturaNoSaldada}: ${err.mensaje}`);
        return;
      }
      const ok = await adjuntar(
        file,
        pagos.map((p) => p.pago_id),
      );
      await refrescar();
      if (ok) {
        notify.success(MSG.facturaSaldada);
        cerrar();
      }
    } finally {
      setEnviando(false);
    }
  }

  async function reintentarRecibo() {
    const recibo = form.validateField('file');
    if (recibo.hasError) return avisarRecibo(recibo.error);
    setEnviando(true);
    const ok = await adjuntar(form.values.file!, sinRecibo!);
    setEnviando(false);
    if (ok) {
      await refrescar();
      notify.success(MSG.facturaSaldada);
      cerrar();
    }
  }

  const reciboInput = (
    <FileInput
      label="Comprobante de pago (PDF o imagen)"
      placeholder="Seleccionar archivo"
      withAsterisk
      clearable
      accept="application/pdf,image/png,image/jpeg,image/gif"
      leftSection={<IconPaperclip size={16} />}
      {...form.getInputProps('file')}
      fileInputProps={{ 'aria-label': 'archivo comprobante' }}
    />
  );

  return (
    <Modal opened={props.opened} onClose={cerrar} title="Saldar Deuda" size="lg" centered>
      {sinRecibo ? (
        <Stack gap="sm">
          <Alert color="yellow">
            Los pagos quedaron registrados. Adjunta nuevamente el comprobante para completarlos.
          </Alert>
          {reciboInput}
          {fallo && <Alert color="red">{fallo}</Alert>}
          <Group justify="flex-end">
            <Button onClick={reintentarRecibo} loading={enviando}>
              Adjuntar comprobante
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            Selecciona las facturas a pagar e indica el abono de cada una. Las facturas pagadas no se pueden
            seleccionar.
          </Text>
          <ScrollArea.Autosize mah={320} type="auto">
            <Stack gap="xs">
              {ordenadas.length === 0 && <Text c="dimmed">{MSG.sinFacturasPendientes}</Text>}
              {ordenadas.map((f) => {
                const on = f.factura_id in abonos;
                const id = facturaDisplayId(f.cp_id, f.facturarel_id);
                return (
                  <Paper
                    key={f.factura_id}
                    withBorder
                    p="xs"
                    radius="sm"
                    bg={on ? 'var(--mantine-color-agro-0, var(--mantine-color-green-0))' : undefined}
                  >
                    <Group justify="space-between" wrap="wrap" gap="xs">
                      <Checkbox
                        disabled={f.saldo === 0}
                        checked={on}
                        onChange={(e) => alternar(f, e.currentTarget.checked)}
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
                          {...form.getInputProps(`abonos.${f.factura_id}`)}
                        />
                      )}
                    </Group>
                  </Paper>
                );
              })}
            </Stack>
          </ScrollArea.Autosize>
          <TextInput label="N° de factura SII" maxLength={50} {...form.getInputProps('num_factura_sii')} />
          <Textarea label="Comentarios" autosize minRows={2} {...form.getInputProps('comentarios')} />
          {reciboInput}
          {form.errors.abonos && <Alert color="red">{form.errors.abonos}</Alert>}
          {fallo && <Alert color="red">{fallo}</Alert>}
          <Group justify="space-between">
            <Text size="sm">
              Total a pagar:{' '}
              <b>
                {formatMoney(elegidas.reduce((s, f) => s + abonoValido(abonos[f.factura_id], f.saldo), 0))}
              </b>
            </Text>
            <Group gap="xs">
              <Button variant="default" onClick={cerrar}>
                Cancelar
              </Button>
              <Button
                onClick={() => form.onSubmit(enviar, (e) => avisarRecibo(e.file))()}
                loading={enviando}
                disabled={elegidas.length === 0 || abonoConError}
              >
                Saldar deuda
              </Button>
            </Group>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

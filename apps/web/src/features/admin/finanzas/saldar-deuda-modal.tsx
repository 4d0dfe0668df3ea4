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
import { IconPaperclip } from '@tabler/icons-react';
import { useState } from 'react';
import { EXTENSIONES, MAX_BYTES } from '@agro/domain/constants';
import { facturaDisplayId, formatMoney } from '@agro/domain/format';
import { MSG } from '@agro/domain/messages';
import type { FacturaRow } from '@agro/domain/schemas/factura';
import type { PagarInput } from '@agro/domain/schemas/pago';
import { notify } from '../../../lib/notify.ts';
import { ApiError, failureMessage } from '../../../lib/request.ts';
import { pagar, subirComprobante, useRefrescarFinanzas } from './api/saldar-deuda.ts';

const ACEPTADOS = ['pdf', ...EXTENSIONES.imagen];

function problemaRecibo(file: File | null): string | null {
  if (!file) return MSG.seleccioneArchivo;
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!ACEPTADOS.includes(ext)) return `${MSG.tipoArchivoNoPermitido} (PDF o imagen)`;
  if (file.size > MAX_BYTES.documento) return MSG.archivoMuyGrande;
  return null;
}

/**
 * Saldar Deuda (docs/RULES.md#validation): choose unpaid invoices (paid ones cannot be chosen), an abono for each,
 * the SII number, comments and the receipt; POST pago/pagar, then POST pago/comprobante.
 */
export function SaldarDeudaModal(props: { opened: boolean; onClose: () => void; facturas: FacturaRow[] }) {
  const refrescar = useRefrescarFinanzas();
  const [abonos, setAbonos] = useState<Record<number, number | string>>({});
  const [sii, setSii] = useState('');
  const [comentarios, setComentarios] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errores, setErrores] = useState<Record<string, string>>({});
  const [fallo, setFallo] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);
  // Payments recorded whose receipt did not upload: the modal then only asks for the receipt again.
  const [sinRecibo, setSinRecibo] = useState<number[] | null>(null);

  const elegidas = props.facturas.filter((f) => f.factura_id in abonos);
  const ordenadas = [...props.facturas].sort(
    (a, b) =>
      Number(a.saldo === 0) - Number(b.saldo === 0) || a.fecha_vencimiento.localeCompare(b.fecha_vencimiento),
  );

  function cerrar() {
    setAbonos({});
    setSii('');
    setComentarios('');
    setFile(null);
    setErrores({});
    setFallo(null);
    setSinRecibo(null);
    props.onClose();
  }

  function alternar(f: FacturaRow, on: boolean) {
    setAbonos(({ [f.factura_id]: _, ...rest }) => (on ? { ...rest, [f.factura_id]: f.saldo } : rest));
  }

  async function adjuntar(ids: number[]): Promise<boolean> {
    try {
      await subirComprobante(file!, ids);
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

  async function enviar() {
    setFallo(null);
    const errs: Record<string, string> = {};
    const lineas = elegidas.flatMap((f) => {
      const n = typeof abonos[f.factura_id] === 'number' ? (abonos[f.factura_id] as number) : NaN;
      if (!Number.isInteger(n) || n < 0 || n > f.saldo) errs[`abono.${f.factura_id}`] = MSG.abonoInvalido;
      // Only amounts above 0 are sent (docs/RULES.md#validation).
      return n > 0 ? [{ factura_id: f.factura_id, abono: n }] : [];
    });
    if (lineas.length === 0 && Object.keys(errs).length === 0) errs.general = MSG.abonoInvalido;
    const recibo = problemaRecibo(file);
    if (recibo) errs.file = recibo;
    setErrores(errs);
    if (Object.keys(errs).length > 0) {
      if (recibo === MSG.seleccioneArchivo) notify.error(MSG.seleccioneArchivo);
      return;
    }
    setEnviando(true);
    try {
      const body: PagarInput = Object.fromEntries(
        lineas.map((l, i) => [
          `pago${i}`,
          { ...l, num_factura_sii: sii.trim(), comentarios: comentarios.trim() },
        ]),
      );
      let pagos;
      try {
        pagos = await pagar(body);
      } catch (err) {
        notify.error(failureMessage(err, MSG.facturaNoSaldada));
        if (err instanceof ApiError && err.status !== 401)
          setFallo(`${MSG.facturaNoSaldada}: ${err.mensaje}`);
        return;
      }
      const ok = await adjuntar(pagos.map((p) => p.pago_id));
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
    const recibo = problemaRecibo(file);
    if (recibo) {
      setErrores({ file: recibo });
      if (recibo === MSG.seleccioneArchivo) notify.error(MSG.seleccioneArchivo);
      return;
    }
    setEnviando(true);
    const ok = await adjuntar(sinRecibo!);
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
      value={file}
      onChange={(f) => {
        setFile(f);
        setErrores(({ file: _, ...rest }) => rest);
      }}
      error={errores.file}
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
                          max={f.saldo}
                          w={170}
                          value={abonos[f.factura_id]}
                          onChange={(v) => setAbonos((a) => ({ ...a, [f.factura_id]: v }))}
                          error={errores[`abono.${f.factura_id}`]}
                        />
                      )}
                    </Group>
                  </Paper>
                );
              })}
            </Stack>
          </ScrollArea.Autosize>
          <TextInput
            label="N° de factura SII"
            value={sii}
            onChange={(e) => setSii(e.currentTarget.value)}
            maxLength={50}
          />
          <Textarea
            label="Comentarios"
            autosize
            minRows={2}
            value={comentarios}
            onChange={(e) => setComentarios(e.currentTarget.value)}
          />
          {reciboInput}
          {errores.general && <Alert color="red">{errores.general}</Alert>}
          {fallo && <Alert color="red">{fallo}</Alert>}
          <Group justify="space-between">
            <Text size="sm">
              Total a pagar:{' '}
              <b>
                {formatMoney(
                  elegidas.reduce(
                    (s, f) =>
                      s + (typeof abonos[f.factura_id] === 'number' ? (abonos[f.factura_id] as number) : 0),
                    0,
                  ),
                )}
              </b>
            </Text>
            <Group gap="xs">
              <Button variant="default" onClick={cerrar}>
                Cancelar
              </Button>
              <Button onClick={enviar} loading={enviando} disabled={elegidas.length === 0}>
                Saldar deuda
              </Button>
            </Group>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

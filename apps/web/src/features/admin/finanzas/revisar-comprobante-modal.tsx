import { Alert, Button, Group, Modal, Stack, Table, Text, Textarea } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { facturaDisplayId, formatDateTime, formatMoney } from '@agro/domain/format';
import { MSG } from '@agro/domain/messages';
import { rechazarEnvioSchema } from '@agro/domain/schemas/envio';
import { notify } from '../../../lib/notify.ts';
import { ApiError } from '../../../lib/request.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { useAprobarEnvio } from '../../envio/api/aprobar-envio.ts';
import type { Envio } from '../../envio/api/keys.ts';
import { useRechazarEnvio } from '../../envio/api/rechazar-envio.ts';
import { ComprobantePreview } from './comprobante-preview.tsx';

const mensajeDe = (err: unknown) => (err instanceof ApiError ? err.mensaje : MSG.errorSolicitud);

/** One receipt under review: the file, the abono per invoice against its saldo now, approve or reject. */
export function RevisarComprobanteModal({ envio, onClose }: { envio: Envio | null; onClose: () => void }) {
  const [rechazando, setRechazando] = useState(false);
  const form = useZodForm(rechazarEnvioSchema, { initialValues: { motivo: '' } });
  const [fallo, setFallo] = useState<string | null>(null);
  const aprobar = useAprobarEnvio();
  const rechazar = useRechazarEnvio();
  const cerrar = () => {
    setRechazando(false);
    form.reset();
    setFallo(null);
    onClose();
  };
  if (!envio) return null;
  const excede = envio.lineas.some((l) => l.abono > l.saldo);

  const onAprobar = () => {
    setFallo(null);
    aprobar.mutate(envio.envio_id, {
      onSuccess: () => {
        notify.success(MSG.envioAprobado);
        cerrar();
      },
      onError: (err) => setFallo(mensajeDe(err)),
    });
  };
  const onRechazar = ({ motivo }: { motivo: string }) => {
    rechazar.mutate(
      { envioId: envio.envio_id, motivo },
      {
        onSuccess: () => {
          notify.success(MSG.envioRechazado);
          cerrar();
        },
        onError: (err) => setFallo(mensajeDe(err)),
      },
    );
  };

  return (
    <Modal opened onClose={cerrar} title={`Comprobante de ${envio.nombre_empresa}`} size="xl">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Enviado el {formatDateTime(envio.created_at)} · {envio.archivo_original}
        </Text>
        <ComprobantePreview archivo={envio.archivo_nom} extension={envio.archivo_ext} />
        {envio.comentarios && <Text size="sm">Comentario del cliente: {envio.comentarios}</Text>}
        <Table.ScrollContainer minWidth={480}>
          <Table verticalSpacing="xs" aria-label="Abonos del comprobante">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Factura</Table.Th>
                <Table.Th ta="right">Abono</Table.Th>
                <Table.Th ta="right">Saldo actual</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {envio.lineas.map((l) => (
                <Table.Tr key={l.factura_id}>
                  <Table.Td>
                    <Text size="sm">{facturaDisplayId(envio.cp_id, l.facturarel_id)}</Text>
                    <Text size="xs" c="dimmed" lineClamp={1}>
                      {l.factura_nombre}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right" fw={600}>
                    {formatMoney(l.abono)}
                  </Table.Td>
                  <Table.Td ta="right" c={l.abono > l.saldo ? 'red' : undefined}>
                    {formatMoney(l.saldo)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Text fw={700}>Total: {formatMoney(envio.total)}</Text>
        {excede && (
          <Alert color="orange" variant="light">
            {MSG.envioAbonoSinSaldo}
          </Alert>
        )}
        {fallo && (
          <Alert color="red" variant="light" role="alert">
            {fallo}
          </Alert>
        )}
        {rechazando ? (
          <form onSubmit={form.onSubmit(onRechazar)} noValidate>
            <Stack gap="xs">
              <Textarea
                label="Motivo del rechazo"
                description="El cliente lo recibirá por correo."
                required
                {...form.getInputProps('motivo')}
                maxLength={1000}
                autosize
                minRows={2}
                data-autofocus
              />
              <Group justify="flex-end">
                <Button variant="default" onClick={() => setRechazando(false)}>
                  Volver
                </Button>
                <Button
                  type="submit"
                  color="red"
                  leftSection={<IconX size={16} />}
                  loading={rechazar.isPending}
                >
                  Confirmar rechazo
                </Button>
              </Group>
            </Stack>
          </form>
        ) : (
          <Group justify="flex-end">
            <Button
              variant="light"
              color="red"
              leftSection={<IconX size={16} />}
              onClick={() => setRechazando(true)}
            >
              Rechazar
            </Button>
            <Button
              color="green"
              leftSection={<IconCheck size={16} />}
              onClick={onAprobar}
              loading={aprobar.isPending}
              disabled={excede}
            >
              Aprobar
            </Button>
          </Group>
        )}
      </Stack>
    </Modal>
  );
}

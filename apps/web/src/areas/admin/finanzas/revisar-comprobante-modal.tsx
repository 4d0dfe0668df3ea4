import { Alert, Modal, Stack, Text } from '@mantine/core';
import { formatDateTime, formatMoney } from '@agro/domain/format';
import { MSG } from '@agro/domain/messages';
import type { Envio } from '../../../features/envio/api/keys.ts';
import { ComprobantePreview } from './comprobante-preview.tsx';
import { excedeSaldo } from './revisar-comprobante-state.ts';
import { AbonosTable, RechazoForm, RevisionAcciones } from './revisar-comprobante-views.tsx';
import { useRevisarComprobante } from './use-revisar-comprobante.ts';

/** One receipt under review: the file, the abono per invoice against its saldo now, approve or reject. */
export function RevisarComprobanteModal({ envio, onClose }: { envio: Envio | null; onClose: () => void }) {
  const r = useRevisarComprobante(envio, onClose);
  if (!envio) return null;
  const excede = excedeSaldo(envio);
  return (
    <Modal opened onClose={r.cerrar} title={`Comprobante de ${envio.nombre_empresa}`} size="xl">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Enviado el {formatDateTime(envio.created_at)} · {envio.archivo_original}
        </Text>
        <ComprobantePreview archivo={envio.archivo_nom} extension={envio.archivo_ext} />
        {envio.comentarios && <Text size="sm">Comentario del cliente: {envio.comentarios}</Text>}
        <AbonosTable envio={envio} />
        <Text fw={700}>Total: {formatMoney(envio.total)}</Text>
        {excede && (
          <Alert color="orange" variant="light">
            {MSG.envioAbonoSinSaldo}
          </Alert>
        )}
        {r.fallo && (
          <Alert color="red" variant="light" role="alert">
            {r.fallo}
          </Alert>
        )}
        {r.rechazando ? <RechazoForm r={r} /> : <RevisionAcciones r={r} excede={excede} />}
      </Stack>
    </Modal>
  );
}

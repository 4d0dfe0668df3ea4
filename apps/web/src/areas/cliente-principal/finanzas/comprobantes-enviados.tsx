import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconArrowBackUp, IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import type { EstadoEnvio } from '@agro/domain/schemas/envio';
import { facturaDisplayId, formatDate, formatMoney } from '@agro/domain/format';
import { MSG } from '@agro/domain/messages';
import { notify } from '../../../lib/notify.ts';
import { ApiError } from '../../../lib/request.ts';
import { descargarComprobante } from '../../../features/pago/api/descargar-comprobante.ts';
import { useEnviosCp } from '../../../features/envio/api/get-envios-cp.ts';
import type { Envio } from '../../../features/envio/api/keys.ts';
import { useRetirarEnvio } from '../../../features/envio/api/retirar-envio.ts';

export const COLOR_ENVIO: Record<EstadoEnvio, string> = {
  'En revisión': 'orange',
  Aprobado: 'green',
  Rechazado: 'red',
  Retirado: 'gray',
};

/** A sent receipt's actions: download its file, withdraw it while in review (after confirming). */
function useEnvioAcciones(envio: Envio) {
  const retirar = useRetirarEnvio();
  const [bajando, setBajando] = useState(false);
  const confirmarRetiro = () =>
    modals.openConfirmModal({
      title: 'Retirar comprobante',
      children: <Text size="sm">El comprobante dejará de estar en revisión. ¿Deseas retirarlo?</Text>,
      labels: { confirm: 'Retirar', cancel: 'Cancelar' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        retirar.mutate(envio.envio_id, {
          onSuccess: () => notify.success(MSG.envioRetirado),
          onError: (err) => notify.error(err instanceof ApiError ? err.mensaje : MSG.errorSolicitud),
        }),
    });
  const descargar = async () => {
    setBajando(true);
    try {
      await descargarComprobante(envio);
    } catch {
      notify.error(MSG.errorSolicitud);
    } finally {
      setBajando(false);
    }
  };
  return { confirmarRetiro, descargar, bajando, retirando: retirar.isPending };
}

function EnvioCard({ envio }: { envio: Envio }) {
  const { confirmarRetiro, descargar, bajando, retirando } = useEnvioAcciones(envio);
  return (
    <Card withBorder padding="sm" data-testid="envio-row">
      <Group justify="space-between" align="flex-start" gap="xs">
        <div>
          <Group gap="xs">
            <Text fw={700}>{formatMoney(envio.total)}</Text>
            <Badge color={COLOR_ENVIO[envio.estado]} variant="light" data-testid="envio-estado">
              {envio.estado}
            </Badge>
          </Group>
          <Text size="xs" c="dimmed">
            Enviado el {formatDate(envio.created_at)}
            {envio.resuelto_at ? ` · ${envio.estado.toLowerCase()} el ${formatDate(envio.resuelto_at)}` : ''}
          </Text>
        </div>
        <Group gap="xs">
          <Button
            size="xs"
            variant="default"
            leftSection={<IconDownload size={14} />}
            onClick={descargar}
            loading={bajando}
            aria-label={`Descargar comprobante enviado el ${formatDate(envio.created_at)}`}
          >
            Comprobante
          </Button>
          {envio.estado === 'En revisión' && (
            <Button
              size="xs"
              variant="light"
              color="red"
              leftSection={<IconArrowBackUp size={14} />}
              onClick={confirmarRetiro}
              loading={retirando}
            >
              Retirar
            </Button>
          )}
        </Group>
      </Group>
      <Stack gap={2} mt="xs">
        {envio.lineas.map((l) => (
          <Text key={l.factura_id} size="sm">
            {facturaDisplayId(envio.cp_id, l.facturarel_id)} · {l.factura_nombre}:{' '}
            <b>{formatMoney(l.abono)}</b>
          </Text>
        ))}
      </Stack>
      {envio.estado === 'Rechazado' && envio.motivo_rechazo && (
        <Text size="sm" c="red.8" mt="xs">
          Motivo del rechazo: {envio.motivo_rechazo}
        </Text>
      )}
    </Card>
  );
}

/** The receipts the company sent from the portal, with their review state; withdrawable while in review. */
export function ComprobantesEnviados({ cp }: { cp: number }) {
  const envios = useEnviosCp(cp);
  if (!envios.data || envios.data.length === 0) return null;
  return (
    <Card withBorder padding="md">
      <Title order={3} size="h4" mb="sm">
        Comprobantes enviados
      </Title>
      <Stack gap="sm">
        {envios.data.map((e) => (
          <EnvioCard key={e.envio_id} envio={e} />
        ))}
      </Stack>
    </Card>
  );
}

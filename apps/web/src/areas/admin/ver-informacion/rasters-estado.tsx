import { Alert, Badge, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { formatDate } from '@agro/domain/format';
import { INDICES } from '@agro/domain/indices';
import { MSG } from '@agro/domain/messages';
import { notify } from '../../../lib/notify.ts';
import { failureMessage } from '../../../lib/request.ts';
import { enProceso, useRasterEstado, type RasterEstado } from './api/get-raster-estado.ts';
import { useReintentarRaster } from './api/reintentar-raster.ts';

const TIPO: Record<RasterEstado['tipo'], string> = {
  indice: 'Índice',
  multiespectral: 'Multiespectral',
  color: 'Color verdadero',
};

function tipoDe(r: RasterEstado): string {
  return r.tipo === 'indice' && r.indice ? INDICES[r.indice].etiqueta : TIPO[r.tipo];
}

function Estado({ r }: { r: RasterEstado }) {
  if (enProceso(r))
    return (
      <Badge color="blue" variant="light" leftSection={<Loader size={10} color="blue" />}>
        En proceso
      </Badge>
    );
  if (r.estado === 'listo')
    return (
      <Badge color="green" variant="light">
        Listo
      </Badge>
    );
  return (
    <Text size="sm" c="red" fw={600} style={{ overflowWrap: 'anywhere' }}>
      Error: {r.motivo ?? MSG.errorSolicitud}
    </Text>
  );
}

/**
 * The service's rasters for staff (issue 27): each one "En proceso", "Listo" or "Error: <motivo>"
 * with a retry, asked again every few seconds while something is still processing.
 */
export function RastersEstado({ servicioId }: { servicioId: number }) {
  const q = useRasterEstado(servicioId);
  const reintentar = useReintentarRaster(servicioId);
  const rasters = q.data ?? [];
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="rasters-estado">
      <Title order={4} id="rasters-estado" mb="xs">
        Procesamiento de rásteres
      </Title>
      {q.isPending ? (
        <Loader size="sm" aria-label="Cargando rásteres" />
      ) : q.isError ? (
        <Alert color="red">{failureMessage(q.error, MSG.errorSolicitud)}</Alert>
      ) : rasters.length === 0 ? (
        <Text size="sm" c="dimmed">
          Este servicio no tiene rásteres subidos.
        </Text>
      ) : (
        <Stack gap="xs" role="list">
          {rasters.map((r) => (
            <Group
              key={r.raster_id}
              role="listitem"
              data-testid={`raster-${r.raster_id}`}
              data-estado={r.estado}
              justify="space-between"
              wrap="wrap"
              gap="xs"
              py={4}
              style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
            >
              <div style={{ minWidth: 0, flex: '1 1 220px' }}>
                <Text size="sm" fw={600} truncate="end">
                  {r.nombre_original}
                </Text>
                <Text size="xs" c="dimmed">
                  {tipoDe(r)} · {formatDate(r.inicio)} – {formatDate(r.termino)}
                  {r.intentos > 1 ? ` · ${r.intentos} intentos` : ''}
                </Text>
              </div>
              <Group gap="xs" wrap="nowrap">
                <Estado r={r} />
                {r.estado === 'error' && (
                  <Button
                    size="xs"
                    variant="light"
                    leftSection={<IconRefresh size={14} />}
                    loading={reintentar.isPending && reintentar.variables === r.raster_id}
                    aria-label={`Reintentar ${r.nombre_original}`}
                    onClick={() =>
                      reintentar.mutate(r.raster_id, {
                        onError: (err) => notify.error(failureMessage(err, MSG.errorSolicitud)),
                      })
                    }
                  >
                    Reintentar
                  </Button>
                )}
              </Group>
            </Group>
          ))}
        </Stack>
      )}
    </Paper>
  );
}

import { Button, FileButton, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconPencil, IconTrash, IconUpload } from '@tabler/icons-react';
import { validarGeometria } from '@agro/domain/limites';
import { MSG } from '@agro/domain/messages';
import { MSG_MAPA } from '@agro/domain/messages-mapa';
import { ApiError } from '../../lib/request.ts';
import { notify } from '../../lib/notify.ts';
import { useEliminarLimite, useGuardarLimite, useSubirLimite } from './api/limite-mutations.ts';

const mensajeDe = (err: unknown) => (err instanceof ApiError ? err.mensaje : MSG.errorSolicitud);

/** Upload, draw (click to add vertices) and delete a territory's boundary; staff and the owning client. */
export function LimiteAcciones(props: {
  parcelaId: number;
  tieneLimite: boolean;
  puntos: number[][] | null;
  setPuntos: (p: number[][] | null) => void;
}) {
  const { parcelaId, puntos, setPuntos } = props;
  const subir = useSubirLimite(parcelaId);
  const guardar = useGuardarLimite(parcelaId);
  const eliminar = useEliminarLimite(parcelaId);

  const alSubir = (file: File | null) =>
    file &&
    subir.mutate(file, {
      onSuccess: (r) => notify.success(r.mensaje ?? MSG_MAPA.limiteGuardado),
      onError: (e) => notify.error(mensajeDe(e)),
    });

  const alGuardar = () => {
    if (!puntos) return;
    const geometria = { type: 'Polygon' as const, coordinates: [[...puntos, puntos[0]!]] };
    const problema = validarGeometria(geometria);
    if (problema) return notify.error(problema);
    guardar.mutate(geometria, {
      onSuccess: (r) => {
        notify.success(r.mensaje ?? MSG_MAPA.limiteGuardado);
        setPuntos(null);
      },
      onError: (e) => notify.error(mensajeDe(e)),
    });
  };

  const alEliminar = () =>
    modals.openConfirmModal({
      title: 'Eliminar límite',
      children: <Text size="sm">¿Eliminar el límite de este territorio? Podrás subir o dibujar otro.</Text>,
      labels: { confirm: 'Eliminar', cancel: 'Cancelar' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        eliminar.mutate(undefined, {
          onSuccess: (r) => notify.success(r.mensaje ?? MSG_MAPA.limiteEliminado),
          onError: (e) => notify.error(mensajeDe(e)),
        }),
    });

  if (puntos) {
    return (
      <Group gap="xs" wrap="wrap">
        <Text size="sm" w="100%">
          Haz clic en el mapa para agregar vértices ({puntos.length} hasta ahora; mínimo 3).
        </Text>
        <Button size="xs" onClick={alGuardar} disabled={puntos.length < 3} loading={guardar.isPending}>
          Guardar límite
        </Button>
        <Button
          size="xs"
          variant="default"
          onClick={() => setPuntos(puntos.slice(0, -1))}
          disabled={!puntos.length}
        >
          Deshacer punto
        </Button>
        <Button size="xs" variant="subtle" color="gray" onClick={() => setPuntos(null)}>
          Cancelar
        </Button>
      </Group>
    );
  }
  return (
    <Group gap="xs" wrap="wrap">
      <FileButton
        onChange={alSubir}
        accept=".geojson,.json,.kml,.kmz,application/geo+json,application/vnd.google-earth.kml+xml,application/vnd.google-earth.kmz"
      >
        {(p) => (
          <Button {...p} size="xs" leftSection={<IconUpload size={14} />} loading={subir.isPending}>
            Subir límite (GeoJSON, KML, KMZ)
          </Button>
        )}
      </FileButton>
      <Button size="xs" variant="light" leftSection={<IconPencil size={14} />} onClick={() => setPuntos([])}>
        Dibujar límite
      </Button>
      {props.tieneLimite && (
        <Button
          size="xs"
          variant="subtle"
          color="red"
          leftSection={<IconTrash size={14} />}
          onClick={alEliminar}
          loading={eliminar.isPending}
        >
          Eliminar límite
        </Button>
      )}
    </Group>
  );
}

import { Alert, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconArrowBackUp, IconPencil, IconTrash, IconUpload } from '@tabler/icons-react';
import { useRef } from 'react';
import type { Limite, LimitePrevia } from '@agro/domain/contracts/mapa';
import { formatDate } from '@agro/domain/format';
import { validarGeometria } from '@agro/domain/limites';
import { MSG } from '@agro/domain/messages';
import { MSG_MAPA } from '@agro/domain/messages-mapa';
import { ApiError } from '../../lib/request.ts';
import { notify } from '../../lib/notify.ts';
import {
  useEliminarLimite,
  useGuardarLimite,
  usePrevisualizarLimite,
  useRestaurarLimite,
  useSubirLimite,
} from './api/limite-mutations.ts';
import { ComparacionArea } from './area-limite.tsx';

/** A boundary file read by the server and shown on the map, not saved yet. */
export interface Previa {
  file: File;
  datos: LimitePrevia;
}

const m2 = new Intl.NumberFormat('es-CL', { maximumFractionDigits: 0 });

const mensajeDe = (err: unknown) => (err instanceof ApiError ? err.mensaje : MSG.errorSolicitud);

/**
 * Upload (previewed on the map first, then "Guardar"/"Cancelar"), draw (click to add vertices),
 * delete and restore a territory's boundary; staff and the owning client.
 */
export function LimiteAcciones(props: {
  parcelaId: number;
  tieneLimite: boolean;
  /** The boundary before the last change, which "Restaurar límite anterior" brings back. */
  anterior: Limite | null;
  puntos: number[][] | null;
  setPuntos: (p: number[][] | null) => void;
  previa: Previa | null;
  setPrevia: (p: Previa | null) => void;
}) {
  const { parcelaId, puntos, setPuntos, previa, setPrevia } = props;
  const previsualizar = usePrevisualizarLimite(parcelaId);
  const subir = useSubirLimite(parcelaId);
  const guardar = useGuardarLimite(parcelaId);
  const eliminar = useEliminarLimite(parcelaId);
  const restaurar = useRestaurarLimite(parcelaId);
  const resetArchivo = useRef<() => void>(null);

  const alElegir = (file: File | null) => {
    resetArchivo.current?.();
    if (!file) return;
    previsualizar.mutate(file, {
      onSuccess: (datos) => setPrevia({ file, datos }),
      onError: (e) => notify.error(mensajeDe(e)),
    });
  };

  // The previewed file is sent again and stored (the server checks it as any upload).
  const alGuardarArchivo = () =>
    previa &&
    subir.mutate(previa.file, {
      onSuccess: (r) => {
        notify.success(r.mensaje ?? MSG_MAPA.limiteGuardado);
        setPrevia(null);
      },
      onError: (e) => notify.error(mensajeDe(e)),
    });

  const alRestaurar = () =>
    modals.openConfirmModal({
      title: 'Restaurar límite anterior',
      children: (
        <Text size="sm">
          ¿Volver al límite anterior ({m2.format(props.anterior!.area_m2)} m², del{' '}
          {formatDate(props.anterior!.actualizado)})?{' '}
          {props.tieneLimite ? 'El límite actual quedará como anterior.' : ''}
        </Text>
      ),
      labels: { confirm: 'Restaurar', cancel: 'Cancelar' },
      onConfirm: () =>
        restaurar.mutate(undefined, {
          onSuccess: (r) => notify.success(r.mensaje ?? MSG_MAPA.limiteRestaurado),
          onError: (e) => notify.error(mensajeDe(e)),
        }),
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

  if (previa) {
    return (
      <Alert color="orange" variant="light" title="Vista previa del nuevo límite" p="sm">
        <Stack gap="xs">
          <Text size="sm" style={{ wordBreak: 'break-word' }}>
            {previa.file.name}: el contorno naranjo en el mapa. Aún no se guarda
            {props.tieneLimite ? '; el límite actual quedará como anterior y podrás restaurarlo.' : '.'}
          </Text>
          <ComparacionArea
            titulo="Área del nuevo límite"
            area={previa.datos.area_m2}
            extension={previa.datos.extension}
          />
          <Group gap="xs">
            <Button size="xs" onClick={alGuardarArchivo} loading={subir.isPending}>
              Guardar
            </Button>
            <Button size="xs" variant="default" onClick={() => setPrevia(null)} disabled={subir.isPending}>
              Cancelar
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  }
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
        onChange={alElegir}
        resetRef={resetArchivo}
        accept=".geojson,.json,.kml,.kmz,application/geo+json,application/vnd.google-earth.kml+xml,application/vnd.google-earth.kmz"
      >
        {(p) => (
          <Button {...p} size="xs" leftSection={<IconUpload size={14} />} loading={previsualizar.isPending}>
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
      {props.anterior && (
        <Button
          size="xs"
          variant="subtle"
          leftSection={<IconArrowBackUp size={14} />}
          onClick={alRestaurar}
          loading={restaurar.isPending}
        >
          Restaurar límite anterior
        </Button>
      )}
    </Group>
  );
}

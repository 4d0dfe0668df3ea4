import { Alert, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconArrowBackUp, IconPencil, IconTrash, IconUpload } from '@tabler/icons-react';
import { ComparacionArea } from './area-limite.tsx';
import { modoLimite } from './limite-acciones-state.ts';
import { useLimiteAcciones, type LimiteAccionesProps, type Previa } from './use-limite-acciones.tsx';

export type { Previa };

type Acciones = ReturnType<typeof useLimiteAcciones>;

/**
 * Upload (previewed on the map first, then "Guardar"/"Cancelar"), draw (click to add vertices),
 * delete and restore a territory's boundary; staff and the owning client.
 */
export function LimiteAcciones(props: LimiteAccionesProps) {
  const acciones = useLimiteAcciones(props);
  const { previa, puntos } = props;
  switch (modoLimite(previa, puntos)) {
    case 'previa':
      return <VistaPrevia {...props} previa={previa!} acciones={acciones} />;
    case 'dibujo':
      return <Dibujo {...props} puntos={puntos!} acciones={acciones} />;
    default:
      return <Botones {...props} acciones={acciones} />;
  }
}

function VistaPrevia(props: LimiteAccionesProps & { previa: Previa; acciones: Acciones }) {
  const { previa, acciones } = props;
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
          <Button size="xs" onClick={acciones.alGuardarArchivo} loading={acciones.pendiente.subir}>
            Guardar
          </Button>
          <Button
            size="xs"
            variant="default"
            onClick={() => props.setPrevia(null)}
            disabled={acciones.pendiente.subir}
          >
            Cancelar
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

function Dibujo(props: LimiteAccionesProps & { puntos: number[][]; acciones: Acciones }) {
  const { puntos, setPuntos, acciones } = props;
  return (
    <Group gap="xs" wrap="wrap">
      <Text size="sm" w="100%">
        Haz clic en el mapa para agregar vértices ({puntos.length} hasta ahora; mínimo 3).
      </Text>
      <Button
        size="xs"
        onClick={acciones.alGuardarDibujo}
        disabled={puntos.length < 3}
        loading={acciones.pendiente.guardar}
      >
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

function Botones(props: LimiteAccionesProps & { acciones: Acciones }) {
  const { acciones } = props;
  return (
    <Group gap="xs" wrap="wrap">
      <FileButton
        onChange={acciones.alElegir}
        resetRef={acciones.resetArchivo}
        accept=".geojson,.json,.kml,.kmz,application/geo+json,application/vnd.google-earth.kml+xml,application/vnd.google-earth.kmz"
      >
        {(p) => (
          <Button
            {...p}
            size="xs"
            leftSection={<IconUpload size={14} />}
            loading={acciones.pendiente.previsualizar}
          >
            Subir límite (GeoJSON, KML, KMZ)
          </Button>
        )}
      </FileButton>
      <Button
        size="xs"
        variant="light"
        leftSection={<IconPencil size={14} />}
        onClick={() => props.setPuntos([])}
      >
        Dibujar límite
      </Button>
      {props.tieneLimite && (
        <Button
          size="xs"
          variant="subtle"
          color="red"
          leftSection={<IconTrash size={14} />}
          onClick={acciones.alEliminar}
          loading={acciones.pendiente.eliminar}
        >
          Eliminar límite
        </Button>
      )}
      {props.anterior && (
        <Button
          size="xs"
          variant="subtle"
          leftSection={<IconArrowBackUp size={14} />}
          onClick={acciones.alRestaurar}
          loading={acciones.pendiente.restaurar}
        >
          Restaurar límite anterior
        </Button>
      )}
    </Group>
  );
}

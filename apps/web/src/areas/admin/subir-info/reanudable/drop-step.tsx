import { ActionIcon, Alert, Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconPlayerPause, IconPlayerPlay, IconUpload, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { MAX_BYTES, type GrupoArchivos } from '@agro/domain/constants';
import type { DescRaster } from '@agro/domain/schemas/raster';
import { detalleFila, ocupacion } from './drop-step-state.ts';
import { tamano } from './formato.ts';
import type { Pendiente } from './pendientes.ts';
import { RasterDesc } from './raster-desc.tsx';
import type { Item, Rechazo } from './use-subidas.ts';

interface Acciones {
  pausar: () => void;
  reanudar: () => void;
  cancelar: () => void;
  describir: (desc: DescRaster) => void;
  subirRaster: () => void;
}

function Fila(props: { item: Item } & Acciones) {
  const { item: i } = props;
  const pct = i.tamano ? (i.bytes / i.tamano) * 100 : 0;
  const rechazada = i.estado === 'rechazada';
  const describiendo = i.estado === 'describir';
  return (
    <Paper withBorder p="xs" radius="sm" data-testid={`subida-${i.grupo}-${i.campo}`} data-estado={i.estado}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <div style={{ minWidth: 0, flex: 1 }}>
          <Text size="sm" fw={600} truncate="end">
            {i.nombre}
          </Text>
          <Text size="xs" c="dimmed">
            {detalleFila(i)}
          </Text>
        </div>
        <Group gap={4} wrap="nowrap">
          {i.estado === 'subiendo' && (
            <ActionIcon variant="subtle" aria-label={`Pausar ${i.nombre}`} onClick={props.pausar}>
              <IconPlayerPause size={18} />
            </ActionIcon>
          )}
          {(i.estado === 'pausada' || i.estado === 'error') && (
            <ActionIcon variant="subtle" aria-label={`Reanudar ${i.nombre}`} onClick={props.reanudar}>
              <IconPlayerPlay size={18} />
            </ActionIcon>
          )}
          <ActionIcon variant="subtle" color="red" aria-label={`Quitar ${i.nombre}`} onClick={props.cancelar}>
            <IconX size={18} />
          </ActionIcon>
        </Group>
      </Group>
      {describiendo && i.desc && (
        <RasterDesc
          grupo={i.grupo}
          nombre={i.nombre}
          desc={i.desc}
          onChange={props.describir}
          onSubir={props.subirRaster}
        />
      )}
      {!rechazada && !describiendo && (
        <Progress
          mt={6}
          value={pct}
          color={i.estado === 'error' ? 'red' : i.estado === 'completa' ? 'green' : undefined}
          animated={i.estado === 'subiendo'}
          aria-label={`Progreso de ${i.nombre}`}
        />
      )}
      {i.error && (
        <Text size="xs" c="red" mt={4} role="alert">
          {i.error}
        </Text>
      )}
    </Paper>
  );
}

/**
 * One step's drop zone (issue 18): many files at once, each sent to its slot by kind and name and
 * uploaded resumably at once, with progress, speed and time left, pause, resume and cancel.
 */
export function DropStep(props: {
  grupo: GrupoArchivos;
  titulo: string;
  items: Item[];
  pendientes: Pendiente[];
  agregar: (files: File[]) => Rechazo[];
  pausar: (key: string) => void;
  reanudar: (key: string) => void;
  cancelar: (key: string) => void;
  describir: (key: string, desc: DescRaster) => void;
  subirRaster: (key: string) => void;
  descartarPendientes: () => void;
}) {
  const [rechazos, setRechazos] = useState<Rechazo[]>([]);
  return (
    <Stack gap="md">
      <div>
        <Title order={4}>{props.titulo}</Title>
        <Text size="sm" c="dimmed">
          Arrastra aquí todos los archivos de este paso a la vez: cada uno va a su espacio según su tipo
          (imagen, video, resumen PDF/Word o ráster GeoTIFF). La subida continúa si se corta la conexión; cada
          ráster espera a que indiques qué contiene.
        </Text>
      </div>
      <AvisoPendientes pendientes={props.pendientes} descartar={props.descartarPendientes} />
      <Dropzone
        multiple
        onDrop={(files) => setRechazos(props.agregar(files))}
        maxSize={MAX_BYTES.video}
        inputProps={{ 'aria-label': `archivos ${props.grupo}` }}
      >
        <Group justify="center" gap="md" mih={110} style={{ pointerEvents: 'none' }}>
          <IconUpload size={36} stroke={1.5} />
          <div>
            <Text fw={600}>Arrastra los archivos aquí o haz clic para elegirlos</Text>
            <Text size="sm" c="dimmed">
              {ocupacion(props.grupo, props.items)}
            </Text>
          </div>
        </Group>
      </Dropzone>
      {rechazos.map((r) => (
        <Alert key={r.nombre} color="red" variant="light" role="alert">
          {r.nombre}: {r.problema}
        </Alert>
      ))}
      <Stack gap="xs">
        {props.items.map((i) => (
          <Fila
            key={i.key}
            item={i}
            pausar={() => props.pausar(i.key)}
            reanudar={() => props.reanudar(i.key)}
            cancelar={() => props.cancelar(i.key)}
            describir={(desc) => props.describir(i.key, desc)}
            subirRaster={() => props.subirRaster(i.key)}
          />
        ))}
      </Stack>
    </Stack>
  );
}

// Uploads of this period left unfinished in an earlier visit: dropping the same files continues them.
function AvisoPendientes({ pendientes, descartar }: { pendientes: Pendiente[]; descartar: () => void }) {
  if (pendientes.length === 0) return null;
  return (
    <Alert color="yellow" title="Subidas sin terminar">
      <Text size="sm">
        Quedaron archivos de este periodo a medio subir:{' '}
        {pendientes.map((p) => `${p.nombre} (${tamano(p.tamano)})`).join(', ')}. Vuelve a arrastrar los mismos
        archivos para continuar donde quedaron.
      </Text>
      <Button variant="subtle" size="xs" mt="xs" onClick={descartar}>
        Empezar de nuevo
      </Button>
    </Alert>
  );
}

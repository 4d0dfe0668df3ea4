import { Button, Card, Group, List, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { MSG } from '@agro/domain/messages';
import { subtitulosUrl, usePasos } from './api/get-subtitulos.ts';
import { useVideoDisponible, videoUrl } from './api/ver-video.ts';

/** Video page for any area (`?t={title}&i={id}`): loading text, then the title and the mp4, or "Recurso no encontrado". */
export function VideoPlayerPage({ basePath }: { basePath: string }) {
  const [params] = useSearchParams();
  const id = params.get('i') ?? '';
  const titulo = params.get('t') ?? '';
  const valid = /^\d+$/.test(id);
  const check = useVideoDisponible(id, valid);
  // <source media> is not honoured for video everywhere: the recording is chosen here by screen width.
  const movil = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false });
  const formato = movil ? 'movil' : 'escritorio';
  const pasos = usePasos(id, formato, valid && check.data === true);

  return (
    <>
      <Group mb="md">
        <Button
          component={Link}
          to={`${basePath}/manual`}
          variant="default"
          leftSection={<IconArrowLeft size={16} />}
        >
          Volver
        </Button>
      </Group>
      <Card withBorder padding="lg" maw={1000}>
        {valid && check.isPending ? (
          <Text c="dimmed">Cargando video...</Text>
        ) : valid && check.data ? (
          <>
            <Title order={3} mb="md">
              {titulo}
            </Title>
            <video
              key={formato}
              src={videoUrl(id, formato)}
              controls
              preload="metadata"
              style={{ width: '100%', maxHeight: '75vh', borderRadius: 8, background: '#000' }}
              data-testid="tutorial-video"
              data-formato={formato}
            >
              <track kind="captions" src={subtitulosUrl(id, formato)} srcLang="es" label="Español" default />
            </video>
            {!!pasos.data?.length && (
              <>
                <Title order={4} mt="lg" mb="xs">
                  Paso a paso
                </Title>
                <List type="ordered" spacing="xs" data-testid="tutorial-pasos">
                  {pasos.data.map((p, i) => (
                    <List.Item key={i}>{p.texto}</List.Item>
                  ))}
                </List>
              </>
            )}
          </>
        ) : (
          <Text c="dimmed">{MSG.recursoNoEncontrado}</Text>
        )}
      </Card>
    </>
  );
}

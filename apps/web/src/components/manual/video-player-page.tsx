import { Button, Card, Group, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { MSG } from '@agro/domain/messages';
import { subtitulosUrl, videoDisponible, videoUrl } from './api/get-videos.ts';

/** Video page for any area (`?t={title}&i={id}`): loading text, then the title and the mp4, or "Recurso no encontrado". */
export function VideoPlayerPage({ basePath }: { basePath: string }) {
  const [params] = useSearchParams();
  const id = params.get('i') ?? '';
  const titulo = params.get('t') ?? '';
  const valid = /^\d+$/.test(id);
  const check = useQuery({
    queryKey: ['video', 'disponible', id],
    queryFn: () => videoDisponible(id),
    enabled: valid,
  });

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
              src={videoUrl(id)}
              controls
              preload="metadata"
              style={{ width: '100%', borderRadius: 8, background: '#000' }}
              data-testid="tutorial-video"
            >
              <track kind="captions" src={subtitulosUrl(id)} srcLang="es" label="Español" default />
            </video>
          </>
        ) : (
          <Text c="dimmed">{MSG.recursoNoEncontrado}</Text>
        )}
      </Card>
    </>
  );
}

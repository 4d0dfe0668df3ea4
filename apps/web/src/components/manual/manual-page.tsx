import { AspectRatio, Card, Center, Image, Loader, SimpleGrid, Text } from '@mantine/core';
import { Link } from 'react-router';
import { MSG } from '@agro/domain/messages';
import { PageHeader } from '../ui/page-header.tsx';
import { useVideos, type Manual } from './api/get-videos.ts';
import { thumbnailUrl } from './api/miniatura-video.ts';

/** Manual page for any area: one tile per tutorial, opening `{basePath}/videos?t={title}&i={id}`. */
export function ManualPage({
  manual,
  basePath,
  title = 'Manual',
}: {
  manual: Manual;
  basePath: string;
  title?: string;
}) {
  const videos = useVideos(manual);
  return (
    <>
      <PageHeader title={title} subtitle="Videos tutoriales para aprender a usar la plataforma." />
      {videos.isPending ? (
        <Center py="xl">
          <Loader aria-label="Cargando videos" />
        </Center>
      ) : !videos.data?.length ? (
        <Text c="dimmed">{MSG.recursoNoEncontrado}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {videos.data.map((v) => (
            <Card
              key={v.video_id}
              component={Link}
              to={`${basePath}/videos?t=${encodeURIComponent(v.titulo)}&i=${v.video_id}`}
              withBorder
              padding="sm"
              aria-label={v.titulo}
            >
              <Card.Section>
                <AspectRatio ratio={16 / 9}>
                  <Image
                    src={thumbnailUrl(manual, v.video_id)}
                    alt=""
                    fallbackSrc="/public/img/logo-mark.svg"
                  />
                </AspectRatio>
              </Card.Section>
              <Text fw={600} mt="sm">
                {v.titulo}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </>
  );
}

import { Badge, Card, Group, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconClipboardCheck, IconFileDollar, IconPlugConnected } from '@tabler/icons-react';

const PASOS = [
  {
    icon: IconClipboardCheck,
    titulo: 'Evaluación y análisis',
    texto:
      'Conversamos contigo y visitamos tu predio: cultivos, superficie, riego y conectividad. Con eso definimos qué plan EDEB le sirve a tu campo.',
  },
  {
    icon: IconFileDollar,
    titulo: 'Cotización',
    texto:
      'Te enviamos una cotización clara según hectáreas, territorios y plan elegido, sin letra chica. Si tienes dudas, la revisamos juntos.',
  },
  {
    icon: IconPlugConnected,
    titulo: 'Instalación y acceso',
    texto:
      'Instalamos los sensores, coordinamos los vuelos y activamos tus cuentas. Desde la primera semana verás imágenes, videos y resúmenes en la plataforma.',
  },
];

/** The three steps of contracting EDEB (home page). */
export function HowItWorks() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
      {PASOS.map((p, i) => (
        <Card key={p.titulo} withBorder radius="lg" padding="xl" shadow="sm">
          <Group justify="space-between" mb="md">
            <ThemeIcon size={52} radius="md" variant="light" color="agro">
              <p.icon size={28} />
            </ThemeIcon>
            <Badge variant="light" color="agro" size="lg" radius="sm">
              Paso {i + 1}
            </Badge>
          </Group>
          <Title order={3} size="h4" mb="xs">
            {p.titulo}
          </Title>
          <Text c="dimmed" size="sm">
            {p.texto}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}

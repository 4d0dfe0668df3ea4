import { Badge, Box, Button, Card, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBrandWhatsapp, IconDrone, IconLeaf, IconStack2 } from '@tabler/icons-react';
import { whatsappLink } from '@agro/domain/format';
import { MSG } from '@agro/domain/messages';
import { useContacto } from '../../../components/support/api/get-contacto.ts';
import { PlanTable } from '../components/plan-table.tsx';
import { Section } from '../components/section.tsx';

const PLANES = [
  {
    nombre: 'EDEB',
    icon: IconLeaf,
    texto: 'Imágenes foliares, video y resúmenes de tus cultivos tomados con drones.',
  },
  {
    nombre: 'EDEB Sensores',
    icon: IconDrone,
    texto: 'Sensores de suelo y clima en terreno, con imágenes, video y resúmenes de sus mediciones.',
  },
  {
    nombre: 'EDEB Full',
    icon: IconStack2,
    texto: 'Todo lo anterior en un solo plan, con atención prioritaria para tu equipo.',
    destacado: true,
  },
];

/** /servicios: plans and their comparison (docs/RULES.md#areas-and-routes). */
export function ServiciosPage() {
  const { contacto } = useContacto();
  const waHref = whatsappLink(contacto.fono_contacto_principal, MSG.waInfoEdeb);

  return (
    <Section
      title="Nuestros planes"
      subtitle="Elige el nivel de monitoreo que necesita tu campo. Todos incluyen acceso a la plataforma, resúmenes semanales y soporte técnico."
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg" mb={48}>
        {PLANES.map((p) => (
          <Card
            key={p.nombre}
            withBorder
            radius="lg"
            padding="xl"
            shadow={p.destacado ? 'md' : 'xs'}
            style={p.destacado ? { borderColor: 'var(--mantine-color-agro-6)', borderWidth: 2 } : undefined}
          >
            <Stack gap="sm" h="100%">
              <ThemeIcon size={48} radius="md" variant="light" color="agro">
                <p.icon size={26} />
              </ThemeIcon>
              <Title order={3} size="h3">
                {p.nombre}
              </Title>
              {p.destacado && (
                <Box>
                  <Badge color="agro">Más completo</Badge>
                </Box>
              )}
              <Text c="dimmed" size="sm" style={{ flex: 1 }}>
                {p.texto}
              </Text>
              <Button
                component="a"
                href={waHref}
                target="_blank"
                rel="noopener noreferrer"
                color="green"
                variant={p.destacado ? 'filled' : 'light'}
                leftSection={<IconBrandWhatsapp size={18} />}
                aria-label={`Contactar por ${p.nombre}`}
              >
                Contactar
              </Button>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      <Text size="sm" c="dimmed" ta="center" mb="xs" hiddenFrom="sm">
        Desliza la tabla hacia el lado para comparar los tres planes.
      </Text>
      <Paper withBorder radius="lg" shadow="xs" p={{ base: 0, sm: 'xs' }}>
        <PlanTable />
      </Paper>
    </Section>
  );
}

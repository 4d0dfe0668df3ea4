import { Box, Button, Center, Grid, Image, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconCheck, IconHelpCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useContacto } from '../../../components/support/api/get-contacto.ts';
import { ClientLogos } from '../components/client-logos.tsx';
import { ContactLinks } from '../components/contact-links.tsx';
import { HowItWorks } from '../components/how-it-works.tsx';
import { ImageCarousel, type Slide } from '../components/image-carousel.tsx';
import { Section } from '../components/section.tsx';

function Caption({ kicker, title, text }: { kicker: string; title: string; text: string }) {
  return (
    <Stack gap="sm" maw={560} c="white">
      <Text tt="uppercase" fw={700} size="sm" c="agro.2" style={{ letterSpacing: 1.5 }}>
        {kicker}
      </Text>
      <Text fw={800} lh={1.15} fz={{ base: 28, sm: 40, md: 48 }}>
        {title}
      </Text>
      <Text fz={{ base: 'sm', sm: 'lg' }} c="gray.1">
        {text}
      </Text>
    </Stack>
  );
}

const SLIDES: Slide[] = [
  {
    src: '/public/img/slide-campo.svg',
    alt: 'Campo cultivado con hileras verdes y la cordillera al fondo',
    caption: (
      <Caption
        kicker="Monitoreo digital de cultivos"
        title="Conoce el estado de tu campo cada semana"
        text="Imágenes, videos y resúmenes de tus territorios en un solo lugar, listos para descargar."
      />
    ),
  },
  {
    src: '/public/img/slide-dron.svg',
    alt: 'Dron sobrevolando un viñedo junto a un sensor de terreno',
    caption: (
      <Caption
        kicker="Drones y sensores"
        title="Datos de precisión para decidir a tiempo"
        text="Índices de vigor, humedad y clima de tus predios, medidos en terreno y explicados en simple."
      />
    ),
  },
];

const BENEFICIOS = [
  'Imágenes foliares y videos de cada territorio',
  'Sensores de suelo y clima instalados en tu predio',
  'Resúmenes semanales y mensuales descargables',
  'Acceso para todo tu equipo desde cualquier dispositivo',
];

// The contact data arrives after the page has painted: only these links render again, not the whole page
// (on a slow phone that re-render was one long task).
function HomeContactLinks() {
  const { contacto } = useContacto();
  return <ContactLinks contacto={contacto} />;
}

/** /home: landing page (docs/RULES.md#areas-and-routes). */
export function HomePage() {
  return (
    <>
      <ImageCarousel slides={SLIDES} label="Agro Monitoreo en terreno" />
      <Introduccion />
      <QueEsEdeb />
      <Section
        title="Nuestros clientes"
        subtitle="Empresas agrícolas de norte a sur ya monitorean sus cultivos con nosotros. Haz clic en un logo para conocer su experiencia."
      >
        <ClientLogos />
      </Section>

      <ComoFunciona />
      <Conversamos />
    </>
  );
}

function Introduccion() {
  return (
    <Section>
      <Stack align="center" ta="center" gap="md" maw={820} mx="auto">
        <Title order={1} fz={{ base: 30, sm: 40 }} lh={1.2}>
          La agronomía evolucionó: del cuaderno de campo a los datos de precisión
        </Title>
        <Text size="lg" c="dimmed">
          Durante generaciones el campo chileno se manejó con la experiencia y la vista. Hoy los drones, los
          sensores y el análisis de imágenes permiten ver lo que el ojo no alcanza: el vigor de cada hilera,
          la humedad del suelo y los cambios semana a semana.
        </Text>
      </Stack>
    </Section>
  );
}

function QueEsEdeb() {
  return (
    <Section bg="white">
      <Grid gap={48} align="center">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="md">
            <Title order={2}>¿Qué es EDEB?</Title>
            <Text>
              EDEB es nuestro servicio de monitoreo de cultivos. Recorremos tus predios con drones y sensores,
              procesamos la información y te la entregamos ordenada por territorio y por periodo en la
              plataforma Agro Monitoreo.
            </Text>
            <List
              spacing="xs"
              icon={
                <ThemeIcon color="agro" size={22} radius="xl">
                  <IconCheck size={14} />
                </ThemeIcon>
              }
            >
              {BENEFICIOS.map((b) => (
                <List.Item key={b}>{b}</List.Item>
              ))}
            </List>
            <Box>
              <Button component={Link} to="/servicios" size="md" rightSection={<IconArrowRight size={18} />}>
                Digitaliza tu campo hoy
              </Button>
            </Box>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Image
            src="/public/img/que-es-edeb.svg"
            alt="Panel de la plataforma con mapa de parcelas y un sensor en terreno"
            radius="lg"
          />
        </Grid.Col>
      </Grid>
    </Section>
  );
}

function ComoFunciona() {
  return (
    <Section bg="white" title="¿Cómo funciona?" subtitle="Tres pasos para tener tu campo monitoreado.">
      <HowItWorks />
      <Center mt={40}>
        <Button
          component={Link}
          to="/servicios"
          size="md"
          variant="outline"
          rightSection={<IconArrowRight size={18} />}
        >
          Conoce más aquí
        </Button>
      </Center>
    </Section>
  );
}

function Conversamos() {
  return (
    <Section>
      <Paper radius="lg" p={{ base: 'lg', sm: 48 }} shadow="sm" withBorder>
        <Stack align="center" ta="center" gap="lg">
          <Title order={2}>¿Conversamos?</Title>
          <Text c="dimmed" maw={560}>
            Escríbenos por WhatsApp o por correo y te ayudamos a elegir el plan adecuado para tu campo.
          </Text>
          <HomeContactLinks />
          <Button
            component={Link}
            to="/preguntas-frecuentes"
            variant="light"
            leftSection={<IconHelpCircle size={18} />}
          >
            Ver Preguntas Frecuentes
          </Button>
        </Stack>
      </Paper>
    </Section>
  );
}

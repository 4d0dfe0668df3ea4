import { Card, Grid, Image, SimpleGrid, Stack, Tabs, Text, ThemeIcon, Title } from '@mantine/core';
import { IconEye, IconHeartHandshake, IconPlant2, IconTarget, IconUsersGroup } from '@tabler/icons-react';
import { useState } from 'react';
import { Section } from '../components/section.tsx';
import classes from './nosotros-page.module.css';

type Tab = 'mision' | 'vision';

const VALORES = [
  {
    icon: IconPlant2,
    titulo: 'Campo primero',
    texto: 'Diseñamos cada reporte pensando en quien toma decisiones en terreno.',
  },
  {
    icon: IconHeartHandshake,
    titulo: 'Cercanía',
    texto: 'Acompañamos a cada cliente desde la evaluación hasta el día a día.',
  },
  {
    icon: IconUsersGroup,
    titulo: 'Trabajo en equipo',
    texto: 'Agrónomos e ingenieros trabajando juntos por datos útiles y confiables.',
  },
];

/** /nosotros: who we are, with the Misión / Visión card (docs/RULES.md#areas-and-routes). */
export function NosotrosPage() {
  return (
    <>
      <QuienesSomos />
      <MisionVision />
      <LoQueNosMueve />
    </>
  );
}

function QuienesSomos() {
  return (
    <Section>
      <Grid gap={48} align="center">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="md">
            <Text tt="uppercase" fw={700} c="agro.7" size="sm" style={{ letterSpacing: 1.5 }}>
              Nosotros
            </Text>
            <Title order={1}>Tecnología agrícola hecha en Chile</Title>
            <Text size="lg" c="dimmed">
              Somos un equipo de agrónomos, ingenieros y desarrolladores que cree que la información de
              calidad debe estar al alcance de todo productor, grande o pequeño. Desde Santiago acompañamos a
              campos de norte a sur con monitoreo por drones, sensores en terreno y reportes simples de
              entender.
            </Text>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Image
            src="/public/img/nosotros.svg"
            alt="Brote creciendo junto a un sensor de suelo"
            radius="lg"
          />
        </Grid.Col>
      </Grid>
    </Section>
  );
}

function MisionVision() {
  const [tab, setTab] = useState<Tab>('mision');
  return (
    <Section bg="white">
      <Card withBorder radius="lg" shadow="sm" padding="xl" maw={820} mx="auto">
        <Tabs
          keepMounted={false}
          value={tab}
          onChange={(v) => setTab(v === 'vision' ? 'vision' : 'mision')}
          color="agro"
          variant="pills"
          radius="xl"
        >
          <Tabs.List justify="center" mb="xl">
            <Tabs.Tab value="mision" leftSection={<IconTarget size={18} />}>
              Misión
            </Tabs.Tab>
            <Tabs.Tab value="vision" leftSection={<IconEye size={18} />}>
              Visión
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="mision" className={classes.mision}>
            <Stack gap="sm">
              <Title order={2} size="h3">
                Nuestra misión
              </Title>
              <Text>
                Entregar a los productores agrícolas información precisa y oportuna sobre el estado de sus
                cultivos, combinando drones, sensores y análisis de imágenes, para que tomen mejores
                decisiones de riego, nutrición y cosecha con menos incertidumbre.
              </Text>
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="vision" className={classes.vision}>
            <Stack gap="sm">
              <Title order={2} size="h3">
                Nuestra visión
              </Title>
              <Text>
                Ser la plataforma de monitoreo agrícola de referencia en Chile y Latinoamérica, impulsando una
                agricultura más productiva y sustentable, donde cada hectárea se gestione con datos.
              </Text>
            </Stack>
          </Tabs.Panel>
        </Tabs>
      </Card>
    </Section>
  );
}

function LoQueNosMueve() {
  return (
    <Section title="Lo que nos mueve">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {VALORES.map((v) => (
          <Card key={v.titulo} withBorder radius="lg" padding="xl">
            <ThemeIcon size={44} radius="md" variant="light" color="agro" mb="md">
              <v.icon size={24} />
            </ThemeIcon>
            <Title order={3} size="h4" mb={6}>
              {v.titulo}
            </Title>
            <Text size="sm" c="dimmed">
              {v.texto}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Section>
  );
}

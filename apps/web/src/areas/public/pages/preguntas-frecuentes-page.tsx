import { Accordion, Anchor, Card, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBrandWhatsapp, IconMail } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { whatsappLink } from '@agro/domain/format';
import { MSG } from '@agro/domain/messages';
import { fonoVisible, useContacto } from '../../../components/support/api/get-contacto.ts';
import { Section } from '../components/section.tsx';

const PREGUNTAS = [
  {
    pregunta: '¿Con quién me debo contactar para la instalación?',
    respuesta:
      'Escríbenos por WhatsApp o al correo de contacto. Un especialista de nuestro equipo revisará tu predio contigo, coordinará la visita técnica y te acompañará durante toda la instalación de los equipos.',
  },
  {
    pregunta: '¿Cuál es el costo del EDEB?',
    respuesta:
      'El valor depende del plan (EDEB, EDEB Sensores o EDEB Full), de la superficie y de la cantidad de territorios a monitorear. Después de una breve evaluación te enviamos una cotización a la medida, sin compromiso.',
  },
  {
    pregunta: '¿El despacho es gratuito?',
    respuesta:
      'Sí. El despacho de los sensores y equipos a tu predio y su instalación están incluidos en el servicio contratado, en todo Chile continental.',
  },
  {
    pregunta: '¿Los datos son accesibles en el sitio web?',
    respuesta:
      'Sí. Con tu cuenta ingresas desde "Mi Cuenta" y ves las imágenes, videos y resúmenes de cada territorio, ordenados por semana y por mes, listos para ver en línea o descargar. Los datos nuevos pueden tardar hasta 24 horas en aparecer.',
  },
];

function ContactCard(props: { icon: ReactNode; title: string; text: string; children: ReactNode }) {
  return (
    <Card withBorder radius="lg" padding="xl" shadow="sm">
      <Stack gap="sm" align="flex-start">
        {props.icon}
        <Title order={3} size="h4">
          {props.title}
        </Title>
        <Text c="dimmed" size="sm">
          {props.text}
        </Text>
        {props.children}
      </Stack>
    </Card>
  );
}

/** /preguntas-frecuentes: four questions, the first open, and contact cards (docs/RULES.md#areas-and-routes). */
export function PreguntasFrecuentesPage() {
  const { contacto } = useContacto();
  return (
    <Section title="Preguntas Frecuentes" subtitle="Resolvemos las dudas más comunes sobre el servicio EDEB.">
      <Accordion defaultValue="0" variant="separated" radius="md" maw={860} mx="auto" mb={56}>
        {PREGUNTAS.map((p, i) => (
          <Accordion.Item key={p.pregunta} value={String(i)} bg="white">
            <Accordion.Control>
              <Text fw={600}>{p.pregunta}</Text>
            </Accordion.Control>
            <Accordion.Panel>
              <Text c="dimmed">{p.respuesta}</Text>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" maw={860} mx="auto">
        <ContactCard
          icon={
            <ThemeIcon color="green" size={48} radius="md">
              <IconBrandWhatsapp size={28} />
            </ThemeIcon>
          }
          title="WhatsApp"
          text="Atención 24/7. Escríbenos y te ayudamos con cualquier problema del servicio."
        >
          <Anchor
            href={whatsappLink(contacto.fono_contacto_principal, MSG.waSoporte)}
            target="_blank"
            rel="noopener noreferrer"
            fw={600}
          >
            Escribir al {fonoVisible(contacto.fono_contacto_principal)}
          </Anchor>
        </ContactCard>
        <ContactCard
          icon={
            <ThemeIcon color="agro" size={48} radius="md">
              <IconMail size={28} />
            </ThemeIcon>
          }
          title="Correo electrónico"
          text="Para consultas específicas, cotizaciones o envío de documentos."
        >
          <Anchor href={`mailto:${contacto.email_contacto}`} fw={600}>
            {contacto.email_contacto}
          </Anchor>
        </ContactCard>
      </SimpleGrid>
    </Section>
  );
}

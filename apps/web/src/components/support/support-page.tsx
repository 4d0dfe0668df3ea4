import { Accordion, Anchor, Card, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBrandWhatsapp, IconMail } from '@tabler/icons-react';
import { whatsappLink } from '@agro/domain/format';
import { MSG } from '@agro/domain/messages';
import { PageHeader } from '../ui/page-header.tsx';
import { useContacto } from './api/get-contacto.ts';

export interface FaqItem {
  pregunta: string;
  respuesta: string;
}

/** Contact/FAQ page for any area: the given FAQ (first open), WhatsApp with the support text (24/7) and mailto. */
export function SupportPage({ faqs, title = 'Contacto' }: { faqs: FaqItem[]; title?: string }) {
  const { contacto } = useContacto();
  return (
    <Stack gap="lg" maw={1000}>
      <PageHeader title={title} subtitle="Preguntas frecuentes y canales de soporte." />
      <Accordion defaultValue="0" variant="separated" radius="md">
        {faqs.map((f, i) => (
          <Accordion.Item key={f.pregunta} value={String(i)} bg="white">
            <Accordion.Control>
              <Text fw={600}>{f.pregunta}</Text>
            </Accordion.Control>
            <Accordion.Panel>
              <Text c="dimmed">{f.respuesta}</Text>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Card withBorder padding="lg">
          <Stack gap="xs" align="flex-start">
            <ThemeIcon color="green" size={44} radius="md">
              <IconBrandWhatsapp size={26} />
            </ThemeIcon>
            <Title order={3} size="h4">
              WhatsApp
            </Title>
            <Text size="sm" c="dimmed">
              Atención 24/7. Escríbenos y te ayudamos con cualquier problema del servicio.
            </Text>
            {contacto && (
              <Anchor
                href={whatsappLink(contacto.fono_contacto_principal, MSG.waSoporte)}
                target="_blank"
                rel="noopener noreferrer"
                fw={600}
              >
                Escribir al +{contacto.fono_contacto_principal.replace(/\D/g, '')}
              </Anchor>
            )}
          </Stack>
        </Card>
        <Card withBorder padding="lg">
          <Stack gap="xs" align="flex-start">
            <ThemeIcon size={44} radius="md">
              <IconMail size={26} />
            </ThemeIcon>
            <Title order={3} size="h4">
              Correo electrónico
            </Title>
            <Text size="sm" c="dimmed">
              Para consultas específicas sobre tus informes o tu cuenta.
            </Text>
            {contacto && (
              <Anchor href={`mailto:${contacto.email_contacto}`} fw={600}>
                {contacto.email_contacto}
              </Anchor>
            )}
          </Stack>
        </Card>
      </SimpleGrid>
    </Stack>
  );
}

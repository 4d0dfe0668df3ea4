import {
  Anchor,
  Box,
  Container,
  Divider,
  Group,
  SimpleGrid,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandWhatsapp,
  IconMail,
  IconMapPin,
} from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { whatsappLink } from '@agro/domain/format';
import { BrandMark } from '../../../components/ui/brand-mark.tsx';
import { fonoVisible, useContacto, type Contacto } from '../../../components/support/api/get-contacto.ts';
import { lineaPie } from './site-footer-state.ts';

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs">
      <Text fw={700} c="white" tt="uppercase" size="xs" style={{ letterSpacing: 1 }}>
        {title}
      </Text>
      {children}
    </Stack>
  );
}

const linkProps = { c: 'agro.1', size: 'sm', underline: 'hover' } as const;

/** Public footer (docs/RULES.md#areas-and-routes): quick links, social links, contact block and the toggling copyright line. */
export function SiteFooter() {
  const { contacto } = useContacto();
  return (
    <Box component="footer" bg="agro.9" c="agro.0" pt={48} pb="lg">
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xl">
          <Stack gap="sm">
            <BrandMark light />
            <Text size="sm" c="agro.1" maw={280}>
              Monitoreo digital de cultivos para el campo chileno: imágenes, sensores y reportes semanales de
              tus predios.
            </Text>
          </Stack>
          <Column title="Enlaces rápidos">
            <Anchor component={Link} to="/home" {...linkProps}>
              Inicio
            </Anchor>
            <Anchor component={Link} to="/servicios" {...linkProps}>
              Servicios
            </Anchor>
          </Column>
          <Redes contacto={contacto} />
          <ColumnaContacto contacto={contacto} />
        </SimpleGrid>
        <Divider my="lg" color="agro.7" />
        <Copyright />
      </Container>
    </Box>
  );
}

function Redes({ contacto }: { contacto: Contacto }) {
  return (
    <Column title="Síguenos">
      {[
        { href: contacto.facebook_url, label: 'Facebook', icon: <IconBrandFacebook size={18} /> },
        { href: contacto.instagram_url, label: 'Instagram', icon: <IconBrandInstagram size={18} /> },
        { href: contacto.linkedin_url, label: 'LinkedIn', icon: <IconBrandLinkedin size={18} /> },
      ].map((s) => (
        <Anchor key={s.label} href={s.href} target="_blank" rel="noopener noreferrer" {...linkProps}>
          <Group gap={8} wrap="nowrap" component="span">
            {s.icon}
            {s.label}
          </Group>
        </Anchor>
      ))}
    </Column>
  );
}

function ColumnaContacto({ contacto }: { contacto: Contacto }) {
  return (
    <Column title="Contacto">
      <Anchor
        href={whatsappLink(contacto.fono_contacto_principal)}
        target="_blank"
        rel="noopener noreferrer"
        {...linkProps}
      >
        <Group gap={8} wrap="nowrap" component="span">
          <IconBrandWhatsapp size={18} />
          {fonoVisible(contacto.fono_contacto_principal)}
        </Group>
      </Anchor>
      <Anchor href={`mailto:${contacto.email_contacto}`} {...linkProps}>
        <Group gap={8} wrap="nowrap" component="span">
          <IconMail size={18} />
          {contacto.email_contacto}
        </Group>
      </Anchor>
      <Group gap={8} wrap="nowrap" align="flex-start">
        <IconMapPin size={18} style={{ flexShrink: 0, marginTop: 2 }} />
        <Text size="sm" c="agro.1" component="address" style={{ fontStyle: 'normal' }}>
          {contacto.direccion}
        </Text>
      </Group>
    </Column>
  );
}

// A click on the copyright line shows the developers' credits, and another brings it back.
function Copyright() {
  const [creditos, setCreditos] = useState(false);
  return (
    <Group justify="center">
      <UnstyledButton
        onClick={() => setCreditos((c) => !c)}
        title={creditos ? 'Volver al copyright' : 'Ver créditos'}
        data-testid="footer-copyright"
      >
        <Text size="sm" c="agro.2" ta="center">
          {lineaPie(creditos, new Date().getFullYear())}
        </Text>
      </UnstyledButton>
    </Group>
  );
}

import { Anchor, Group, ThemeIcon } from '@mantine/core';
import { IconBrandWhatsapp, IconMail } from '@tabler/icons-react';
import { whatsappLink } from '@agro/domain/format';
import { fonoVisible, type Contacto } from '../../../components/support/api/get-contacto.ts';

/** WhatsApp (main phone, with a plus) and mailto links of the site contact configuration. */
export function ContactLinks({ contacto, waText }: { contacto: Contacto; waText?: string }) {
  return (
    <Group gap="xl" justify="center">
      <Anchor
        href={whatsappLink(contacto.fono_contacto_principal, waText)}
        target="_blank"
        rel="noopener noreferrer"
        fw={600}
        c="dark"
      >
        <Group gap="xs" component="span" wrap="nowrap">
          <ThemeIcon color="green" radius="xl" size="lg" component="span">
            <IconBrandWhatsapp size={20} />
          </ThemeIcon>
          {fonoVisible(contacto.fono_contacto_principal)}
        </Group>
      </Anchor>
      <Anchor href={`mailto:${contacto.email_contacto}`} fw={600} c="dark">
        <Group gap="xs" component="span" wrap="nowrap">
          <ThemeIcon color="agro" radius="xl" size="lg" component="span">
            <IconMail size={20} />
          </ThemeIcon>
          {contacto.email_contacto}
        </Group>
      </Anchor>
    </Group>
  );
}

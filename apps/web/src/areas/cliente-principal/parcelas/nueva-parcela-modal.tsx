import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import { whatsappLink } from '@agro/domain/format';
import { MSG } from '@agro/domain/messages';
import { useContacto } from '../../../components/support/api/get-contacto.ts';

/** Adding a territory is not self-service: this modal sends the client to the provider on WhatsApp (docs/RULES.md). */
export function NuevaParcelaModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { contacto } = useContacto();
  const fono = contacto?.fono_contacto_principal;
  return (
    <Modal opened={opened} onClose={onClose} title="Agregar nuevo territorio" centered>
      <Stack gap="md">
        <Text>{MSG.nuevoTerritorioInfo}</Text>
        {fono && (
          <Text size="sm" c="dimmed">
            Teléfono de contacto: +{fono}
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cerrar
          </Button>
          <Button
            component="a"
            href={fono ? whatsappLink(fono, MSG.waNuevoTerritorio) : undefined}
            target="_blank"
            rel="noopener noreferrer"
            color="green"
            leftSection={<IconBrandWhatsapp size={18} />}
            disabled={!fono}
          >
            Contactar por WhatsApp
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

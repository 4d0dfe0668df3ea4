import { Button, Group } from '@mantine/core';
import { IconCash, IconEye, IconUpload } from '@tabler/icons-react';
import { Link } from 'react-router';

/** Shortcuts of the detail pages to Ver Información, Finanzas and Subir Información for this client (and territory). */
export function Shortcuts({ cp, rel }: { cp: number; rel?: number }) {
  const q = `?e=${cp}${rel ? `&t=${rel}` : ''}`;
  return (
    <Group gap="xs" wrap="wrap">
      <Button
        component={Link}
        to={`/admin/ver-informacion${q}`}
        variant="light"
        size="xs"
        leftSection={<IconEye size={14} />}
      >
        Ver informes
      </Button>
      <Button
        component={Link}
        to={`/admin/finanzas${q}`}
        variant="light"
        size="xs"
        leftSection={<IconCash size={14} />}
      >
        Finanzas
      </Button>
      <Button
        component={Link}
        to={`/admin/subir-info${q}`}
        variant="light"
        size="xs"
        leftSection={<IconUpload size={14} />}
      >
        Subir información
      </Button>
    </Group>
  );
}

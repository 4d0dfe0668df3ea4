import { Button } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { Link } from 'react-router';

/** The registries' "Más Información" link to a detail page. */
export function MasInfoButton({ to, label }: { to: string; label: string }) {
  return (
    <Button
      component={Link}
      to={to}
      size="compact-sm"
      variant="light"
      leftSection={<IconInfoCircle size={14} />}
      // The visible word starts the accessible name (WCAG 2.5.3).
      aria-label={`Ver: ${label}`}
    >
      Ver
    </Button>
  );
}

import { Group, List, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { passwordChecks } from '@agro/domain/rules';

/** Live list of the password rule's requirements, each ticked as it is met. */
export function PasswordChecklist({ password, confirm }: { password: string; confirm?: string }) {
  const items = passwordChecks(password);
  if (confirm !== undefined)
    items.push({ label: 'Ambas contraseñas coinciden', ok: password !== '' && password === confirm });
  return (
    <List spacing={4} size="sm" aria-label="Requisitos de la contraseña" listStyleType="none">
      {items.map((c) => (
        <List.Item key={c.label} data-ok={c.ok}>
          <Group gap={8} wrap="nowrap">
            <ThemeIcon size={18} radius="xl" color={c.ok ? 'agro' : 'gray.4'} component="span">
              {c.ok ? <IconCheck size={12} /> : <IconX size={12} />}
            </ThemeIcon>
            <Text size="sm" c={c.ok ? 'agro.9' : 'dimmed'} component="span">
              {c.label}
              <VisuallyHidden>{c.ok ? ' (cumplido)' : ' (pendiente)'}</VisuallyHidden>
            </Text>
          </Group>
        </List.Item>
      ))}
    </List>
  );
}

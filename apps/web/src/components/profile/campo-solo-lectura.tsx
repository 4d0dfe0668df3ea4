import { TextInput } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';

/**
 * A profile value the user cannot change (e-mail, id, position): dark text on a light grey field
 * (≥ 4.5:1, issue 28: it was grey on grey), a lock and "No editable" so it does not pass for an input.
 * Read-only rather than disabled: it can still be focused, read and copied.
 */
export function CampoSoloLectura({ label, value }: { label: string; value: string }) {
  return (
    <TextInput
      label={label}
      value={value}
      readOnly
      description="No editable"
      rightSection={<IconLock size={16} aria-hidden />}
      styles={{
        input: {
          backgroundColor: 'var(--mantine-color-gray-1)',
          borderStyle: 'dashed',
          color: 'var(--mantine-color-gray-9)',
          cursor: 'default',
        },
        section: { color: 'var(--mantine-color-gray-7)' },
      }}
      data-testid="campo-solo-lectura"
    />
  );
}

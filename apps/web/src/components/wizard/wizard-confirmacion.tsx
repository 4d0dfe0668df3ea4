import { Checkbox, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface SeccionConfirmacion {
  title: string;
  items: { label: string; value: ReactNode }[];
}

/** The wizards' confirm step: a summary of what will be sent and the confirm checkbox that enables sending. */
export function WizardConfirmacion({
  sections,
  checked,
  onChange,
  checkboxLabel = 'Confirmo que los datos ingresados son correctos',
}: {
  sections: SeccionConfirmacion[];
  checked: boolean;
  onChange: (v: boolean) => void;
  checkboxLabel?: string;
}) {
  return (
    <Stack gap="lg">
      {sections.map((s) => (
        <div key={s.title}>
          <Title order={5} mb="xs">
            {s.title}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="xs" verticalSpacing="xs">
            {s.items.map((i) => (
              <div key={i.label}>
                <Text size="xs" c="dimmed">
                  {i.label}
                </Text>
                <Text size="sm" style={{ wordBreak: 'break-word' }}>
                  {i.value === '' || i.value === null || i.value === undefined ? '—' : i.value}
                </Text>
              </div>
            ))}
          </SimpleGrid>
        </div>
      ))}
      <Checkbox label={checkboxLabel} checked={checked} onChange={(e) => onChange(e.currentTarget.checked)} />
    </Stack>
  );
}

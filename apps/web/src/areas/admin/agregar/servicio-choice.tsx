import { Radio, SimpleGrid, Text } from '@mantine/core';
import type { TipoServicio } from '@agro/domain/constants';
import type { WizardStep } from '../../../components/wizard/wizard.tsx';

const OPCIONES: { value: TipoServicio; label: string; text: string }[] = [
  { value: 'EDEB Foliar', label: 'Foliar', text: 'Imágenes, video y resúmenes foliares (EDEB).' },
  { value: 'EDEB Sensores', label: 'Sensores', text: 'Imágenes, video y resúmenes de sensores.' },
  { value: 'EDEB Full', label: 'Full', text: 'EDEB y EDEB Sensores.' },
];

/** The service choice (Foliar, Sensores or Full), stored as 'EDEB {choice}'. */
export function ServicioChoice({
  value,
  onChange,
}: {
  value: TipoServicio | null;
  onChange: (v: TipoServicio) => void;
}) {
  return (
    <Radio.Group
      value={value}
      onChange={(v) => onChange(v as TipoServicio)}
      label="Tipo de servicio"
      withAsterisk
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }} mt="xs">
        {OPCIONES.map((o) => (
          <Radio.Card key={o.value} value={o.value} p="md" radius="md" aria-label={o.value}>
            <Radio.Indicator />
            <Text fw={700} mt="xs">
              {o.label}
            </Text>
            <Text size="sm" c="dimmed">
              {o.text}
            </Text>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}

/** The wizard step that picks the service: it goes on only once one is chosen. */
export const pasoServicio = (
  label: string,
  value: TipoServicio | null,
  onChange: (v: TipoServicio) => void,
): WizardStep => ({
  label,
  canNext: value !== null,
  content: <ServicioChoice value={value} onChange={onChange} />,
});

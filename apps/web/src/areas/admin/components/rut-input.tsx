import { TextInput, type TextInputProps } from '@mantine/core';
import { formatRut } from '@agro/domain/rules';

/** A RUT field that formats while typing: only digits and K, thousands dots, dash before the check digit (docs/RULES.md#validation). */
export function RutInput({
  value,
  onChange,
  ...rest
}: Omit<TextInputProps, 'value' | 'onChange'> & { value?: string; onChange: (v: string) => void }) {
  return (
    <TextInput
      {...rest}
      placeholder="Ej.: 12.345.678-5"
      maxLength={12}
      value={value ?? ''}
      onChange={(e) => onChange(formatRut(e.currentTarget.value))}
    />
  );
}

import { TextInput, type TextInputProps } from '@mantine/core';
import { PHONE_PREFIX } from '@agro/domain/constants';
import { formatPhone } from '@agro/domain/rules';

/** A mobile phone field: the fixed +569 prefix and 8 digits (docs/RULES.md#validation); `value` is the whole +569XXXXXXXX. */
export function PhoneInput({
  value,
  onChange,
  ...rest
}: Omit<TextInputProps, 'value' | 'onChange'> & { value?: string; onChange: (v: string) => void }) {
  const v = value ?? '';
  const digits = v.startsWith(PHONE_PREFIX)
    ? v.slice(PHONE_PREFIX.length)
    : formatPhone(v).slice(PHONE_PREFIX.length);
  return (
    <TextInput
      {...rest}
      type="tel"
      inputMode="numeric"
      // The prefix keeps a gap from the border and from the digits typed after it.
      leftSection={PHONE_PREFIX}
      leftSectionWidth={56}
      leftSectionProps={{ style: { paddingInlineStart: 10, justifyContent: 'flex-start' } }}
      styles={{ input: { paddingInlineStart: 58 } }}
      placeholder="Ej.: 12345678"
      value={digits}
      onChange={(e) => {
        // 8 digits after the fixed prefix; a whole number typed or pasted (9 1234 5678, +56 9 ...) is normalised.
        const d = e.currentTarget.value.replace(/\D/g, '');
        onChange(d.length > 8 ? formatPhone(d) : PHONE_PREFIX + d);
      }}
    />
  );
}

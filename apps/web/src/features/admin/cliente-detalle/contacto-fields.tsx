import { SimpleGrid, TextInput } from '@mantine/core';
import { PHONE_PREFIX } from '@agro/domain/constants';
import { PhoneInput } from '../components/phone-input.tsx';

export interface ContactoValores {
  nombre: string;
  apellido: string;
  email: string;
  telefono: string;
  cargo: string;
}

export const contactoVacio = (): ContactoValores => ({
  nombre: '',
  apellido: '',
  email: '',
  telefono: PHONE_PREFIX,
  cargo: '',
});

/** The fields of one company contact (Agregar CP steps 2–3 and the modify modal). */
export function ContactoFields({
  value,
  onChange,
  errores,
  prefix = '',
}: {
  value: ContactoValores;
  onChange: (v: ContactoValores) => void;
  errores: Record<string, string>;
  prefix?: string;
}) {
  const set = (k: keyof ContactoValores) => (v: string) => onChange({ ...value, [k]: v });
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <TextInput
        label="Nombre"
        required
        value={value.nombre}
        onChange={(e) => set('nombre')(e.currentTarget.value)}
        error={errores[`${prefix}nombre`]}
      />
      <TextInput
        label="Apellido"
        required
        value={value.apellido}
        onChange={(e) => set('apellido')(e.currentTarget.value)}
        error={errores[`${prefix}apellido`]}
      />
      <TextInput
        label="Email"
        type="email"
        required
        value={value.email}
        onChange={(e) => set('email')(e.currentTarget.value)}
        error={errores[`${prefix}email`]}
      />
      <PhoneInput
        label="Teléfono"
        required
        value={value.telefono}
        onChange={set('telefono')}
        error={errores[`${prefix}telefono`]}
      />
      <TextInput
        label="Cargo"
        value={value.cargo}
        onChange={(e) => set('cargo')(e.currentTarget.value)}
        error={errores[`${prefix}cargo`]}
      />
    </SimpleGrid>
  );
}

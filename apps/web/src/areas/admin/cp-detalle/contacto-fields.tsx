import { SimpleGrid, TextInput } from '@mantine/core';
import { PHONE_PREFIX } from '@agro/domain/constants';
import type { Campos } from '../../../lib/use-zod-form.ts';
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

/** The fields of one company contact (Agregar CP steps 2–3 and the modify modal), filled by `campo`. */
export function ContactoFields({ campo }: { campo: Campos<keyof ContactoValores> }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <TextInput label="Nombre" required {...campo('nombre')} />
      <TextInput label="Apellido" required {...campo('apellido')} />
      <TextInput label="Email" type="email" required {...campo('email')} />
      <PhoneInput label="Teléfono" required {...campo('telefono')} />
      <TextInput label="Cargo" {...campo('cargo')} />
    </SimpleGrid>
  );
}

import { TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { formatPhone, formatRut } from '@agro/domain/rules';
import type { Campos } from '../../lib/use-zod-form.ts';

/** A field's input props whose typed text is reformatted before it reaches the form (RUT, phone: docs/RULES.md#validation). */
export const formateado = (props: GetInputPropsReturnType, format: (v: string) => string) => ({
  ...props,
  onChange: (e: { currentTarget: { value: string } }) => props.onChange(format(e.currentTarget.value)),
});

// The two fields shown formatted while typed, with an example of the form they take.
const FORMATEADOS = [
  { campo: 'rut', label: 'RUT', placeholder: 'Ej.: 12.345.678-5', format: formatRut },
  { campo: 'telefono', label: 'Teléfono', placeholder: 'Ej.: +56912345678', format: formatPhone },
] as const;

/** A person's own data (nombre, apellido, RUT, teléfono), filled by `campo`; the caller's grid lays it out. */
export function PersonaFields({ campo }: { campo: Campos<'nombre' | 'apellido' | 'rut' | 'telefono'> }) {
  return (
    <>
      <TextInput label="Nombre" required maxLength={100} {...campo('nombre')} />
      <TextInput label="Apellido" required maxLength={100} {...campo('apellido')} />
      {FORMATEADOS.map((f) => (
        <TextInput
          key={f.campo}
          label={f.label}
          required
          placeholder={f.placeholder}
          maxLength={12}
          {...formateado(campo(f.campo), f.format)}
        />
      ))}
    </>
  );
}

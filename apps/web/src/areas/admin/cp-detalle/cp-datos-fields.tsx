import { Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { REGIONES } from '@agro/domain/constants';
import type { Campos } from '../../../lib/use-zod-form.ts';
import { PhoneInput } from '../components/phone-input.tsx';
import { RutInput } from '../components/rut-input.tsx';

export interface CpDatosValores {
  nombre: string;
  rut: string;
  telefono: string;
  direccion: string;
  region: string;
  ciudad: string;
  comentarios: string;
}

/** A company's general data (Agregar CP step 1 and the modify modal); `afterRut` slots the account e-mail. */
export function CpDatosFields({
  campo,
  nombreLabel = 'Nombre',
  afterRut,
}: {
  campo: Campos<keyof CpDatosValores>;
  nombreLabel?: string;
  afterRut?: ReactNode;
}) {
  const region = campo('region');
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label={nombreLabel} required {...campo('nombre')} />
        <RutInput label="RUT" required {...campo('rut')} />
        {afterRut}
        <PhoneInput label="Teléfono" required {...campo('telefono')} />
        <TextInput label="Dirección" required {...campo('direccion')} />
        <Select
          label="Región"
          required
          data={[...REGIONES]}
          {...region}
          value={region.value || null}
          allowDeselect={false}
          searchable
        />
        <TextInput label="Ciudad" required {...campo('ciudad')} />
      </SimpleGrid>
      <Textarea label="Notas Admin" autosize minRows={2} maxRows={6} {...campo('comentarios')} />
    </Stack>
  );
}

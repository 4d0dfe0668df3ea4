import { Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { REGIONES } from '@agro/domain/constants';
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
export function CpDatosFields<T extends CpDatosValores>({
  value,
  onChange,
  errores,
  nombreLabel = 'Nombre',
  afterRut,
}: {
  value: T;
  onChange: (v: T) => void;
  errores: Record<string, string>;
  nombreLabel?: string;
  afterRut?: ReactNode;
}) {
  const set = (k: keyof CpDatosValores) => (v: string) => onChange({ ...value, [k]: v });
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label={nombreLabel}
          required
          value={value.nombre}
          onChange={(e) => set('nombre')(e.currentTarget.value)}
          error={errores.nombre}
        />
        <RutInput label="RUT" required value={value.rut} onChange={set('rut')} error={errores.rut} />
        {afterRut}
        <PhoneInput
          label="Teléfono"
          required
          value={value.telefono}
          onChange={set('telefono')}
          error={errores.telefono}
        />
        <TextInput
          label="Dirección"
          required
          value={value.direccion}
          onChange={(e) => set('direccion')(e.currentTarget.value)}
          error={errores.direccion}
        />
        <Select
          label="Región"
          required
          data={[...REGIONES]}
          value={value.region || null}
          onChange={(v) => set('region')(v ?? '')}
          allowDeselect={false}
          searchable
          error={errores.region}
        />
        <TextInput
          label="Ciudad"
          required
          value={value.ciudad}
          onChange={(e) => set('ciudad')(e.currentTarget.value)}
          error={errores.ciudad}
        />
      </SimpleGrid>
      <Textarea
        label="Notas Admin"
        autosize
        minRows={2}
        maxRows={6}
        value={value.comentarios}
        onChange={(e) => set('comentarios')(e.currentTarget.value)}
        error={errores.comentarios}
      />
    </Stack>
  );
}

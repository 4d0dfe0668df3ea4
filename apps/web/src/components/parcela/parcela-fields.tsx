import { NumberInput, Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { REGIONES } from '@agro/domain/constants';
import type { Campos } from '../../lib/use-zod-form.ts';

export interface ParcelaValores {
  nombre: string;
  region: string;
  ciudad: string;
  direccion_ref: string;
  coord_x: number | string;
  coord_y: number | string;
  extension: number | string;
  notas: string;
}

export const parcelaVacia = (): ParcelaValores => ({
  nombre: '',
  region: '',
  ciudad: '',
  direccion_ref: '',
  coord_x: '',
  coord_y: '',
  extension: '',
  notas: '',
});

/** A saved territory as both areas' `Parcela` carry it: the point and the area are numbers there. */
type ParcelaGuardada = Pick<ParcelaValores, 'nombre' | 'region' | 'ciudad' | 'direccion_ref' | 'notas'> & {
  coordenadas: { x: number; y: number };
  extension: number;
};

/** A saved territory (GET /parcela/id) as the values of the form that modifies it. */
export const parcelaValoresDe = (p: ParcelaGuardada): ParcelaValores => ({
  nombre: p.nombre,
  region: p.region,
  ciudad: p.ciudad,
  direccion_ref: p.direccion_ref,
  coord_x: p.coordenadas.x,
  coord_y: p.coordenadas.y,
  extension: p.extension,
  notas: p.notas,
});

/**
 * A territory's fields (admin Agregar Territorio step 2, and "Modificar territorio" in both areas): name,
 * region, city, address, coordinates, m², notes; each filled from the form by `campo`.
 */
export function ParcelaFields({
  campo,
  nombreLabel = 'Nombre del territorio',
  ciudadMax = 100,
  ejemplos = true,
  notasFilas = [2, 6],
}: {
  campo: Campos<keyof ParcelaValores>;
  nombreLabel?: string;
  /** Registration caps the city at 100 characters; the update schema allows 200. */
  ciudadMax?: number;
  /** Example coordinates as placeholders. */
  ejemplos?: boolean;
  /** The notes box's [min, max] rows. */
  notasFilas?: readonly [number, number];
}) {
  const region = campo('region');
  return (
    <Stack gap="sm">
      <TextInput label={nombreLabel} required maxLength={200} {...campo('nombre')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Select
          label="Región"
          required
          data={[...REGIONES]}
          {...region}
          value={region.value || null}
          allowDeselect={false}
          searchable
          comboboxProps={{ withinPortal: true }}
        />
        <TextInput label="Ciudad" required maxLength={ciudadMax} {...campo('ciudad')} />
      </SimpleGrid>
      <TextInput label="Dirección de referencia" required maxLength={300} {...campo('direccion_ref')} />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <NumberInput
          label="Latitud"
          required
          decimalScale={6}
          min={-90}
          max={90}
          clampBehavior="none"
          placeholder={ejemplos ? 'Ej.: -35.4264' : undefined}
          {...campo('coord_x')}
        />
        <NumberInput
          label="Longitud"
          required
          decimalScale={6}
          min={-180}
          max={180}
          clampBehavior="none"
          placeholder={ejemplos ? 'Ej.: -71.6554' : undefined}
          {...campo('coord_y')}
        />
        <NumberInput
          label="Extensión (m²)"
          required
          // A negative or zero area is refused by the schema with its message, never turned into 0.
          clampBehavior="none"
          thousandSeparator="."
          decimalSeparator=","
          {...campo('extension')}
        />
      </SimpleGrid>
      <Textarea
        label="Notas"
        autosize
        minRows={notasFilas[0]}
        maxRows={notasFilas[1]}
        maxLength={2000}
        {...campo('notas')}
      />
    </Stack>
  );
}

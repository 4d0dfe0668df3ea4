import { NumberInput, Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { REGIONES } from '@agro/domain/constants';

export interface TerritorioValores {
  nombre: string;
  region: string;
  ciudad: string;
  direccion_ref: string;
  coord_x: number | string;
  coord_y: number | string;
  extension: number | string;
  notas: string;
}

export const territorioVacio = (): TerritorioValores => ({
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
type TerritorioGuardado = Pick<
  TerritorioValores,
  'nombre' | 'region' | 'ciudad' | 'direccion_ref' | 'notas'
> & {
  coordenadas: { x: number; y: number };
  extension: number;
};

/** A saved territory (GET /parcela/id) as the values of the form that modifies it. */
export const territorioValoresDe = (p: TerritorioGuardado): TerritorioValores => ({
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
 * A territory's fields (admin Agregar Territorio step 2 and MODIFICAR, principal client's
 * "Modificar territorio"): name, region, city, address, coordinates, m², notes.
 */
export function TerritorioFields({
  value: v,
  onChange,
  errores,
  nombreLabel = 'Nombre del territorio',
  ciudadMax = 100,
  ejemplos = true,
  notasFilas = [2, 6],
}: {
  value: TerritorioValores;
  onChange: (v: TerritorioValores) => void;
  errores: Record<string, string>;
  nombreLabel?: string;
  /** Registration caps the city at 100 characters; the update schema allows 200. */
  ciudadMax?: number;
  /** Example coordinates as placeholders. */
  ejemplos?: boolean;
  /** The notes box's [min, max] rows. */
  notasFilas?: readonly [number, number];
}) {
  const set =
    <K extends keyof TerritorioValores>(k: K) =>
    (x: TerritorioValores[K]) =>
      onChange({ ...v, [k]: x });
  return (
    <Stack gap="sm">
      <TextInput
        label={nombreLabel}
        required
        value={v.nombre}
        onChange={(e) => set('nombre')(e.currentTarget.value)}
        error={errores.nombre}
        maxLength={200}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Select
          label="Región"
          required
          data={[...REGIONES]}
          value={v.region || null}
          onChange={(r) => set('region')(r ?? '')}
          allowDeselect={false}
          searchable
          error={errores.region}
          comboboxProps={{ withinPortal: true }}
        />
        <TextInput
          label="Ciudad"
          required
          value={v.ciudad}
          onChange={(e) => set('ciudad')(e.currentTarget.value)}
          error={errores.ciudad}
          maxLength={ciudadMax}
        />
      </SimpleGrid>
      <TextInput
        label="Dirección de referencia"
        required
        value={v.direccion_ref}
        onChange={(e) => set('direccion_ref')(e.currentTarget.value)}
        error={errores.direccion_ref}
        maxLength={300}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <NumberInput
          label="Latitud"
          required
          decimalScale={6}
          min={-90}
          max={90}
          clampBehavior="none"
          value={v.coord_x}
          onChange={set('coord_x')}
          error={errores.coord_x}
          placeholder={ejemplos ? 'Ej.: -35.4264' : undefined}
        />
        <NumberInput
          label="Longitud"
          required
          decimalScale={6}
          min={-180}
          max={180}
          clampBehavior="none"
          value={v.coord_y}
          onChange={set('coord_y')}
          error={errores.coord_y}
          placeholder={ejemplos ? 'Ej.: -71.6554' : undefined}
        />
        <NumberInput
          label="Extensión (m²)"
          required
          // A negative or zero area is refused by the schema with its message, never turned into 0.
          clampBehavior="none"
          thousandSeparator="."
          decimalSeparator=","
          value={v.extension}
          onChange={set('extension')}
          error={errores.extension}
        />
      </SimpleGrid>
      <Textarea
        label="Notas"
        autosize
        minRows={notasFilas[0]}
        maxRows={notasFilas[1]}
        value={v.notas}
        onChange={(e) => set('notas')(e.currentTarget.value)}
        error={errores.notas}
        maxLength={2000}
      />
    </Stack>
  );
}

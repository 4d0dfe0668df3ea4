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

/** A territory's fields (Agregar Territorio step 2 and MODIFICAR): name, region, city, address, coordinates, m², notes. */
export function TerritorioFields({
  value: v,
  onChange,
  errores,
}: {
  value: TerritorioValores;
  onChange: (v: TerritorioValores) => void;
  errores: Record<string, string>;
}) {
  const set =
    <K extends keyof TerritorioValores>(k: K) =>
    (x: TerritorioValores[K]) =>
      onChange({ ...v, [k]: x });
  return (
    <Stack gap="sm">
      <TextInput
        label="Nombre del territorio"
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
          maxLength={100}
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
          value={v.coord_x}
          onChange={set('coord_x')}
          error={errores.coord_x}
          placeholder="-35.4264"
        />
        <NumberInput
          label="Longitud"
          required
          decimalScale={6}
          min={-180}
          max={180}
          value={v.coord_y}
          onChange={set('coord_y')}
          error={errores.coord_y}
          placeholder="-71.6554"
        />
        <NumberInput
          label="Extensión (m²)"
          required
          min={0}
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
        minRows={2}
        maxRows={6}
        value={v.notas}
        onChange={(e) => set('notas')(e.currentTarget.value)}
        error={errores.notas}
        maxLength={2000}
      />
    </Stack>
  );
}

import { Group, Loader, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { MSG } from '@agro/domain/messages';
import { useParcelasOpciones, type ParcelaOpcion } from './api/buscar-parcelas.ts';

const etiqueta = (t: ParcelaOpcion) => `${t.id} · ${t.nombre} · ${t.cliente}`;

/**
 * Step 2's territory picker: searches as the user types (display id, territory name or client
 * name) and offers each match with its display id, name and client.
 */
export function ParcelaSelect(props: {
  value: string | null;
  /** The chosen territory, when known, so its label shows before any search. */
  elegido: ParcelaOpcion | null;
  onChange: (id: string | null) => void;
}) {
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 250);
  const selectedLabel = props.elegido ? etiqueta(props.elegido) : '';
  // While the box shows the chosen territory's label, list from the start rather than by that label.
  const found = useParcelasOpciones(q === selectedLabel ? '' : q);
  const opciones = [...(found.data ?? []), ...(props.elegido ? [props.elegido] : [])].filter(
    (t, i, all) => all.findIndex((x) => x.id === t.id) === i,
  );
  const porId = new Map(opciones.map((t) => [t.id, t]));
  return (
    <Select
      label="Territorio"
      description="Busca por ID (por ejemplo 1-T-001), nombre del territorio o nombre del cliente"
      placeholder="Escribe el ID, el territorio o el cliente"
      searchable
      clearable
      data={opciones.map((t) => ({ value: t.id, label: etiqueta(t) }))}
      // The server already filtered: show its answer as is.
      filter={({ options }) => options}
      searchValue={search}
      onSearchChange={setSearch}
      value={props.value}
      onChange={props.onChange}
      leftSection={<IconSearch size={16} />}
      rightSection={found.isFetching ? <Loader size={16} /> : undefined}
      nothingFoundMessage={found.isFetching ? 'Buscando…' : MSG.sinTerritorios}
      renderOption={({ option }) => {
        const t = porId.get(option.value);
        return (
          <Stack gap={0}>
            <Group gap={6} wrap="nowrap">
              <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                {option.value}
              </Text>
              <Text size="sm">{t?.nombre}</Text>
            </Group>
            <Text size="xs" c="dimmed">
              {t?.cliente}
            </Text>
          </Stack>
        );
      }}
      w={{ base: '100%', sm: 460 }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

import { Loader, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { MSG } from '@agro/domain/messages';
import { useCpOpcion, useCpsOpciones, type CpOpcion } from '../../../features/cp/api/get-cps-opciones.ts';

const opcion = (c: CpOpcion) => ({ value: String(c.cp_id), label: `${c.cp_id} · ${c.nombre}` });

/**
 * The client selector of Ver Información: searches the registry as the user types (by id, name or
 * e-mail, accents ignored) and offers the first matches, instead of loading every client.
 */
export function CpSelect({
  value,
  onChange,
}: {
  value: number | null;
  onChange: (cp: number | null) => void;
}) {
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, 250);
  const selected = useCpOpcion(value);
  const selectedLabel = selected.data?.[0] ? opcion(selected.data[0]).label : '';
  // While the box shows the chosen client's label, list by name from the start rather than by that label.
  const term = q === selectedLabel ? '' : q;
  const found = useCpsOpciones(term);
  const data = [...(found.data ?? []), ...(selected.data ?? [])]
    .filter((c, i, all) => all.findIndex((x) => x.cp_id === c.cp_id) === i)
    .map(opcion);
  return (
    <Select
      label="Cliente"
      placeholder="Escribe el nombre, ID o email del cliente"
      searchable
      clearable
      data={data}
      // The server already filtered: show its answer as is.
      filter={({ options }) => options}
      searchValue={search}
      onSearchChange={setSearch}
      value={value ? String(value) : null}
      onChange={(v) => onChange(v ? Number(v) : null)}
      rightSection={found.isFetching ? <Loader size={16} /> : undefined}
      nothingFoundMessage={found.isFetching ? 'Buscando…' : MSG.sinClientes}
      w={{ base: '100%', sm: 320 }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

import { Loader, Select, type ComboboxItem } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { registroParcelas } from '@agro/domain/contracts/parcela';
import { parcelaDisplayId } from '@agro/domain/format';
import { call } from '../../../lib/api-client.ts';
import { parcelaKeys, type ParcelaFila } from '../../../features/parcela/api/keys.ts';

const DISPLAY_ID = /^\s*(\d+)\s*-\s*T\s*-\s*(\d+)\s*$/i;

const opcion = (p: ParcelaFila) => {
  const id = parcelaDisplayId(p.cp_id, p.parcelarel_id);
  return { value: id, label: `${id} · ${p.nombre} · ${p.nombre_empresa}` };
};

/**
 * The territory of a recurring-payment search: the registry searched as the user types (territory
 * or owner name, city), each match with its display id and client; a typed display id is offered as is.
 */
export function ParcelaSelect({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const [search, setSearch] = useState(value);
  const [q] = useDebouncedValue(search, 250);
  const [elegida, setElegida] = useState<ComboboxItem | null>(value ? { value, label: value } : null);
  // While the box shows the chosen territory's label, list by name from the start rather than by that label.
  const term = elegida && q === elegida.label ? '' : q;
  const typed = DISPLAY_ID.exec(term);
  const found = useQuery({
    queryKey: [...parcelaKeys.registro, 'opciones', term],
    queryFn: async () =>
      (await call(registroParcelas, { query: { q: term.trim() || undefined, limit: 20, sort: 'nombre' } }))
        .parcelas,
    enabled: !typed,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  const data = [
    ...(elegida && elegida.value === value ? [elegida] : []),
    ...(typed
      ? [{ value: `${typed[1]}-T-${typed[2]!.padStart(3, '0')}`, label: term.trim() }]
      : (found.data ?? []).map(opcion)),
    // An id set from outside (the registry's "Usar", a shortcut's ?t=) before any search.
    ...(value ? [{ value, label: value }] : []),
  ].filter((o, i, all) => all.findIndex((x) => x.value === o.value) === i);
  return (
    <Select
      label="Territorio"
      placeholder="Nombre, cliente o ID (1-T-001)"
      searchable
      clearable
      data={data}
      // The server already filtered: show its answer as is.
      filter={({ options }) => options}
      searchValue={search}
      onSearchChange={setSearch}
      value={value || null}
      onChange={(v, o) => {
        setElegida(v ? o : null);
        onChange(v ?? '');
      }}
      rightSection={found.isFetching ? <Loader size={16} /> : undefined}
      nothingFoundMessage={found.isFetching ? 'Buscando…' : 'Sin territorios con ese nombre'}
      w={{ base: '100%', sm: 340 }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

import { Button, Group, Select, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconFilter, IconX } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import {
  EVENT_TYPE_LABELS,
  EVENT_TYPES,
  LOG_METHODS,
  logsQuerySchema,
  type LogsFiltros,
} from '@agro/domain/schemas/operaciones';

const VACIO = {
  id: '',
  created_at: null as string | null,
  api_url: '',
  api_method: null as string | null,
  event_type: null as string | null,
};

/** The filters of docs/RULES.md#display (id, created_at, api_url, api_method, event_type), checked with the server's schema. */
export function LogFiltros({ onFiltrar }: { onFiltrar: (f: LogsFiltros) => void }) {
  const [f, setF] = useState(VACIO);
  const [error, setError] = useState<{ campo: string; mensaje: string } | null>(null);
  const err = (campo: string) => (error?.campo === campo ? error.mensaje : undefined);
  const set = (patch: Partial<typeof VACIO>) => setF((prev) => ({ ...prev, ...patch }));

  function filtrar(e?: FormEvent) {
    e?.preventDefault();
    const parsed = logsQuerySchema.safeParse({ ...f, page: 1 });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      return setError({ campo: String(issue.path[0] ?? ''), mensaje: issue.message });
    }
    setError(null);
    const { page: _page, ...filtros } = parsed.data;
    onFiltrar(filtros);
  }

  function limpiar() {
    setF(VACIO);
    setError(null);
    onFiltrar({});
  }

  return (
    <form onSubmit={filtrar} aria-label="Filtros de logs">
      <Group gap="sm" align="flex-end" wrap="wrap" mb="md">
        <TextInput
          label="ID"
          inputMode="numeric"
          value={f.id}
          onChange={(e) => set({ id: e.currentTarget.value })}
          error={err('id')}
          w={{ base: '100%', xs: 90 }}
        />
        <DatePickerInput
          label="Fecha"
          placeholder="dd/mm/aaaa"
          value={f.created_at}
          onChange={(v) => set({ created_at: v })}
          error={err('created_at')}
          valueFormat="DD/MM/YYYY"
          clearable
          w={{ base: '100%', xs: 150 }}
        />
        <TextInput
          label="URL contiene"
          placeholder="/api/v1/..."
          value={f.api_url}
          onChange={(e) => set({ api_url: e.currentTarget.value })}
          error={err('api_url')}
          style={{ flex: 1, minWidth: 180 }}
        />
        <Select
          label="Método"
          placeholder="Todos"
          data={[...LOG_METHODS]}
          value={f.api_method}
          onChange={(v) => set({ api_method: v })}
          error={err('api_method')}
          clearable
          w={{ base: '100%', xs: 120 }}
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          label="Tipo de evento"
          placeholder="Todos"
          data={EVENT_TYPES.map((value) => ({ value, label: EVENT_TYPE_LABELS[value] }))}
          value={f.event_type}
          onChange={(v) => set({ event_type: v })}
          error={err('event_type')}
          clearable
          w={{ base: '100%', xs: 170 }}
          comboboxProps={{ withinPortal: true }}
        />
        <Group gap="xs">
          <Button type="submit" leftSection={<IconFilter size={16} />}>
            Filtrar
          </Button>
          <Button variant="default" leftSection={<IconX size={16} />} onClick={limpiar}>
            Limpiar
          </Button>
        </Group>
      </Group>
    </form>
  );
}

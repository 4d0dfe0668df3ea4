import { Button, Group, Select, TextInput } from '@mantine/core';
import { IconFilter, IconX } from '@tabler/icons-react';
import {
  EVENT_TYPE_LABELS,
  EVENT_TYPES,
  LOG_METHODS,
  logsQuerySchema,
  type LogsFiltros,
} from '@agro/domain/schemas/operaciones';
import { FechaInput } from '../../../components/ui/fecha-input.tsx';
import { useZodForm } from '../../../lib/use-zod-form.ts';

const VACIO = {
  id: '',
  created_at: null as string | null,
  api_url: '',
  api_method: null as string | null,
  event_type: null as string | null,
  request_id: '',
};

// The server's query schema without the page: the form's errors are the server's, under each filter.
const filtrosSchema = logsQuerySchema.omit({ page: true });

/**
 * The filters of docs/RULES.md#display (id, created_at, api_url, api_method, event_type), plus the
 * reference code a 5xx message shows (decision 014), checked with the server's schema.
 */
export function LogFiltros({ onFiltrar }: { onFiltrar: (f: LogsFiltros) => void }) {
  const form = useZodForm(filtrosSchema, { initialValues: VACIO });

  function limpiar() {
    form.reset();
    onFiltrar({});
  }

  return (
    <form onSubmit={form.onSubmit(onFiltrar)} aria-label="Filtros de logs">
      <Group gap="sm" align="flex-end" wrap="wrap" mb="md">
        <TextInput
          label="ID"
          inputMode="numeric"
          {...form.getInputProps('id')}
          w={{ base: '100%', xs: 90 }}
        />
        <FechaInput
          label="Fecha"
          {...form.getInputProps('created_at')}
          clearable
          w={{ base: '100%', xs: 150 }}
        />
        <TextInput
          label="URL contiene"
          placeholder="/api/v1/..."
          {...form.getInputProps('api_url')}
          style={{ flex: 1, minWidth: 180 }}
        />
        <TextInput
          label="Código de referencia"
          placeholder="del mensaje de error"
          {...form.getInputProps('request_id')}
          w={{ base: '100%', xs: 190 }}
        />
        <Select
          label="Método"
          placeholder="Todos"
          data={[...LOG_METHODS]}
          {...form.getInputProps('api_method')}
          clearable
          w={{ base: '100%', xs: 120 }}
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          label="Tipo de evento"
          placeholder="Todos"
          data={EVENT_TYPES.map((value) => ({ value, label: EVENT_TYPE_LABELS[value] }))}
          {...form.getInputProps('event_type')}
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

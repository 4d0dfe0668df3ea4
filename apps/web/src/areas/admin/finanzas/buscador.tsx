import { Button, Group, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconBuildingCommunity, IconMap2, IconSearch } from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import { useReducer, type Dispatch } from 'react';
import { todayInSantiago } from '@agro/domain/format';
import type { TipoBusquedaFactura } from '@agro/domain/schemas/factura';
import type { BusquedaFacturas } from '../../../features/factura/api/buscar-facturas.ts';
import { FechaInput } from '../../../components/ui/fecha-input.tsx';
import { CpSelect } from '../ver-informacion/cp-select.tsx';
import {
  ayudaTipo,
  buscadorInicial,
  buscadorReducer,
  busquedaDe,
  type BuscadorAction,
  type BuscadorState,
} from './buscador-state.ts';
import { RegistroModal } from './registro-modal.tsx';
import { ParcelaSelect } from './parcela-select.tsx';

const TIPOS: { value: TipoBusquedaFactura; label: string }[] = [
  { value: 'RECURRENTE', label: 'Pago Recurrente' },
  { value: 'UNICO', label: 'Pago Único' },
  { value: 'TODOS', label: 'Todos' },
];

type Props = { s: BuscadorState; dispatch: Dispatch<BuscadorAction> };

/** Payment-type selector, the id search (territory for recurring, client otherwise) and the period. */
export function Buscador({
  inicial,
  onBuscar,
}: {
  inicial: Partial<BusquedaFacturas>;
  onBuscar: (b: BusquedaFacturas) => void;
}) {
  const [s, dispatch] = useReducer(buscadorReducer, undefined, () =>
    buscadorInicial(inicial, todayInSantiago()),
  );

  function buscar(e?: React.FormEvent) {
    e?.preventDefault();
    const busqueda = busquedaDe(s, todayInSantiago());
    if (busqueda) onBuscar(busqueda);
  }

  return (
    <Paper withBorder p="md" radius="md">
      <form onSubmit={buscar}>
        <Stack gap="sm">
          <TipoYRegistros s={s} dispatch={dispatch} />
          <IdYPeriodo s={s} dispatch={dispatch} />
          <Text size="xs" c="dimmed">
            {ayudaTipo(s.tipo)}
          </Text>
        </Stack>
      </form>
      <RegistroModal
        tipo={s.registro}
        onClose={() => dispatch({ type: 'cerrarRegistro' })}
        onElegir={(registro, id) => dispatch({ type: 'elegirDeRegistro', registro, id })}
      />
    </Paper>
  );
}

function TipoYRegistros({ s, dispatch }: Props) {
  const angosto = useMediaQuery('(max-width: 36em)');
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <SegmentedControl
        data={TIPOS}
        value={s.tipo}
        onChange={(v) => dispatch({ type: 'tipo', tipo: v as TipoBusquedaFactura })}
        aria-label="Tipo de pago"
        orientation={angosto ? 'vertical' : 'horizontal'}
        fullWidth={angosto}
        w={angosto ? '100%' : undefined}
      />
      <Group gap="xs">
        <Button
          variant="default"
          size="sm"
          leftSection={<IconBuildingCommunity size={16} />}
          onClick={() => dispatch({ type: 'abrirRegistro', registro: 'clientes' })}
        >
          Registro de Clientes
        </Button>
        <Button
          variant="default"
          size="sm"
          leftSection={<IconMap2 size={16} />}
          onClick={() => dispatch({ type: 'abrirRegistro', registro: 'territorios' })}
        >
          Registro de Territorios
        </Button>
      </Group>
    </Group>
  );
}

function IdYPeriodo({ s, dispatch }: Props) {
  const setId = (id: string) => dispatch({ type: 'id', id });
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      {s.tipo === 'RECURRENTE' ? (
        <ParcelaSelect value={s.id} onChange={setId} />
      ) : (
        <CpSelect
          value={/^\d+$/.test(s.id) ? Number(s.id) : null}
          onChange={(cp) => setId(cp ? String(cp) : '')}
        />
      )}
      <FechaInput
        label="Desde"
        value={s.inicio}
        onChange={(fecha) => dispatch({ type: 'inicio', fecha })}
        w={{ base: '100%', xs: 150 }}
        maxDate={s.termino ?? undefined}
      />
      <FechaInput
        label="Hasta"
        value={s.termino}
        onChange={(fecha) => dispatch({ type: 'termino', fecha })}
        w={{ base: '100%', xs: 150 }}
        minDate={s.inicio ?? undefined}
      />
      <Button type="submit" leftSection={<IconSearch size={16} />} disabled={!s.id.trim()}>
        Buscar
      </Button>
    </Group>
  );
}

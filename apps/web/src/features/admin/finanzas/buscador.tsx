import { Button, Group, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconBuildingCommunity, IconMap2, IconSearch } from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { FINANZAS_INICIO_DEFAULT } from '@agro/domain/constants';
import { todayInSantiago } from '@agro/domain/format';
import type { TipoBusquedaFactura } from '@agro/domain/schemas/factura';
import type { BusquedaFacturas } from '../../factura/api/get-facturas.ts';
import { FechaInput } from '../../../components/ui/fecha-input.tsx';
import { ClienteSelect } from '../ver-informacion/cliente-select.tsx';
import { RegistroModal, type RegistroTipo } from './registro-modal.tsx';
import { TerritorioSelect } from './territorio-select.tsx';

const TIPOS: { value: TipoBusquedaFactura; label: string }[] = [
  { value: 'RECURRENTE', label: 'Pago Recurrente' },
  { value: 'UNICO', label: 'Pago Único' },
  { value: 'TODOS', label: 'Todos' },
];

/** Payment-type selector, the id search (territory for recurring, client otherwise) and the period. */
export function Buscador({
  inicial,
  onBuscar,
}: {
  inicial: Partial<BusquedaFacturas>;
  onBuscar: (b: BusquedaFacturas) => void;
}) {
  const [tipo, setTipo] = useState<TipoBusquedaFactura>(inicial.tipo ?? 'TODOS');
  const [id, setId] = useState(inicial.id ?? '');
  const [inicio, setInicio] = useState<string | null>(inicial.inicio ?? FINANZAS_INICIO_DEFAULT);
  const [termino, setTermino] = useState<string | null>(inicial.termino ?? todayInSantiago());
  const [registro, setRegistro] = useState<RegistroTipo | null>(null);
  const recurrente = tipo === 'RECURRENTE';
  const angosto = useMediaQuery('(max-width: 36em)');

  function buscar(e?: React.FormEvent) {
    e?.preventDefault();
    if (!id.trim()) return;
    onBuscar({
      tipo,
      id: id.trim(),
      inicio: inicio ?? FINANZAS_INICIO_DEFAULT,
      termino: termino ?? todayInSantiago(),
    });
  }

  return (
    <Paper withBorder p="md" radius="md">
      <form onSubmit={buscar}>
        <Stack gap="sm">
          <Group justify="space-between" gap="sm" wrap="wrap">
            <SegmentedControl
              data={TIPOS}
              value={tipo}
              onChange={(v) => {
                // A territory id means nothing to a client search and the other way round.
                if ((v === 'RECURRENTE') !== recurrente) setId('');
                setTipo(v as TipoBusquedaFactura);
              }}
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
                onClick={() => setRegistro('clientes')}
              >
                Registro de Clientes
              </Button>
              <Button
                variant="default"
                size="sm"
                leftSection={<IconMap2 size={16} />}
                onClick={() => setRegistro('territorios')}
              >
                Registro de Territorios
              </Button>
            </Group>
          </Group>
          <Group gap="sm" align="flex-end" wrap="wrap">
            {recurrente ? (
              <TerritorioSelect value={id} onChange={setId} />
            ) : (
              <ClienteSelect
                value={/^\d+$/.test(id) ? Number(id) : null}
                onChange={(cp) => setId(cp ? String(cp) : '')}
              />
            )}
            <FechaInput
              label="Desde"
              value={inicio}
              onChange={setInicio}
              w={{ base: '100%', xs: 150 }}
              maxDate={termino ?? undefined}
            />
            <FechaInput
              label="Hasta"
              value={termino}
              onChange={setTermino}
              w={{ base: '100%', xs: 150 }}
              minDate={inicio ?? undefined}
            />
            <Button type="submit" leftSection={<IconSearch size={16} />} disabled={!id.trim()}>
              Buscar
            </Button>
          </Group>
          <Text size="xs" c="dimmed">
            {recurrente
              ? 'Pago Recurrente: facturas mensuales del servicio del territorio.'
              : tipo === 'UNICO'
                ? 'Pago Único: cobros únicos del cliente.'
                : 'Todos: todas las facturas del cliente.'}
          </Text>
        </Stack>
      </form>
      <RegistroModal
        tipo={registro}
        onClose={() => setRegistro(null)}
        onElegir={(t, value) => {
          if (t === 'territorios') setTipo('RECURRENTE');
          else if (recurrente) setTipo('TODOS');
          setId(value);
          setRegistro(null);
        }}
      />
    </Paper>
  );
}

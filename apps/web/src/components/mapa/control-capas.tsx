import { Alert, Group, Radio, Select, Slider, Stack, Text } from '@mantine/core';
import { formatDate, plural } from '@agro/domain/format';
import { INDICES } from '@agro/domain/indices';
import { LeyendaIndice } from '../indices/leyenda-indice.tsx';
import type { TipoCapa } from './capas-periodo.ts';
import type { EstadoCapas } from './use-capas-raster.ts';

const etiquetaTipo = (t: TipoCapa) =>
  t === 'color' ? 'Color verdadero' : t === 'ninguna' ? 'Ninguna' : INDICES[t].etiqueta;

/**
 * The layer control of a map: period, layer (index kinds the period has, true colour, none) and
 * opacity; "En proceso" while the period's rasters are processed. Nothing when no layers exist.
 */
export function ControlCapas({ estado, id }: { estado: EstadoCapas; id: string }) {
  const { periodos, periodo } = estado;
  if (estado.demasiados) {
    return (
      <Text size="xs" c="dimmed">
        Filtra por cliente para ver las capas de índice de sus territorios.
      </Text>
    );
  }
  if (!periodo) return null;
  const opciones: TipoCapa[] = [...estado.tipos, 'ninguna'];
  return (
    <Stack gap="xs" data-testid="control-capas">
      <Group gap="md" wrap="wrap" align="flex-end">
        <Select
          label="Período"
          data={periodos.map((p) => ({
            value: p.inicio,
            label: `${formatDate(p.inicio)} – ${formatDate(p.termino)}`,
          }))}
          value={periodo.inicio}
          onChange={estado.elegirPeriodo}
          allowDeselect={false}
          w={{ base: '100%', xs: 240 }}
        />
        {estado.tipos.length > 0 && (
          <Radio.Group
            label="Capa"
            value={estado.tipo}
            onChange={(v) => estado.elegirTipo(v as TipoCapa)}
            name={`capa-${id}`}
          >
            <Group gap="sm" mt={6} wrap="wrap">
              {opciones.map((t) => (
                <Radio key={t} value={t} label={etiquetaTipo(t)} />
              ))}
            </Group>
          </Radio.Group>
        )}
        {estado.raster && (
          <Stack gap={2} style={{ flex: '1 1 160px', maxWidth: 240 }}>
            <Text size="sm" fw={500} id={`opacidad-capa-${id}`}>
              Opacidad de la capa
            </Text>
            <Slider
              aria-labelledby={`opacidad-capa-${id}`}
              thumbLabel="Opacidad de la capa"
              min={0.1}
              max={1}
              step={0.05}
              value={estado.opacidad}
              onChange={estado.setOpacidad}
              label={(v) => `${Math.round(v * 100)} %`}
            />
          </Stack>
        )}
      </Group>
      <EstadoPeriodo
        pendientes={periodo.pendientes}
        errores={periodo.errores}
        sinCapas={!periodo.capas.length}
      />
    </Stack>
  );
}

function EstadoPeriodo(props: { pendientes: number; errores: number; sinCapas: boolean }) {
  if (props.pendientes > 0) {
    return (
      <Alert color="blue" p="xs" role="status">
        <Text size="sm">
          En proceso:{' '}
          {plural(props.pendientes, 'imagen del período se está', 'imágenes del período se están')}{' '}
          procesando; sus capas aparecerán aquí al terminar.
        </Text>
      </Alert>
    );
  }
  if (props.sinCapas && props.errores > 0) {
    return (
      <Alert color="red" p="xs">
        <Text size="sm">Las imágenes de este período no se pudieron procesar.</Text>
      </Alert>
    );
  }
  return null;
}

/** The legend of the layer shown, when it is an index. */
export function LeyendaCapa({ estado }: { estado: EstadoCapas }) {
  const t = estado.tipo;
  if (!estado.raster || t === 'color' || t === 'ninguna') return null;
  return <LeyendaIndice tipo={t} />;
}

import { Anchor, Badge, Card, Group, Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import { useState } from 'react';
import { formatDate } from '@agro/domain/format';
import { INDICES, type TipoIndice } from '@agro/domain/indices';
import { formatCambio } from '../../../components/indices/cambio.ts';
import { formatValor } from '../../../components/indices/leyenda.ts';
import type { CifraIndice } from '@agro/domain/contracts/raster';
import {
  ordenarRanking,
  siguienteOrden,
  type Direccion,
  type FilaRanking,
  type OrdenActual,
  type OrdenRanking,
} from '../lib/ranking.ts';

type Fila = FilaRanking & { cifra: CifraIndice | null };

function Encabezado(props: {
  campo: OrdenRanking;
  orden: OrdenRanking;
  dir: Direccion;
  onOrden: (campo: OrdenRanking) => void;
  children: string;
}) {
  const activo = props.orden === props.campo;
  const Icono = !activo ? IconArrowsSort : props.dir === 'asc' ? IconArrowUp : IconArrowDown;
  return (
    <Table.Th
      aria-sort={activo ? (props.dir === 'asc' ? 'ascending' : 'descending') : 'none'}
      style={{ whiteSpace: 'nowrap' }}
    >
      <UnstyledButton onClick={() => props.onOrden(props.campo)} fw={600} fz="sm">
        <Group gap={4} wrap="nowrap">
          {props.children}
          <Icono size={14} aria-hidden />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

function Cambio({ indice, cifra }: { indice: TipoIndice; cifra: CifraIndice | null }) {
  if (cifra?.cambio == null)
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  const c = formatCambio(indice, cifra.cambio);
  return (
    <Text size="sm" c={c.color === 'gray' ? 'dimmed' : `${c.color}.8`} style={{ whiteSpace: 'nowrap' }}>
      <span aria-hidden>
        {c.flecha} {c.texto}
      </span>
      <VisuallyHidden>{c.accesible}</VisuallyHidden>
    </Text>
  );
}

/**
 * The company's territories ranked by the latest mean of one index or by its change against the
 * period before (click a heading to sort, again to reverse). Picking a territory opens its detail.
 */
export function RankingTabla(props: {
  filas: Fila[];
  indice: TipoIndice;
  seleccionada: number;
  onElegir: (parcelaId: number) => void;
}) {
  const [{ orden, dir }, setOrden] = useState<OrdenActual>({ orden: 'valor', dir: 'desc' });
  const ordenar = (campo: OrdenRanking) => setOrden((actual) => siguienteOrden(actual, campo));
  const filas = ordenarRanking(props.filas, orden, dir);
  const d = INDICES[props.indice];
  return (
    <Card withBorder padding="sm">
      <Text fw={600} mb="xs">
        Ranking por {d.etiqueta}
      </Text>
      <Table.ScrollContainer minWidth={0}>
        <Table verticalSpacing="xs" highlightOnHover data-testid="ranking">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Territorio</Table.Th>
              <Encabezado campo="valor" orden={orden} dir={dir} onOrden={ordenar}>
                Último valor
              </Encabezado>
              <Encabezado campo="cambio" orden={orden} dir={dir} onOrden={ordenar}>
                Cambio
              </Encabezado>
              <Table.Th visibleFrom="sm">Periodo</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {filas.map((f) => (
              <FilaTabla
                key={f.parcela_id}
                fila={f}
                indice={props.indice}
                elegida={f.parcela_id === props.seleccionada}
                onElegir={props.onElegir}
              />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}

function FilaTabla(props: {
  fila: Fila;
  indice: TipoIndice;
  elegida: boolean;
  onElegir: (parcelaId: number) => void;
}) {
  const { fila: f, indice, elegida, onElegir } = props;
  return (
    <Table.Tr data-parcela={f.parcela_id} bg={elegida ? 'var(--mantine-color-green-light)' : undefined}>
      <Table.Td>
        <Anchor
          component="button"
          type="button"
          size="sm"
          ta="left"
          onClick={() => onElegir(f.parcela_id)}
          aria-current={elegida ? 'true' : undefined}
        >
          {f.nombre}
        </Anchor>
      </Table.Td>
      <Table.Td>
        {f.media === null ? (
          <Badge variant="light" color="gray" size="sm">
            Sin datos
          </Badge>
        ) : (
          <Text size="sm" fw={600}>
            {formatValor(indice, f.media)}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Cambio indice={indice} cifra={f.cifra} />
      </Table.Td>
      <Table.Td visibleFrom="sm">
        <Text size="sm" c="dimmed">
          {f.cifra ? formatDate(f.cifra.inicio) : '—'}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}

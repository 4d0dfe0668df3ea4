import { Alert, Badge, Checkbox, Group, Loader, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { parcelaDisplayId } from '@agro/domain/format';
import { MSG } from '@agro/domain/messages';
import type { ParcelaEncontrada } from './api/get-parcela-por-id.ts';
import { ParcelaSelect } from './parcela-select.tsx';

function Dato({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ wordBreak: 'break-word' }}>
        {children}
      </Text>
    </div>
  );
}

/** Step 2: the territory from the searchable picker, its data, and the data-confirm checkbox. */
export function ParcelaStep(props: {
  value: string | null;
  onChange: (id: string | null) => void;
  buscando: boolean;
  encontrado: ParcelaEncontrada | undefined;
  error: string | null;
  confirmado: boolean;
  onConfirmado: (v: boolean) => void;
}) {
  const t = props.encontrado;
  const elegido = t
    ? {
        id: parcelaDisplayId(t.parcela.identificador, t.parcela.parcelarel_id),
        nombre: t.parcela.nombre,
        cliente: t.parcela.nombre_empresa,
      }
    : null;
  return (
    <Stack gap="md">
      <ParcelaSelect value={props.value} elegido={elegido} onChange={props.onChange} />
      {props.buscando && !t && (
        <Group gap="xs">
          <Loader size="xs" />
          <Text size="sm">Cargando el territorio…</Text>
        </Group>
      )}
      {props.error && <Alert color="red">{props.error}</Alert>}
      {t && (
        <Paper withBorder p="md" radius="md">
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
            <Dato label="Empresa">{t.parcela.nombre_empresa}</Dato>
            <Dato label="ID del territorio">
              {parcelaDisplayId(t.parcela.identificador, t.parcela.parcelarel_id)}
            </Dato>
            <Dato label="Nombre">{t.parcela.nombre}</Dato>
            <Dato label="Región">{t.parcela.region}</Dato>
            <Dato label="Ciudad">{t.parcela.ciudad}</Dato>
            <Dato label="Dirección de referencia">{t.parcela.direccion_ref}</Dato>
            <Dato label="Coordenadas (x, y)">
              ({t.parcela.coordenadas.x}, {t.parcela.coordenadas.y})
            </Dato>
            <Dato label="Servicio contratado">
              {t.servicio ? <Badge variant="light">{t.servicio.tipo_servicio}</Badge> : MSG.sinServicios}
            </Dato>
          </SimpleGrid>
        </Paper>
      )}
      <Checkbox
        label="Confirmo que los datos del territorio son correctos"
        checked={props.confirmado}
        disabled={!t?.servicio}
        onChange={(e) => props.onConfirmado(e.currentTarget.checked)}
      />
    </Stack>
  );
}

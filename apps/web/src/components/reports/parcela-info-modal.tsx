import { Badge, Box, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { parcelaDisplayId } from '@agro/domain/format';
import { CifrasParcelaCard } from '../indices/cifras-parcela-card.tsx';
import { ParcelaMapaCard } from '../mapa/parcela-mapa-card.tsx';
import type { ParcelaOption } from './types.ts';
import { type Servicio } from '../../features/servicio/api/keys.ts';

function Dato({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </Stack>
  );
}

/** "Información de Territorio": company, {cp}-T-NNN, name, region, city, address, coordinates and contracted services. */
export function ParcelaInfoModal(props: {
  parcela: ParcelaOption;
  servicios: Servicio[];
  opened: boolean;
  onClose: () => void;
}) {
  const { parcela: p, servicios } = props;
  return (
    <Modal opened={props.opened} onClose={props.onClose} title="Información de Territorio" size="lg" centered>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
        <Dato label="Empresa">{p.nombre_empresa}</Dato>
        <Dato label="ID del territorio">{parcelaDisplayId(p.identificador, p.parcelarel_id)}</Dato>
        <Dato label="Nombre">{p.nombre}</Dato>
        <Dato label="Región">{p.region}</Dato>
        <Dato label="Ciudad">{p.ciudad}</Dato>
        <Dato label="Dirección de referencia">{p.direccion_ref}</Dato>
        <Dato label="Coordenadas (x, y)">
          ({p.coordenadas.x}, {p.coordenadas.y})
        </Dato>
        <Dato label="Servicios contratados">
          {servicios.length === 0 ? (
            'Sin servicios contratados'
          ) : (
            <Group gap={6} component="span">
              {servicios.map((s) => (
                <Badge key={s.servicio_id} variant="light" component="span">
                  {s.tipo_servicio}
                </Badge>
              ))}
            </Group>
          )}
        </Dato>
      </SimpleGrid>
      {/* The territory's small map for every area (employees have no territory page). */}
      <Box mt="md">
        <CifrasParcelaCard parcelaId={p.parcela_id} />
      </Box>
      <Box mt="md">
        <ParcelaMapaCard parcelaId={p.parcela_id} editable={false} />
      </Box>
    </Modal>
  );
}

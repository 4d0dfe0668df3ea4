import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { estadoDetalle, formatDate } from '@agro/domain/format';
import { InfoList } from '../components/info-list.tsx';
import { type Parcela } from '../../../features/parcela/api/keys.ts';

const m2 = new Intl.NumberFormat('es-CL', { maximumFractionDigits: 2 });

/** Información tab of a territory: its data, harvest, contracted service and notes. */
export function ParcelaInfo({ parcela }: { parcela: Parcela }) {
  return (
    <Stack gap="lg">
      <InfoList
        items={[
          ['Nombre', parcela.nombre],
          ['Estado', estadoDetalle(parcela.is_active)],
          ['Región', parcela.region],
          ['Ciudad', parcela.ciudad],
          ['Dirección', parcela.direccion_ref],
          ['Latitud', String(parcela.coordenadas.x)],
          ['Longitud', String(parcela.coordenadas.y)],
          ['Extensión', `${m2.format(parcela.extension)} m²`],
          ['Servicio contratado', parcela.tipo_servicio ?? 'Sin servicio'],
          ['Registrado el', formatDate(parcela.date_entered)],
          ['Empresa', parcela.propietario],
        ]}
      />
      <Card withBorder padding="sm" bg="gray.0">
        <Title order={4} size="h5" mb={6}>
          Cosecha
        </Title>
        {parcela.tags.length === 0 ? (
          <Text c="dimmed">n/a</Text>
        ) : (
          <Group gap={6} data-testid="cosecha">
            {parcela.tags.map((t) => (
              <Badge key={t} variant="light" size="lg" tt="none">
                {t}
              </Badge>
            ))}
          </Group>
        )}
      </Card>
      <Card withBorder padding="sm" bg="gray.0">
        <Title order={4} size="h5" mb={6}>
          Notas
        </Title>
        <Text style={{ whiteSpace: 'pre-wrap' }}>{parcela.notas || 'Sin notas'}</Text>
      </Card>
    </Stack>
  );
}

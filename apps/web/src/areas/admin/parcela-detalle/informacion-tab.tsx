import { Badge, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { estadoDetalle } from '@agro/domain/format';
import { useCp } from '../../../features/cp/api/get-cp.ts';
import { InfoGrid } from '../components/info-grid.tsx';
import { type Parcela } from '../../../features/parcela/api/keys.ts';

const m2 = new Intl.NumberFormat('es-CL', { maximumFractionDigits: 2 });

/** INFORMACIÓN tab: territory data, harvest, company data and admin notes. */
export function InformacionTab({ parcela: p }: { parcela: Parcela }) {
  const cliente = useCp(p.cp_id).data;
  return (
    <Stack gap="lg">
      <InfoGrid
        items={[
          { label: 'Nombre', value: p.nombre },
          { label: 'Estado', value: estadoDetalle(p.is_active) },
          { label: 'Servicio', value: p.tipo_servicio ?? 'Sin servicio' },
          { label: 'Región', value: p.region },
          { label: 'Ciudad', value: p.ciudad },
          { label: 'Dirección', value: p.direccion_ref },
          { label: 'Latitud', value: p.coordenadas.x },
          { label: 'Longitud', value: p.coordenadas.y },
          { label: 'Extensión', value: `${m2.format(p.extension)} m²` },
        ]}
      />
      <div>
        <Title order={5} mb="xs">
          Cosecha
        </Title>
        {p.tags.length ? (
          <Group gap={6}>
            {p.tags.map((t) => (
              <Badge key={t} variant="light" style={{ textTransform: 'none' }}>
                {t}
              </Badge>
            ))}
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            n/a
          </Text>
        )}
      </div>
      <Divider />
      <div>
        <Title order={5} mb="xs">
          Datos de la empresa
        </Title>
        <InfoGrid
          items={[
            { label: 'Empresa', value: p.nombre_empresa },
            { label: 'ID Cliente', value: p.cp_id },
            { label: 'RUT', value: cliente?.rut },
            { label: 'Email', value: cliente?.email },
            { label: 'Teléfono', value: cliente?.telefono },
            { label: 'Ciudad', value: cliente?.ciudad },
          ]}
        />
      </div>
      <Divider />
      <div>
        <Title order={5} mb="xs">
          Notas Admin
        </Title>
        <Text size="sm" style={{ whiteSpace: 'pre-line' }} c={p.notas ? undefined : 'dimmed'}>
          {p.notas || 'Sin notas'}
        </Text>
      </div>
    </Stack>
  );
}

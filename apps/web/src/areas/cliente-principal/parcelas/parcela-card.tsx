import { Badge, Box, Button, Card, Group, Image, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMap2 } from '@tabler/icons-react';
import { Link } from 'react-router';
import { parcelaDisplayId } from '@agro/domain/format';
import { CifrasParcela, type CifraMostrada } from '../../../components/indices/cifras-parcela.tsx';
import { EstadoBadge } from '../components/status.tsx';
import { type Parcela, parcelaAvatarUrl } from '../../../features/parcela/api/keys.ts';

export const detalleParcelaUrl = (p: Pick<Parcela, 'cp_id' | 'parcelarel_id'>) =>
  `/cliente-principal/mis-territorios/mas-info?e=${p.cp_id}&t=${p.parcelarel_id}`;

/** The territory picture, or a placeholder when it has none. */
export function ParcelaImagen({ parcela, h }: { parcela: Parcela; h: number }) {
  const url = parcelaAvatarUrl(parcela);
  return url ? (
    <Image src={url} alt={parcela.nombre} h={h} fit="cover" />
  ) : (
    <Group h={h} justify="center" bg="agro.0">
      <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
        <IconMap2 size={32} />
      </ThemeIcon>
    </Group>
  );
}

/**
 * One territory of the Mis Territorios grid, with its latest index figures (`cifras` undefined while
 * the company's figures load).
 */
export function ParcelaCard({ parcela, cifras }: { parcela: Parcela; cifras?: readonly CifraMostrada[] }) {
  return (
    <Card withBorder padding="md" radius="md" h="100%" data-testid="territorio-card">
      <Card.Section>
        <ParcelaImagen parcela={parcela} h={150} />
      </Card.Section>
      <Stack gap={6} mt="sm" justify="space-between" style={{ flex: 1 }}>
        <div>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="xs" c="dimmed" fw={600}>
              {parcelaDisplayId(parcela.cp_id, parcela.parcelarel_id)}
            </Text>
            <EstadoBadge activo={parcela.is_active} />
          </Group>
          <Text fw={700} lineClamp={1}>
            {parcela.nombre}
          </Text>
          <Text size="sm" c="dimmed" lineClamp={1}>
            {parcela.ciudad}, {parcela.region}
          </Text>
          {parcela.tipo_servicio && (
            <Badge mt={6} variant="outline">
              {parcela.tipo_servicio}
            </Badge>
          )}
          {cifras && (
            <Box mt="sm">
              <CifrasParcela cifras={cifras} compacta />
            </Box>
          )}
        </div>
        <Button
          component={Link}
          to={detalleParcelaUrl(parcela)}
          variant="light"
          fullWidth
          mt="xs"
          aria-label={`Más información de ${parcela.nombre}`}
        >
          Más información
        </Button>
      </Stack>
    </Card>
  );
}

import {
  Alert,
  Badge,
  Button,
  Card,
  Center,
  Group,
  Image,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconExternalLink, IconList, IconMap2, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { estadoDetalle, parcelaDisplayId } from '@agro/domain/format';
import { MSG } from '@agro/domain/messages';
import { parseParcelaId } from '@agro/domain/rules';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useEmpleadosParcela } from '../../../features/empleado/api/get-empleados-parcela.ts';
import { ParcelasModal } from '../agregar/picker-modal.tsx';
import { InfoGrid } from '../components/info-grid.tsx';
import { type Parcela, parcelaAvatarUrl } from '../../../features/parcela/api/keys.ts';
import { useParcela } from '../../../features/parcela/api/get-parcela.ts';

const m2 = new Intl.NumberFormat('es-CL', { maximumFractionDigits: 2 });

/** The territory as its client sees it, read-only. */
function VistaCp({ p }: { p: Parcela }) {
  const empleados = useEmpleadosParcela(p.parcelarel_id, p.cp_id).data ?? [];
  const avatar = parcelaAvatarUrl(p);
  return (
    <Card withBorder padding="lg">
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        <div>
          {avatar ? (
            <Image src={avatar} alt={p.nombre} radius="md" h={220} fit="cover" />
          ) : (
            <Center h={220} bg="agro.0" style={{ borderRadius: 8 }}>
              <IconMap2 size={64} color="var(--mantine-color-agro-6)" />
            </Center>
          )}
        </div>
        <Stack gap="md" style={{ gridColumn: 'span 2' }}>
          <div>
            <Text size="sm" c="dimmed">
              {parcelaDisplayId(p.cp_id, p.parcelarel_id)} · {p.nombre_empresa}
            </Text>
            <Title order={3}>{p.nombre}</Title>
          </div>
          <InfoGrid
            items={[
              { label: 'Estado', value: estadoDetalle(p.is_active) },
              { label: 'Servicio contratado', value: p.tipo_servicio ?? 'Sin servicio' },
              { label: 'Región', value: p.region },
              { label: 'Ciudad', value: p.ciudad },
              { label: 'Dirección', value: p.direccion_ref },
              { label: 'Coordenadas', value: `${p.coordenadas.x}, ${p.coordenadas.y}` },
              { label: 'Extensión', value: `${m2.format(p.extension)} m²` },
              { label: 'Trabajadores', value: empleados.map((e) => `${e.nombre} ${e.apellido}`).join(', ') },
            ]}
          />
          <div>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600} mb={4}>
              Cosecha
            </Text>
            <Group gap={6}>
              {p.tags.length ? (
                p.tags.map((t) => (
                  <Badge key={t} variant="light" style={{ textTransform: 'none' }}>
                    {t}
                  </Badge>
                ))
              ) : (
                <Text size="sm">n/a</Text>
              )}
            </Group>
          </div>
          <Group>
            <Button
              component={Link}
              to={`/admin/registro/territorios/mas-info?e=${p.cp_id}&t=${p.parcelarel_id}`}
              variant="light"
              leftSection={<IconExternalLink size={16} />}
            >
              Ver ficha completa
            </Button>
          </Group>
        </Stack>
      </SimpleGrid>
    </Card>
  );
}

/** /admin/parcela-cliente?e={cp_id}&t={parcelarel_id}: a client's territory as the client sees it; without params, a picker. */
export function ParcelaCpPage() {
  const [params, setParams] = useSearchParams();
  const cp = Number(params.get('e')) || 0;
  const rel = Number(params.get('t')) || 0;
  const q = useParcela(rel, cp);
  const [typed, setTyped] = useState(cp && rel ? parcelaDisplayId(cp, rel) : '');
  const [invalido, setInvalido] = useState(false);
  const [registro, registroModal] = useDisclosure(false);

  const abrir = (value: string) => {
    const id = parseParcelaId(value);
    setInvalido(!id);
    if (id) setParams({ e: String(id.cpId), t: String(id.parcelarelId) });
  };

  return (
    <>
      <PageHeader
        title="Territorio del cliente"
        subtitle="Vista de solo lectura de un territorio, tal como la ve su cliente."
      />
      <Group align="flex-end" gap="sm" mb="md" wrap="wrap">
        <TextInput
          label="ID del Territorio"
          placeholder="Ej.: 1-T-001"
          value={typed}
          onChange={(e) => setTyped(e.currentTarget.value)}
          onKeyDown={(e) => e.key === 'Enter' && abrir(typed)}
          w={200}
        />
        <Button leftSection={<IconSearch size={16} />} onClick={() => abrir(typed)}>
          Ver
        </Button>
        <Button variant="light" leftSection={<IconList size={16} />} onClick={registroModal.open}>
          Registro de Territorios
        </Button>
      </Group>
      {invalido || (cp > 0 && rel > 0 && !q.isPending && !q.data) ? (
        <Alert color="red">{MSG.territorioIdNoEncontrado}</Alert>
      ) : cp > 0 && rel > 0 && q.isPending ? (
        <Center py="xl">
          <Loader aria-label="Cargando territorio" />
        </Center>
      ) : q.data ? (
        <VistaCp p={q.data} />
      ) : (
        <Text c="dimmed">Ingresa el ID de un territorio o elígelo del registro.</Text>
      )}
      <ParcelasModal
        opened={registro}
        onClose={registroModal.close}
        onPick={(p) => {
          setTyped(p.id);
          abrir(p.id);
        }}
      />
    </>
  );
}

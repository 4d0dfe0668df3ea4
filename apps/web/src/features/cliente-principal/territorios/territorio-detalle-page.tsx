import { Button, Card, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconArrowLeft, IconCash, IconEdit, IconInfoCircle, IconPlant, IconUsers } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { territorioDisplayId } from '@agro/domain/format';
import { MSG } from '@agro/domain/messages';
import { useParcela, type Parcela } from '../api/get-parcelas.ts';
import { Cargando, EstadoBadge, Vacio } from '../components/status.tsx';
import { CosechaModal } from './cosecha-modal.tsx';
import { ModificarTerritorioModal } from './modificar-territorio-modal.tsx';
import { TerritorioAvatar } from './territorio-avatar.tsx';
import { TerritorioInfo } from './territorio-info.tsx';
import { TerritorioTrabajadores } from './territorio-trabajadores.tsx';

const volver = (
  <Button
    component={Link}
    to="/cliente-principal/mis-territorios"
    variant="default"
    leftSection={<IconArrowLeft size={16} />}
    w="fit-content"
  >
    Volver
  </Button>
);

/** /cliente-principal/mis-territorios/mas-info?e={cp}&t={parcelarel_id} */
export function CpTerritorioDetallePage() {
  const [params] = useSearchParams();
  const cp = Number(params.get('e'));
  const rel = Number(params.get('t'));
  const valido = Number.isInteger(cp) && cp > 0 && Number.isInteger(rel) && rel > 0;
  return valido ? (
    <Detalle cp={cp} rel={rel} />
  ) : (
    <Stack>
      {volver}
      <Vacio texto={MSG.territorioIdNoEncontrado} />
    </Stack>
  );
}

function Detalle({ cp, rel }: { cp: number; rel: number }) {
  const parcela = useParcela(rel, cp);
  if (parcela.isPending) return <Cargando label="Cargando territorio" />;
  if (parcela.isError || !parcela.data) {
    return (
      <Stack>
        {volver}
        <Vacio texto={MSG.territorioIdNoEncontrado} />
      </Stack>
    );
  }
  return <Ficha parcela={parcela.data} />;
}

function Ficha({ parcela }: { parcela: Parcela }) {
  const [modificar, modificarModal] = useDisclosure(false);
  const [cosecha, cosechaModal] = useDisclosure(false);
  return (
    <Stack gap="md">
      {volver}
      <Card withBorder padding="lg">
        <Group align="flex-start" gap="lg" wrap="wrap">
          <TerritorioAvatar parcela={parcela} />
          <Stack gap={6} style={{ flex: 1, minWidth: 220 }}>
            <Text size="sm" c="dimmed" fw={600}>
              {territorioDisplayId(parcela.cp_id, parcela.parcelarel_id)}
            </Text>
            <Title order={2}>{parcela.nombre}</Title>
            <Text c="dimmed">
              {parcela.ciudad}, {parcela.region}
            </Text>
            <Group gap="xs">
              <EstadoBadge activo={parcela.is_active} detalle />
            </Group>
            <Group gap="xs" mt="sm">
              <Button leftSection={<IconEdit size={16} />} onClick={modificarModal.open}>
                MODIFICAR
              </Button>
              <Button variant="light" leftSection={<IconPlant size={16} />} onClick={cosechaModal.open}>
                EDITAR COSECHA
              </Button>
              <Button
                component={Link}
                to="/cliente-principal/finanzas"
                variant="default"
                leftSection={<IconCash size={16} />}
              >
                FINANZAS
              </Button>
            </Group>
          </Stack>
        </Group>
      </Card>
      <Card withBorder padding="lg">
        <Tabs defaultValue="informacion" keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="informacion" leftSection={<IconInfoCircle size={16} />}>
              Información
            </Tabs.Tab>
            <Tabs.Tab value="trabajadores" leftSection={<IconUsers size={16} />}>
              Trabajadores
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="informacion">
            <TerritorioInfo parcela={parcela} />
          </Tabs.Panel>
          <Tabs.Panel value="trabajadores">
            <TerritorioTrabajadores rel={parcela.parcelarel_id} cp={parcela.cp_id} />
          </Tabs.Panel>
        </Tabs>
      </Card>
      {/* Keyed by the record so reopening after a save starts from the saved values. */}
      <ModificarTerritorioModal
        key={`m-${parcela.date_modified}`}
        parcela={parcela}
        opened={modificar}
        onClose={modificarModal.close}
      />
      <CosechaModal
        key={`c-${parcela.date_modified}`}
        parcela={parcela}
        opened={cosecha}
        onClose={cosechaModal.close}
      />
    </Stack>
  );
}

import { Alert, Button, Card, Center, Group, Loader, Tabs } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconBuilding,
  IconBuildingBank,
  IconEdit,
  IconMailForward,
  IconMap2,
  IconUser,
} from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { estadoDetalle, formatDate } from '@agro/domain/format';
import { MSG } from '@agro/domain/messages';
import { useReenviarInvitacion } from '../../cuentas/api/reenviar-invitacion.ts';
import { ejecutar } from '../../cuentas/components/confirmar.tsx';
import { useAvatarUrl } from '../../usuario/api/get-avatar.ts';
import { useCliente, useContactos } from '../api/clientes.ts';
import { DetailHeader } from '../components/detail-header.tsx';
import { Shortcuts } from '../components/shortcuts.tsx';
import { BancoModal } from './banco-modal.tsx';
import { EmpresaTab } from './empresa-tab.tsx';
import { ModificarClienteModal } from './modificar-cliente-modal.tsx';
import { PerfilTab } from './perfil-tab.tsx';
import { TerritoriosTab } from './territorios-tab.tsx';

const back = { to: '/admin/registro/clientes', label: 'Volver a clientes' };

/** /admin/registro/clientes/mas-info?e={cp_id} */
export function ClienteDetallePage() {
  const [params] = useSearchParams();
  const cpId = Number(params.get('e')) || 0;
  const cliente = useCliente(cpId);
  const contactos = useContactos(cpId);
  const avatarUrl = useAvatarUrl(cliente.data?.usuario_id);
  const [modal, { open, close }] = useDisclosure(false);
  const [bancoModal, banco] = useDisclosure(false);
  const reenviar = useReenviarInvitacion();

  if (cliente.isPending && cpId) {
    return (
      <Center py="xl">
        <Loader aria-label="Cargando cliente" />
      </Center>
    );
  }
  const c = cliente.data;
  if (!c) {
    return (
      <>
        <DetailHeader back={back} name="Cliente" facts={[]} />
        <Alert color="gray">{MSG.sinDatosId}</Alert>
      </>
    );
  }
  return (
    <>
      <DetailHeader
        back={back}
        avatarUrl={avatarUrl}
        avatarIcon={<IconBuilding size={32} />}
        name={c.nombre}
        facts={[
          { label: 'ID', value: c.cp_id },
          { label: 'Rol', value: c.tipo_usuario },
          { label: 'Ingreso', value: formatDate(c.date_entered) },
          {
            label: 'Estado',
            value:
              c.invitacion_pendiente && c.is_active ? MSG.invitacionPendiente : estadoDetalle(c.is_active),
          },
        ]}
        actions={
          <>
            <Button leftSection={<IconEdit size={16} />} onClick={open}>
              MODIFICAR
            </Button>
            <Button variant="light" leftSection={<IconBuildingBank size={16} />} onClick={banco.open}>
              DATOS BANCARIOS
            </Button>
            {c.invitacion_pendiente && c.is_active && (
              <Button
                variant="light"
                leftSection={<IconMailForward size={16} />}
                loading={reenviar.isPending}
                onClick={() =>
                  void ejecutar(() => reenviar.mutateAsync({ cp_id: c.cp_id }), MSG.invitacionNoReenviada)
                }
              >
                Reenviar invitación
              </Button>
            )}
          </>
        }
      />
      <Group justify="flex-end" mb="sm">
        <Shortcuts cp={c.cp_id} />
      </Group>
      <Card withBorder padding="lg">
        <Tabs defaultValue="perfil" keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="perfil" leftSection={<IconUser size={16} />}>
              PERFIL
            </Tabs.Tab>
            <Tabs.Tab value="empresa" leftSection={<IconBuilding size={16} />}>
              EMPRESA
            </Tabs.Tab>
            <Tabs.Tab value="territorios" leftSection={<IconMap2 size={16} />}>
              TERRITORIOS
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="perfil">
            <PerfilTab cliente={c} contactos={contactos.data ?? []} />
          </Tabs.Panel>
          <Tabs.Panel value="empresa">
            <EmpresaTab cpId={c.cp_id} />
          </Tabs.Panel>
          <Tabs.Panel value="territorios">
            <TerritoriosTab cpId={c.cp_id} />
          </Tabs.Panel>
        </Tabs>
      </Card>
      {bancoModal && <BancoModal cliente={c} opened={bancoModal} onClose={banco.close} />}
      {modal && (
        <ModificarClienteModal cliente={c} contactos={contactos.data ?? []} opened={modal} onClose={close} />
      )}
    </>
  );
}

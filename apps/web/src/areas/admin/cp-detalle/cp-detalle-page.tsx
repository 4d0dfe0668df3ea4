import { Button, Group } from '@mantine/core';
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
import { useReenviarInvitacion } from '../../../features/cuentas/api/reenviar-invitacion.ts';
import { ejecutar } from '../../../features/cuentas/components/confirmar.tsx';
import { useAvatarUrl } from '../../../features/usuario/api/get-avatar.ts';
import { useCp } from '../../../features/cp/api/get-cp.ts';
import { useContactos } from '../../../features/cp/api/get-contactos.ts';
import { DetailFallback } from '../components/detail-fallback.tsx';
import { DetailHeader } from '../components/detail-header.tsx';
import { Shortcuts } from '../components/shortcuts.tsx';
import { BancoModal } from './banco-modal.tsx';
import { CpTab } from './cp-tab.tsx';
import { ModificarCpModal } from './modificar-cp-modal.tsx';
import { PerfilTab } from './perfil-tab.tsx';
import { ParcelasTab } from './parcelas-tab.tsx';
import { SeccionesTabs } from '../../../components/ui/secciones-tabs.tsx';

const back = { to: '/admin/registro/clientes', label: 'Volver a clientes' };

/** /admin/registro/clientes/mas-info?e={cp_id} */
export function CpDetallePage() {
  const [params] = useSearchParams();
  const cpId = Number(params.get('e')) || 0;
  const cp = useCp(cpId);
  const contactos = useContactos(cpId);
  const avatarUrl = useAvatarUrl(cp.data?.usuario_id);
  const [modal, { open, close }] = useDisclosure(false);
  const [bancoModal, banco] = useDisclosure(false);
  const reenviar = useReenviarInvitacion();

  const c = cp.data;
  if (!c) {
    const cargando = cp.isPending && cpId !== 0;
    return <DetailFallback cargando={cargando} loaderLabel="Cargando cliente" back={back} name="Cliente" />;
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
              Modificar
            </Button>
            <Button variant="light" leftSection={<IconBuildingBank size={16} />} onClick={banco.open}>
              Datos bancarios
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
      <SeccionesTabs
        secciones={[
          {
            label: 'Perfil',
            icon: IconUser,
            panel: <PerfilTab cp={c} contactos={contactos.data ?? []} />,
          },
          { label: 'Empresa', icon: IconBuilding, panel: <CpTab cpId={c.cp_id} /> },
          { label: 'Territorios', icon: IconMap2, panel: <ParcelasTab cpId={c.cp_id} /> },
        ]}
      />
      {bancoModal && <BancoModal cp={c} opened={bancoModal} onClose={banco.close} />}
      {modal && <ModificarCpModal cp={c} contactos={contactos.data ?? []} opened={modal} onClose={close} />}
    </>
  );
}

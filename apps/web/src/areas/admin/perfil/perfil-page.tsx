import { Alert, Center, Loader } from '@mantine/core';
import { ProfileTabs } from '../../../components/profile/profile-tabs.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useAvatarUrl } from '../../../features/usuario/api/get-avatar.ts';
import { useAdminSelf } from '../api/get-admin-self.ts';
import { AdminForm } from './admin-form.tsx';

/** /admin/perfil: PERFIL (admin data, avatar) and SEGURIDAD (password with the current one). */
export function AdminPerfilPage() {
  const { data: me, isPending } = useAdminSelf();
  const avatarUrl = useAvatarUrl(me?.usuario_id);
  return (
    <>
      <PageHeader title="Perfil" subtitle="Tus datos, tu avatar y tu contraseña." />
      {isPending ? (
        <Center py="xl">
          <Loader aria-label="Cargando perfil" />
        </Center>
      ) : !me ? (
        <Alert color="gray">No se pudo cargar el perfil.</Alert>
      ) : (
        <ProfileTabs
          email={me.email}
          perfil={<AdminForm key={JSON.stringify(me)} me={me} avatarUrl={avatarUrl} />}
        />
      )}
    </>
  );
}

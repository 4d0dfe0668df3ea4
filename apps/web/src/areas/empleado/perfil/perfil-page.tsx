import { Center, Loader } from '@mantine/core';
import { ProfileTabs } from '../../../components/profile/profile-tabs.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useAvatarUrl } from '../../../features/usuario/api/get-avatar.ts';
import { useEmpleadoSelf } from '../../../features/empleado/api/get-empleado-self.ts';
import { PerfilForm } from './perfil-form.tsx';

/** /cliente/perfil: PERFIL and SEGURIDAD tabs (docs/RULES.md#areas-and-routes). */
export function EmpleadoPerfilPage() {
  const { data: me } = useEmpleadoSelf();
  const avatarUrl = useAvatarUrl(me?.usuario_id);
  return (
    <>
      <PageHeader title="Perfil" subtitle="Tus datos personales y la seguridad de tu cuenta." />
      {!me ? (
        <Center py="xl">
          <Loader aria-label="Cargando perfil" />
        </Center>
      ) : (
        <ProfileTabs email={me.email} perfil={<PerfilForm me={me} avatarUrl={avatarUrl} />} />
      )}
    </>
  );
}

import { ProfileTabs } from '../../../components/profile/profile-tabs.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useAvatarUrl } from '../../../features/usuario/api/get-avatar.ts';
import { useCpSelf } from '../../../features/cp/api/get-cp-self.ts';
import { Cargando } from '../components/status.tsx';
import { CpForm } from './cp-form.tsx';

/** /cliente-principal/perfil: PERFIL (company data and avatar) and SEGURIDAD (password) tabs. */
export function CpPerfilPage() {
  const { data: cp } = useCpSelf();
  const avatarUrl = useAvatarUrl(cp?.usuario_id);
  return (
    <>
      <PageHeader title="Perfil" subtitle="Los datos de tu empresa y la seguridad de tu cuenta." />
      {!cp ? (
        <Cargando label="Cargando perfil" />
      ) : (
        <ProfileTabs
          email={cp.email}
          perfil={<CpForm key={JSON.stringify(cp)} cp={cp} avatarUrl={avatarUrl} />}
        />
      )}
    </>
  );
}

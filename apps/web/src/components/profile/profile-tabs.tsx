import { IconBell, IconLock, IconUser } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { PreferenciasNotificaciones } from '../notificaciones/preferencias-notificaciones.tsx';
import { PasswordForm } from './password-form.tsx';
import { SeccionesTabs } from '../ui/secciones-tabs.tsx';

/** Perfil page body for any role: PERFIL (the role's own form), SEGURIDAD (password change) and NOTIFICACIONES tabs. */
export function ProfileTabs({ perfil, email }: { perfil: ReactNode; email: string | undefined }) {
  return (
    <SeccionesTabs
      listMb="lg"
      secciones={[
        { label: 'Perfil', icon: IconUser, panel: <>{perfil}</> },
        { label: 'Seguridad', icon: IconLock, panel: <PasswordForm email={email} /> },
        { label: 'Notificaciones', icon: IconBell, panel: <PreferenciasNotificaciones /> },
      ]}
    />
  );
}

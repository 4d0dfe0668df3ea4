import { Card, Tabs } from '@mantine/core';
import { IconBell, IconLock, IconUser } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { PreferenciasNotificaciones } from '../notificaciones/preferencias-notificaciones.tsx';
import { PasswordForm } from './password-form.tsx';

/** Perfil page body for any role: PERFIL (the role's own form), SEGURIDAD (password change) and NOTIFICACIONES tabs. */
export function ProfileTabs({ perfil, email }: { perfil: ReactNode; email: string | undefined }) {
  return (
    <Card withBorder padding="lg">
      <Tabs defaultValue="perfil" keepMounted={false}>
        <Tabs.List mb="lg">
          <Tabs.Tab value="perfil" leftSection={<IconUser size={16} />}>
            PERFIL
          </Tabs.Tab>
          <Tabs.Tab value="seguridad" leftSection={<IconLock size={16} />}>
            SEGURIDAD
          </Tabs.Tab>
          <Tabs.Tab value="notificaciones" leftSection={<IconBell size={16} />}>
            NOTIFICACIONES
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="perfil">{perfil}</Tabs.Panel>
        <Tabs.Panel value="seguridad">
          <PasswordForm email={email} />
        </Tabs.Panel>
        <Tabs.Panel value="notificaciones">
          <PreferenciasNotificaciones />
        </Tabs.Panel>
      </Tabs>
    </Card>
  );
}

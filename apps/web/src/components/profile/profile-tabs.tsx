import { Card, Tabs } from '@mantine/core';
import { IconLock, IconUser } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { PasswordForm } from './password-form.tsx';

/** Perfil page body for any role: PERFIL (the role's own form) and SEGURIDAD (password change) tabs. */
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
        </Tabs.List>
        <Tabs.Panel value="perfil">{perfil}</Tabs.Panel>
        <Tabs.Panel value="seguridad">
          <PasswordForm email={email} />
        </Tabs.Panel>
      </Tabs>
    </Card>
  );
}

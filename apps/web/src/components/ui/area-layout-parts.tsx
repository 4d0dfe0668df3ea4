import {
  AppShell,
  Avatar,
  Burger,
  Group,
  NavLink,
  ScrollArea,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { NavLink as RouterLink } from 'react-router';
import { useLogout } from '../../lib/use-logout.ts';
import { CampanaNotificaciones } from '../notificaciones/campana.tsx';
import { BrandMark } from './brand-mark.tsx';
import type { AreaIdentity, NavGroup, NavItem } from './area-nav-types.ts';
import classes from './area-layout.module.css';
import type { AreaMenu } from './use-area-menu.ts';

const link = (item: NavItem) => (
  <NavLink
    key={item.to}
    component={RouterLink}
    to={item.to}
    label={item.label}
    leftSection={item.icon}
    rightSection={item.badge}
  />
);

function Identidad({ identity }: { identity: AreaIdentity }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <CampanaNotificaciones />
      <Stack gap={0} align="flex-end" miw={0}>
        <Text size="xs" c="dimmed" data-testid="area-display-id">
          {identity.displayId}
        </Text>
        <Text size="sm" fw={600} data-testid="area-name" lineClamp={1}>
          {identity.name}
        </Text>
      </Stack>
      <Avatar src={identity.avatarUrl ?? null} alt={identity.name} radius="xl" color="agro" />
    </Group>
  );
}

/** The header: menu button (phone), brand to the area's home, extras, then notifications and identity. */
export function AreaHeader(props: {
  menu: AreaMenu;
  homeTo: string;
  headerExtra?: ReactNode;
  identity: AreaIdentity | null;
}) {
  const { menu } = props;
  return (
    <AppShell.Header>
      <Group h="100%" px="md" justify="space-between" wrap="nowrap">
        <Group gap="sm" wrap="nowrap">
          <Burger
            ref={menu.burgerRef}
            opened={menu.opened}
            onClick={menu.toggle}
            className={classes.burger}
            size="sm"
            aria-label="Abrir menú"
            aria-expanded={menu.opened}
            aria-controls="area-menu"
          />
          <RouterLink
            to={props.homeTo}
            style={{ textDecoration: 'none' }}
            aria-label="Agro Monitoreo, ir al inicio"
          >
            <BrandMark textClassName={classes.brandText} />
          </RouterLink>
          {props.headerExtra}
        </Group>
        {props.identity && <Identidad identity={props.identity} />}
      </Group>
    </AppShell.Header>
  );
}

/** The menu: the area's groups of links, then the bottom links and Cerrar sesión. */
export function AreaNavbar({ menu, nav, bottom }: { menu: AreaMenu; nav: NavGroup[]; bottom: NavItem[] }) {
  const logout = useLogout();
  return (
    <AppShell.Navbar ref={menu.navRef} id="area-menu" p="xs" aria-label="Menú principal" inert={menu.inert}>
      <AppShell.Section grow component={ScrollArea}>
        {nav.map((g, i) => (
          <Stack key={g.title ?? i} gap={0} mb="sm">
            {g.title && (
              <Text size="xs" fw={700} c="dimmed" px="sm" py={4} tt="uppercase">
                {g.title}
              </Text>
            )}
            {g.items.map(link)}
          </Stack>
        ))}
      </AppShell.Section>
      <AppShell.Section>
        {bottom.map(link)}
        <NavLink
          component={UnstyledButton}
          label="Cerrar sesión"
          leftSection={<IconLogout size={18} />}
          onClick={logout}
        />
      </AppShell.Section>
    </AppShell.Navbar>
  );
}

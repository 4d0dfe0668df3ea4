import {
  AppShell,
  Avatar,
  Box,
  Burger,
  Group,
  NavLink,
  ScrollArea,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconLogout } from '@tabler/icons-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { NavLink as RouterLink, Outlet, useLocation } from 'react-router';
import { SIDEBAR_BREAKPOINT_PX } from '@agro/domain/constants';
import { useLogout } from '../../lib/use-logout.ts';
import { CampanaNotificaciones } from '../notificaciones/campana.tsx';
import { BrandMark } from './brand-mark.tsx';
import classes from './area-layout.module.css';

export interface NavItem {
  to: string;
  label: string;
  icon?: ReactNode;
  /** Shown at the end of the item, e.g. a count of things waiting. */
  badge?: ReactNode;
}
export interface NavGroup {
  title?: string;
  items: NavItem[];
}

export interface AreaIdentity {
  displayId: string;
  name: string;
  avatarUrl?: string | null;
}

// Permanent sidebar above 768 px; a pop-up menu at 768 px or less (docs/RULES.md#areas-and-routes).
const BREAKPOINT = `${(SIDEBAR_BREAKPOINT_PX + 1) / 16}em`;
const COLLAPSED_QUERY = `(max-width: ${SIDEBAR_BREAKPOINT_PX / 16}em)`;

/** The private areas' shell: sidebar, header with identity and avatar, footer with the year. */
export function AreaLayout(props: {
  nav: NavGroup[];
  bottom: NavItem[];
  identity: AreaIdentity | null;
  headerExtra?: ReactNode;
  homeTo: string;
}) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const logout = useLogout();
  const location = useLocation();
  useEffect(close, [location.pathname, close]);
  const collapsed = useMediaQuery(COLLAPSED_QUERY, false, { getInitialValueInEffect: false });
  const burgerRef = useRef<HTMLButtonElement>(null);
  const navRef = useRef<HTMLDivElement>(null);

  // The pop-up menu is a disclosure: opening moves focus into it, Escape closes it and gives focus back.
  useEffect(() => {
    if (!collapsed || !opened) return;
    navRef.current?.querySelector<HTMLElement>('a[href], button')?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      close();
      burgerRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [collapsed, opened, close]);

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

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 260, breakpoint: BREAKPOINT, collapsed: { mobile: !opened } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              ref={burgerRef}
              opened={opened}
              onClick={toggle}
              className={classes.burger}
              size="sm"
              aria-label="Abrir menú"
              aria-expanded={opened}
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
          {props.identity && (
            <Group gap="sm" wrap="nowrap">
              <CampanaNotificaciones />
              <Stack gap={0} align="flex-end" miw={0}>
                <Text size="xs" c="dimmed" data-testid="area-display-id">
                  {props.identity.displayId}
                </Text>
                <Text size="sm" fw={600} data-testid="area-name" lineClamp={1}>
                  {props.identity.name}
                </Text>
              </Stack>
              <Avatar
                src={props.identity.avatarUrl ?? null}
                alt={props.identity.name}
                radius="xl"
                color="agro"
              />
            </Group>
          )}
        </Group>
      </AppShell.Header>
      {/* Closed on a phone, the menu sits off screen: inert keeps its links out of the tab order. */}
      <AppShell.Navbar
        ref={navRef}
        id="area-menu"
        p="xs"
        aria-label="Menú principal"
        inert={collapsed && !opened}
      >
        <AppShell.Section grow component={ScrollArea}>
          {props.nav.map((g, i) => (
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
          {props.bottom.map(link)}
          <NavLink
            component={UnstyledButton}
            label="Cerrar sesión"
            leftSection={<IconLogout size={18} />}
            onClick={logout}
          />
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main style={{ display: 'flex', flexDirection: 'column' }}>
        <Box style={{ flex: 1, minWidth: 0 }}>
          <Outlet />
        </Box>
        {/* The copyright scrolls with the content: a pinned footer took screen height on every screen. */}
        <Group component="footer" justify="center" mt="xl" py="xs">
          <Text size="xs" c="dimmed">
            Agro Monitoreo © {new Date().getFullYear()}
          </Text>
        </Group>
      </AppShell.Main>
    </AppShell>
  );
}

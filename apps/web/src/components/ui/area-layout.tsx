import { AppShell, Box, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { AreaIdentity, NavGroup, NavItem } from './area-nav-types.ts';
import { Outlet } from 'react-router';
import { AreaHeader, AreaNavbar } from './area-layout-parts.tsx';
import { AREA_BREAKPOINTS, useAreaMenu } from './use-area-menu.ts';

export type { AreaIdentity, NavGroup, NavItem } from './area-nav-types.ts';

/** The private areas' shell: sidebar, header with identity and avatar, footer with the year. */
export function AreaLayout(props: {
  nav: NavGroup[];
  bottom: NavItem[];
  identity: AreaIdentity | null;
  headerExtra?: ReactNode;
  homeTo: string;
}) {
  const menu = useAreaMenu();
  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 260, breakpoint: AREA_BREAKPOINTS.sidebarDesde, collapsed: { mobile: !menu.opened } }}
      padding="md"
    >
      <AreaHeader
        menu={menu}
        homeTo={props.homeTo}
        headerExtra={props.headerExtra}
        identity={props.identity}
      />
      <AreaNavbar menu={menu} nav={props.nav} bottom={props.bottom} />
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

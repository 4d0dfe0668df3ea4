import { Box, Burger, Button, Collapse, Container, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconUserCircle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { BrandMark } from '../../../components/ui/brand-mark.tsx';
import classes from './site-header.module.css';

const LINKS = [
  { to: '/home', label: 'Home' },
  { to: '/nosotros', label: 'Nosotros' },
  { to: '/servicios', label: 'Servicios' },
  { to: '/preguntas-frecuentes', label: 'Preguntas Frecuentes' },
];

function MiCuenta({ fullWidth = false }: { fullWidth?: boolean }) {
  return (
    <Button
      component={NavLink}
      to="/login"
      color="agro.7"
      radius="xl"
      fullWidth={fullWidth}
      leftSection={<IconUserCircle size={18} />}
    >
      Mi Cuenta
    </Button>
  );
}

/** Public header (docs/RULES.md#areas-and-routes): logo, links with the active one highlighted, burger menu on small screens. */
export function SiteHeader() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  useEffect(close, [pathname, close]);

  const links = LINKS.map((l) => (
    <NavLink key={l.to} to={l.to} className={classes.link}>
      {l.label}
    </NavLink>
  ));

  return (
    <Box component="header" className={classes.header}>
      <Container size="lg">
        <Group className={classes.bar} justify="space-between" wrap="nowrap">
          <Link to="/" aria-label="Agro Monitoreo, ir al inicio" style={{ textDecoration: 'none' }}>
            <BrandMark />
          </Link>
          <Group gap={4} visibleFrom="md" component="nav" aria-label="Navegación principal" wrap="nowrap">
            {links}
            <Box ml="sm">
              <MiCuenta />
            </Box>
          </Group>
          <Burger
            opened={opened}
            onClick={toggle}
            hiddenFrom="md"
            aria-label="Abrir menú"
            aria-expanded={opened}
            aria-controls="menu-publico"
          />
        </Group>
        <Collapse expanded={opened} hiddenFrom="md" id="menu-publico">
          <Stack gap={4} className={classes.mobileMenu} component="nav" aria-label="Navegación móvil">
            {links}
            <Box mt="xs">
              <MiCuenta fullWidth />
            </Box>
          </Stack>
        </Collapse>
      </Container>
    </Box>
  );
}

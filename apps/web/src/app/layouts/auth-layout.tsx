import { Box, Center, Container, Text } from '@mantine/core';
import { Link, Outlet } from 'react-router';
import { BrandMark } from '../../components/ui/brand-mark.tsx';
import { lineaPie } from '../../areas/public/components/site-footer-state.ts';

const BACKGROUND =
  'linear-gradient(180deg, rgba(246,248,244,0.55) 0%, rgba(246,248,244,0.85) 100%), url(/public/img/auth-fondo.svg) center / cover no-repeat';

/** Sign-in screens (docs/RULES.md#areas-and-routes): centred content and a footer with the copyright line and current year. */
export function AuthLayout() {
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column', background: BACKGROUND }}>
      <Center pt="xl" pb="md">
        <Link to="/home" aria-label="Agro Monitoreo, ir al inicio" style={{ textDecoration: 'none' }}>
          <BrandMark />
        </Link>
      </Center>
      <Center component="main" style={{ flex: 1 }} px="md" py="lg">
        <Container size={460} w="100%" p={0}>
          <Outlet />
        </Container>
      </Center>
      <Box component="footer" py="md" px="md">
        <Text size="sm" c="dimmed" ta="center">
          {lineaPie(false, new Date().getFullYear())}
        </Text>
      </Box>
    </Box>
  );
}

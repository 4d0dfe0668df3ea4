import { Alert, Anchor, Button, Group, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconArrowRight, IconInfoCircle } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { MSG } from '@agro/domain/messages';
import { isValidEmail, isValidPassword } from '@agro/domain/rules';
import { homeForRole } from '@agro/domain/session';
import { notify } from '../../../lib/notify.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { session, useSession } from '../../../lib/session.ts';
import { login } from '../api/login.ts';
import { AuthCard } from '../components/auth-card.tsx';

type Invalid = { email?: boolean; password?: boolean };

/** /login (docs/RULES.md#areas-and-routes): validates, signs in and lands on the role's area; failures stay signed out. */
export function LoginPage() {
  const navigate = useNavigate();
  const { isLoggedIn, userRole } = useSession();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [invalid, setInvalid] = useState<Invalid>({});
  const [loading, setLoading] = useState(false);
  const [registrar, { open, close }] = useDisclosure(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const correo = email.trim();
    if (!isValidEmail(correo)) {
      setInvalid({ email: true });
      notify.error(MSG.emailInvalido);
      return;
    }
    if (!isValidPassword(password)) {
      setInvalid({ password: true });
      notify.error(MSG.passwordInvalida);
      return;
    }
    setInvalid({});
    setLoading(true);
    const r = await login({ email: correo, password });
    setLoading(false);
    if (!r.ok) {
      notify.error(r.mensaje);
      return;
    }
    // A new identity: nothing cached for a previous user may leak into the new session.
    queryClient.clear();
    session.signIn(r.role);
    navigate(homeForRole(r.role), { replace: true });
  }

  return (
    <AuthCard title="Iniciar sesión" subtitle="Ingresa a tu cuenta para ver el monitoreo de tus territorios.">
      {isLoggedIn && userRole && (
        <Alert color="agro" icon={<IconInfoCircle size={18} />} mb="md">
          <Group justify="space-between" gap="xs">
            <Text size="sm">{MSG.sesionActiva}</Text>
            <Anchor component={Link} to={homeForRole(userRole)} size="sm" fw={600}>
              Ir a mi cuenta
            </Anchor>
          </Group>
        </Alert>
      )}
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            placeholder="nombre@empresa.cl"
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            error={invalid.email}
            required
          />
          <PasswordInput
            label="Contraseña"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            error={invalid.password}
            required
          />
          <Group justify="flex-end" mt={-8}>
            <Anchor component={Link} to="/recuperar-contrasena" size="sm">
              ¿Olvidaste tu contraseña?
            </Anchor>
          </Group>
          <Button type="submit" size="md" loading={loading} rightSection={<IconArrowRight size={18} />}>
            Ingresar
          </Button>
          <Button variant="outline" size="md" onClick={open}>
            Registrar
          </Button>
        </Stack>
      </form>
      <Modal opened={registrar} onClose={close} title="Registrar" centered radius="lg">
        <Stack gap="lg">
          <Text>{MSG.registrarModal}</Text>
          <Group justify="flex-end">
            <Button onClick={close}>Cerrar</Button>
          </Group>
        </Stack>
      </Modal>
    </AuthCard>
  );
}

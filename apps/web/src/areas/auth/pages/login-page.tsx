import { Alert, Anchor, Button, Group, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconArrowRight, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { MSG } from '@agro/domain/messages';
import { loginFormSchema, type LoginInput } from '@agro/domain/schemas/auth';
import { homeForRole, nextAfterLogin } from '@agro/domain/session';
import { notify } from '../../../lib/notify.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { session, useSession } from '../../../lib/session.ts';
import { alertFirstError, useZodForm } from '../../../lib/use-zod-form.ts';
import { login } from '../api/login.ts';
import { AuthCard } from '../components/auth-card.tsx';

/**
 * /login (docs/RULES.md#areas-and-routes): validates, signs in and lands on the role's area, or back on `?next=` (a page
 * of that area, after an expired session); `?email=` fills the e-mail (after setting a password). Failures
 * stay signed out.
 */
export function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { isLoggedIn, userRole } = useSession();
  const form = useZodForm(loginFormSchema, {
    initialValues: { email: params.get('email') ?? '', password: '' },
  });
  const [loading, setLoading] = useState(false);
  const [registrar, { open, close }] = useDisclosure(false);

  async function onSubmit(input: LoginInput) {
    setLoading(true);
    const r = await login(input);
    setLoading(false);
    if (!r.ok) {
      notify.error(r.mensaje);
      return;
    }
    // A new identity: nothing cached for a previous user may leak into the new session.
    queryClient.clear();
    session.signIn(r.role);
    navigate(nextAfterLogin(params.get('next'), r.role), { replace: true });
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
      {/* The spec's alerts stay: the first field message is also shown as one (spec 000 §5). */}
      <form onSubmit={form.onSubmit(onSubmit, alertFirstError)} noValidate>
        <Stack gap="md">
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            placeholder="Ej.: nombre@empresa.cl"
            required
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label="Contraseña"
            autoComplete="current-password"
            required
            {...form.getInputProps('password')}
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

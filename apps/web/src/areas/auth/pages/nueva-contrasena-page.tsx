import { Button, Center, Loader, PasswordInput, Stack } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { MSG } from '@agro/domain/messages';
import { resetPasswordSchema } from '@agro/domain/schemas/auth';
import { notify } from '../../../lib/notify.ts';
import { alertFirstError, useZodForm } from '../../../lib/use-zod-form.ts';
import { cambiarPassword } from '../api/cambiar-password.ts';
import { useValidarToken } from '../api/validar-token.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { PasswordChecklist } from '../../../components/ui/password-checklist.tsx';

/** /nueva-contrasena?t={token}: the reset step (docs/RULES.md#areas-and-routes, #identity). */
export function NuevaContrasenaPage() {
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('t');
  const validacion = useValidarToken(token);
  // The server's own schema: password_old is the new password, password_new its confirmation (DECISIONS §4).
  const form = useZodForm(resetPasswordSchema, { initialValues: { password_old: '', password_new: '' } });
  const [loading, setLoading] = useState(false);

  // A missing or dead token sends the user home, once (StrictMode runs effects twice in development).
  const redirected = useRef(false);
  const invalido = !token || validacion.isError;
  useEffect(() => {
    if (!invalido || redirected.current) return;
    redirected.current = true;
    notify.errorAcrossRedirect(MSG.resetContenidoNoExiste);
    navigate('/home', { replace: true });
  }, [invalido, navigate]);

  async function onSubmit(v: z.output<typeof resetPasswordSchema>) {
    if (!token) return;
    setLoading(true);
    const email = await cambiarPassword(token, v.password_old, v.password_new);
    setLoading(false);
    if (!email) {
      notify.error(MSG.errorIntente);
      return;
    }
    notify.success(MSG.resetExito);
    navigate(`/login?email=${encodeURIComponent(email)}`, { replace: true });
  }

  if (invalido || !validacion.isSuccess) {
    return (
      <Center py="xl">
        <Loader aria-label="Validando enlace" />
      </Center>
    );
  }

  return (
    <AuthCard title="Nueva contraseña" subtitle="Crea una nueva contraseña para tu cuenta.">
      <form onSubmit={form.onSubmit(onSubmit, alertFirstError)} noValidate>
        <Stack gap="md">
          <PasswordInput
            label="Nueva contraseña"
            autoComplete="new-password"
            required
            {...form.getInputProps('password_old')}
          />
          <PasswordInput
            label="Confirmar contraseña"
            autoComplete="new-password"
            required
            {...form.getInputProps('password_new')}
          />
          <PasswordChecklist password={form.values.password_old} confirm={form.values.password_new} />
          <Button type="submit" size="md" loading={loading}>
            Cambiar contraseña
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}

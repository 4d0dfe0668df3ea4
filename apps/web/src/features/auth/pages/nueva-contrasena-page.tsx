import { Button, Center, Loader, PasswordInput, Stack } from '@mantine/core';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { MSG } from '@agro/domain/messages';
import { isValidPassword } from '@agro/domain/rules';
import { notify } from '../../../lib/notify.ts';
import { cambiarPassword } from '../api/cambiar-password.ts';
import { useValidarToken } from '../api/validar-token.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { PasswordChecklist } from '../../../components/ui/password-checklist.tsx';

/** /nueva-contrasena?t={token}: the reset step (docs/RULES.md#areas-and-routes, #identity). */
export function NuevaContrasenaPage() {
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('t');
  const validacion = useValidarToken(token);
  const [nueva, setNueva] = useState('');
  const [confirmacion, setConfirmacion] = useState('');
  const [loading, setLoading] = useState(false);

  // A missing or dead token sends the user home, once (StrictMode runs effects twice in development).
  const redirected = useRef(false);
  const invalido = !token || validacion.isError;
  useEffect(() => {
    if (!invalido || redirected.current) return;
    redirected.current = true;
    notify.error(MSG.resetContenidoNoExiste);
    navigate('/home', { replace: true });
  }, [invalido, navigate]);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!token) return;
    if (!isValidPassword(nueva) || !isValidPassword(confirmacion)) {
      notify.error(MSG.passwordsNoCumplen);
      return;
    }
    if (nueva !== confirmacion) {
      notify.error(MSG.passwordsNoCoincidenReset);
      return;
    }
    setLoading(true);
    const ok = await cambiarPassword(token, nueva, confirmacion);
    setLoading(false);
    if (!ok) {
      notify.error(MSG.errorIntente);
      return;
    }
    notify.success(MSG.resetExito);
    navigate('/home', { replace: true });
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
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <PasswordInput
            label="Nueva contraseña"
            autoComplete="new-password"
            value={nueva}
            onChange={(e) => setNueva(e.currentTarget.value)}
            required
          />
          <PasswordInput
            label="Confirmar contraseña"
            autoComplete="new-password"
            value={confirmacion}
            onChange={(e) => setConfirmacion(e.currentTarget.value)}
            required
          />
          <PasswordChecklist password={nueva} confirm={confirmacion} />
          <Button type="submit" size="md" loading={loading}>
            Cambiar contraseña
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}

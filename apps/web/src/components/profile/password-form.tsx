import { Button, Group, PasswordInput, SimpleGrid, Stack } from '@mantine/core';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { MSG } from '@agro/domain/messages';
import { isValidPassword } from '@agro/domain/rules';
import { perfilPasswordSchema } from '@agro/domain/schemas/perfil';
import { notify } from '../../lib/notify.ts';
import { ApiError, failureMessage } from '../../lib/request.ts';
import { useChangePassword } from './api/change-password.ts';
import { PasswordChecklist } from '../ui/password-checklist.tsx';

const EMPTY = { password_old: '', password_new: '', password_new2: '' };

/** SEGURIDAD tab for any role: current, new and confirm password with the live requirements list. */
export function PasswordForm({ email }: { email: string | undefined }) {
  const [values, setValues] = useState(EMPTY);
  const change = useChangePassword(email);
  const set = (k: keyof typeof EMPTY) => (e: ChangeEvent<HTMLInputElement>) =>
    setValues({ ...values, [k]: e.currentTarget.value });

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (values.password_new !== values.password_new2) return notify.error(MSG.passwordsNoCoinciden);
    if (!isValidPassword(values.password_new)) return notify.error(MSG.passwordsNoCumplen);
    const parsed = perfilPasswordSchema.safeParse(values);
    if (!parsed.success) return notify.error(parsed.error.issues[0]?.message ?? MSG.usuarioNoActualizado);
    try {
      await change.mutateAsync(parsed.data);
      notify.success(MSG.usuarioActualizado);
      setValues(EMPTY);
    } catch (err) {
      // The wrong current password is worth naming; other failures get the spec's generic text.
      const known = err instanceof ApiError && err.mensaje === MSG.passwordActualIncorrecta;
      notify.error(known ? MSG.passwordActualIncorrecta : failureMessage(err, MSG.usuarioNoActualizado));
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <Stack gap="md">
          <PasswordInput
            label="Contraseña actual"
            autoComplete="current-password"
            value={values.password_old}
            onChange={set('password_old')}
            required
          />
          <PasswordInput
            label="Nueva contraseña"
            autoComplete="new-password"
            value={values.password_new}
            onChange={set('password_new')}
            required
          />
          <PasswordInput
            label="Confirmar nueva contraseña"
            autoComplete="new-password"
            value={values.password_new2}
            onChange={set('password_new2')}
            required
          />
          <Group>
            <Button type="submit" loading={change.isPending}>
              CAMBIAR CONTRASEÑA
            </Button>
          </Group>
        </Stack>
        <PasswordChecklist password={values.password_new} confirm={values.password_new2} />
      </SimpleGrid>
    </form>
  );
}

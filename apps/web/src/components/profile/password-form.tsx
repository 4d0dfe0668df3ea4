import { Button, Group, PasswordInput, SimpleGrid, Stack } from '@mantine/core';
import { MSG } from '@agro/domain/messages';
import { perfilPasswordSchema, type PerfilPasswordInput } from '@agro/domain/schemas/perfil';
import { notify } from '../../lib/notify.ts';
import { ApiError, failureMessage } from '../../lib/request.ts';
import { alertFirstError, useZodForm } from '../../lib/use-zod-form.ts';
import { useCambiarPasswordPropia } from './api/cambiar-password-propia.ts';
import { PasswordChecklist } from '../ui/password-checklist.tsx';

/** SEGURIDAD tab for any role: current, new and confirm password with the live requirements list. */
export function PasswordForm({ email }: { email: string | undefined }) {
  const form = useZodForm(perfilPasswordSchema, {
    initialValues: { password_old: '', password_new: '', password_new2: '' },
  });
  const change = useCambiarPasswordPropia(email);

  async function onSubmit(v: PerfilPasswordInput) {
    try {
      await change.mutateAsync(v);
      notify.success(MSG.usuarioActualizado);
      form.reset();
    } catch (err) {
      // The wrong current password is worth naming, under its field; other failures get the spec's generic text.
      const known = err instanceof ApiError && err.mensaje === MSG.passwordActualIncorrecta;
      notify.error(known ? MSG.passwordActualIncorrecta : failureMessage(err, MSG.usuarioNoActualizado));
      if (known) form.setFieldError('password_old', MSG.passwordActualIncorrecta);
    }
  }

  return (
    <form onSubmit={form.onSubmit(onSubmit, alertFirstError)} noValidate>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <Stack gap="md">
          <PasswordInput
            label="Contraseña actual"
            autoComplete="current-password"
            required
            {...form.getInputProps('password_old')}
          />
          <PasswordInput
            label="Nueva contraseña"
            autoComplete="new-password"
            required
            {...form.getInputProps('password_new')}
          />
          <PasswordInput
            label="Confirmar nueva contraseña"
            autoComplete="new-password"
            required
            {...form.getInputProps('password_new2')}
          />
          <Group>
            <Button type="submit" loading={change.isPending}>
              Cambiar contraseña
            </Button>
          </Group>
        </Stack>
        <PasswordChecklist password={form.values.password_new} confirm={form.values.password_new2} />
      </SimpleGrid>
    </form>
  );
}

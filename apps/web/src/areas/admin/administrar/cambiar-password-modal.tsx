import { Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { MSG } from '@agro/domain/messages';
import { adminPasswordFormSchema } from '@agro/domain/schemas/auth';
import { PasswordChecklist } from '../../../components/ui/password-checklist.tsx';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { useCambiarPasswordUsuario } from '../../../features/usuario/api/cambiar-password-usuario.ts';
import type { UsuarioFila } from '../../../features/usuario/api/keys.ts';
import { enModal } from '../../../lib/modal-failure.ts';
import { ModalActions } from '../../../components/ui/modal-actions.tsx';

/** Modal "Modificar Contraseña": an admin sets any user's password (rule enforced; the user's sessions end). */
export function CambiarPasswordModal({ usuario, onClose }: { usuario: UsuarioFila; onClose: () => void }) {
  const form = useZodForm(adminPasswordFormSchema, {
    initialValues: { password_new: '', password_new2: '' },
  });
  const cambiar = useCambiarPasswordUsuario();

  async function enviar({ password_new }: { password_new: string }) {
    await enModal(() => cambiar.mutateAsync({ email: usuario.email, password: password_new }), {
      ok: MSG.passwordCambiada,
      fallo: MSG.usuarioNoActualizado,
      onClose,
    });
  }

  return (
    <Modal opened onClose={onClose} title="Modificar Contraseña" centered>
      <form onSubmit={form.onSubmit(enviar)} noValidate>
        <Stack gap="sm">
          <Text size="sm">
            Usuario: <b>{usuario.email}</b>. Sus sesiones abiertas se cerrarán.
          </Text>
          <PasswordInput
            label="Nueva contraseña"
            required
            autoComplete="new-password"
            data-autofocus
            {...form.getInputProps('password_new')}
          />
          <PasswordInput
            label="Confirmar nueva contraseña"
            required
            autoComplete="new-password"
            {...form.getInputProps('password_new2')}
          />
          <PasswordChecklist password={form.values.password_new} confirm={form.values.password_new2} />
          <ModalActions onCancel={onClose} pending={cambiar.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}

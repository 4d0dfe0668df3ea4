import { Modal, Stack, Text, TextInput } from '@mantine/core';
import { MSG } from '@agro/domain/messages';
import { adminEmailSchema } from '@agro/domain/schemas/auth';
import { notify } from '../../../lib/notify.ts';
import { ApiError } from '../../../lib/request.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { useCambiarEmail } from '../../../features/usuario/api/cambiar-email.ts';
import type { UsuarioFila } from '../../../features/usuario/api/keys.ts';
import { notifyModalFailure } from '../../../lib/modal-failure.ts';
import { ModalActions } from '../../../components/ui/modal-actions.tsx';

/** Modal "Modificar Email": PUT usuario/email/admin/{email}. */
export function CambiarEmailModal({ usuario, onClose }: { usuario: UsuarioFila; onClose: () => void }) {
  // The request's own schema; email_actual is the account's own (sent by the client), not typed here.
  const form = useZodForm(adminEmailSchema, { initialValues: { email: '' } });
  const cambiar = useCambiarEmail();

  async function enviar({ email }: { email: string }) {
    try {
      await cambiar.mutateAsync({ actual: usuario.email, email });
      notify.success(MSG.emailCambiado);
      onClose();
    } catch (err) {
      // An e-mail already in use says so, under the field; other failures use the spec's text.
      const taken = (e: ApiError) => e.status === 409;
      const msg = notifyModalFailure(err, MSG.usuarioNoActualizado, onClose, taken);
      if (err instanceof ApiError && taken(err)) form.setFieldError('email', msg);
    }
  }

  return (
    <Modal opened onClose={onClose} title="Modificar Email" centered>
      <form onSubmit={form.onSubmit(enviar)} noValidate>
        <Stack gap="sm">
          <Text size="sm">
            Email actual: <b>{usuario.email}</b>
          </Text>
          <TextInput
            label="Nuevo email"
            type="email"
            required
            data-autofocus
            {...form.getInputProps('email')}
          />
          <ModalActions onCancel={onClose} pending={cambiar.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}

import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { MSG } from '@agro/domain/messages';
import { adminEmailSchema } from '@agro/domain/schemas/auth';
import { notify } from '../../../lib/notify.ts';
import { ApiError } from '../../../lib/request.ts';
import { useCambiarEmail, type UsuarioFila } from '../api/usuarios.ts';
import { notifyModalFailure } from '../../../lib/modal-failure.ts';

/** Modal "Modificar Email": PUT usuario/email/admin/{email}. */
export function CambiarEmailModal({ usuario, onClose }: { usuario: UsuarioFila; onClose: () => void }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const cambiar = useCambiarEmail();

  async function enviar(e: FormEvent) {
    e.preventDefault();
    const parsed = adminEmailSchema.safeParse({ email_actual: usuario.email, email });
    if (!parsed.success) return setError(parsed.error.issues[0]!.message);
    setError(null);
    try {
      await cambiar.mutateAsync({ actual: usuario.email, email: parsed.data.email });
      notify.success(MSG.emailCambiado);
      onClose();
    } catch (err) {
      // An e-mail already in use says so; other failures use the spec's text.
      const taken = (e: ApiError) => e.status === 409;
      const msg = notifyModalFailure(err, MSG.usuarioNoActualizado, onClose, taken);
      if (err instanceof ApiError && taken(err)) setError(msg);
    }
  }

  return (
    <Modal opened onClose={onClose} title="Modificar Email" centered>
      <form onSubmit={enviar} noValidate>
        <Stack gap="sm">
          <Text size="sm">
            Email actual: <b>{usuario.email}</b>
          </Text>
          <TextInput
            label="Nuevo email"
            type="email"
            required
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            error={error}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              CANCELAR
            </Button>
            <Button type="submit" loading={cambiar.isPending}>
              GUARDAR
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { MSG } from '@agro/domain/messages';
import { isValidPassword } from '@agro/domain/rules';
import { PasswordChecklist } from '../../../components/ui/password-checklist.tsx';
import { notify } from '../../../lib/notify.ts';
import { useCambiarPasswordUsuario, type UsuarioFila } from '../api/usuarios.ts';
import { notifyModalFailure } from '../../../lib/modal-failure.ts';

/** Modal "Modificar Contraseña": an admin sets any user's password (rule enforced; the user's sessions end). */
export function CambiarPasswordModal({ usuario, onClose }: { usuario: UsuarioFila; onClose: () => void }) {
  const [password, setPassword] = useState('');
  const [confirmacion, setConfirmacion] = useState('');
  const [error, setError] = useState<string | null>(null);
  const cambiar = useCambiarPasswordUsuario();

  async function enviar(e: FormEvent) {
    e.preventDefault();
    if (password !== confirmacion) return setError(MSG.passwordsNoCoinciden);
    if (!isValidPassword(password)) return setError(MSG.passwordsNoCumplen);
    setError(null);
    try {
      await cambiar.mutateAsync({ email: usuario.email, password });
      notify.success(MSG.passwordCambiada);
      onClose();
    } catch (err) {
      notifyModalFailure(err, MSG.usuarioNoActualizado, onClose);
    }
  }

  return (
    <Modal opened onClose={onClose} title="Modificar Contraseña" centered>
      <form onSubmit={enviar} noValidate>
        <Stack gap="sm">
          <Text size="sm">
            Usuario: <b>{usuario.email}</b>. Sus sesiones abiertas se cerrarán.
          </Text>
          <PasswordInput
            label="Nueva contraseña"
            required
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            autoComplete="new-password"
            data-autofocus
          />
          <PasswordInput
            label="Confirmar nueva contraseña"
            required
            value={confirmacion}
            onChange={(e) => setConfirmacion(e.currentTarget.value)}
            autoComplete="new-password"
            error={error}
          />
          <PasswordChecklist password={password} confirm={confirmacion} />
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

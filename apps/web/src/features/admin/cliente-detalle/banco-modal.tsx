import { Button, Group, Modal, Stack } from '@mantine/core';
import { useState } from 'react';
import { MSG } from '@agro/domain/messages';
import { cpBancoSchema } from '@agro/domain/schemas/cp-registro';
import { useActualizarBanco } from '../../cuentas/api/actualizar-banco.ts';
import { ejecutar } from '../../cuentas/components/confirmar.tsx';
import { erroresDeCampos } from '@agro/domain/form-errors';
import type { Cliente } from '../api/clientes.ts';
import { BancoFields, type DatosBanco } from '../components/banco-fields.tsx';

/** "Datos Bancarios" of a client after creation: the wizard's bank step fields and rules (cpBancoSchema). */
export function BancoModal({
  cliente,
  opened,
  onClose,
}: {
  cliente: Cliente;
  opened: boolean;
  onClose: () => void;
}) {
  const [banco, setBanco] = useState<DatosBanco>({
    rut: cliente.rut_bancario,
    email_bancario: cliente.email_bancario,
    banco: cliente.banco,
    tipo_cuenta: cliente.tipo_cuenta,
    numero_cuenta: cliente.numero_cuenta,
  });
  const [errores, setErrores] = useState<Record<string, string>>({});
  const guardar = useActualizarBanco(cliente.cp_id);
  const set = (k: keyof DatosBanco) => (v: string) => setBanco((b) => ({ ...b, [k]: v }));

  async function enviar() {
    const r = cpBancoSchema.safeParse(banco);
    if (!r.success) return setErrores(erroresDeCampos(r.error.issues));
    setErrores({});
    await ejecutar(async () => {
      const res = await guardar.mutateAsync(r.data);
      onClose();
      return res;
    }, MSG.clienteNoActualizado);
  }

  return (
    <Modal opened={opened} onClose={onClose} title="Modificar Datos Bancarios" size="lg">
      <Stack>
        <BancoFields value={banco} set={set} errores={errores} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            CANCELAR
          </Button>
          <Button onClick={() => void enviar()} loading={guardar.isPending}>
            GUARDAR
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

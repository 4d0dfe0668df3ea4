import { Modal, Stack } from '@mantine/core';
import type { z } from 'zod';
import { MSG } from '@agro/domain/messages';
import { cpBancoSchema } from '@agro/domain/schemas/cp-registro';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { useActualizarBanco } from '../../../features/cuentas/api/actualizar-banco.ts';
import { ejecutar } from '../../../features/cuentas/components/confirmar.tsx';
import type { Cp } from '../../../features/cp/api/keys.ts';
import { BancoFields } from '../components/banco-fields.tsx';
import { ModalActions } from '../../../components/ui/modal-actions.tsx';

/** "Datos Bancarios" of a client after creation: the wizard's bank step fields and rules (cpBancoSchema). */
export function BancoModal({ cp, opened, onClose }: { cp: Cp; opened: boolean; onClose: () => void }) {
  const form = useZodForm(cpBancoSchema, {
    // The stored bank and account type (possibly empty); the schema checks them on submit.
    initialValues: {
      rut: cp.rut_bancario,
      email_bancario: cp.email_bancario,
      banco: cp.banco,
      tipo_cuenta: cp.tipo_cuenta,
      numero_cuenta: cp.numero_cuenta,
    } as z.input<typeof cpBancoSchema>,
  });
  const guardar = useActualizarBanco(cp.cp_id);

  const enviar = (datos: z.output<typeof cpBancoSchema>) =>
    ejecutar(async () => {
      const res = await guardar.mutateAsync(datos);
      onClose();
      return res;
    }, MSG.clienteNoActualizado);

  return (
    <Modal opened={opened} onClose={onClose} title="Modificar Datos Bancarios" size="lg">
      <form onSubmit={form.onSubmit(enviar)} noValidate>
        <Stack>
          <BancoFields campo={form.getInputProps} />
          <ModalActions onCancel={onClose} pending={guardar.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}

import { Alert, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { z } from 'zod';
import { MSG } from '@agro/domain/messages';
import { cuentaProveedorSchema } from '@agro/domain/schemas/envio';
import { useCuentaBancaria } from '../../../components/pagos/api/get-cuenta-bancaria.ts';
import { notify } from '../../../lib/notify.ts';
import { ApiError } from '../../../lib/request.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { BancoFields } from '../components/banco-fields.tsx';
import { useGuardarCuentaBancaria } from './api/guardar-cuenta-bancaria.ts';
import { ModalActions } from '../../../components/ui/modal-actions.tsx';

type Valores = z.input<typeof cuentaProveedorSchema>;

// A blank account starts with no bank chosen; the schema asks for one on submit.
const VACIA = {
  titular: '',
  rut: '',
  banco: '',
  tipo_cuenta: '',
  numero_cuenta: '',
  email_bancario: '',
} as unknown as Valores;

function Formulario({ inicial, onClose }: { inicial: Valores; onClose: () => void }) {
  // The client wizard's bank-step rules, from the same shared schema the server applies.
  const form = useZodForm(cuentaProveedorSchema, { initialValues: inicial });
  const [fallo, setFallo] = useState<string | null>(null);
  const guardar = useGuardarCuentaBancaria();

  const submit = async (datos: z.output<typeof cuentaProveedorSchema>) => {
    setFallo(null);
    try {
      await guardar.mutateAsync(datos);
      notify.success(MSG.cuentaProveedorGuardada);
      onClose();
    } catch (err) {
      setFallo(err instanceof ApiError ? err.mensaje : MSG.errorSolicitud);
    }
  };

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="sm">
        <TextInput label="Titular" required {...form.getInputProps('titular')} />
        <BancoFields campo={form.getInputProps} emailDescription="Recibe los comprobantes de pago" />
        {fallo && (
          <Alert color="red" variant="light" role="alert">
            {fallo}
          </Alert>
        )}
        <ModalActions onCancel={onClose} pending={guardar.isPending} cancelar="Cancelar" guardar="Guardar" />
      </Stack>
    </form>
  );
}

/** Back office: the provider's bank account that clients see on Finanzas (one account). */
export function CuentaBancariaModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { data: cuenta, isPending } = useCuentaBancaria();
  return (
    <Modal opened={opened} onClose={onClose} title="Cuenta bancaria para recibir pagos" size="lg">
      {!isPending && <Formulario inicial={cuenta ?? VACIA} onClose={onClose} />}
    </Modal>
  );
}

import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { MSG } from '@agro/domain/messages';
import { cuentaProveedorSchema } from '@agro/domain/schemas/envio';
import { useCuentaBancaria } from '../../../components/pagos/api/get-cuenta-bancaria.ts';
import { notify } from '../../../lib/notify.ts';
import { ApiError } from '../../../lib/request.ts';
import { erroresDeCampos } from '@agro/domain/form-errors';
import { BancoFields } from '../components/banco-fields.tsx';
import { useGuardarCuentaBancaria } from './api/guardar-cuenta-bancaria.ts';

interface Valores {
  titular: string;
  rut: string;
  banco: string;
  tipo_cuenta: string;
  numero_cuenta: string;
  email_bancario: string;
}

const VACIA: Valores = {
  titular: '',
  rut: '',
  banco: '',
  tipo_cuenta: '',
  numero_cuenta: '',
  email_bancario: '',
};

function Formulario({ inicial, onClose }: { inicial: Valores; onClose: () => void }) {
  const [v, setV] = useState(inicial);
  const [errores, setErrores] = useState<Record<string, string>>({});
  const [fallo, setFallo] = useState<string | null>(null);
  const guardar = useGuardarCuentaBancaria();
  const set = (k: keyof Valores) => (valor: string) => setV((x) => ({ ...x, [k]: valor }));

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setFallo(null);
    // The client wizard's bank-step rules, from the same shared schema the server applies.
    const r = cuentaProveedorSchema.safeParse(v);
    if (!r.success) return setErrores(erroresDeCampos(r.error.issues));
    setErrores({});
    try {
      await guardar.mutateAsync(r.data);
      notify.success(MSG.cuentaProveedorGuardada);
      onClose();
    } catch (err) {
      setFallo(err instanceof ApiError ? err.mensaje : MSG.errorSolicitud);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label="Titular"
          required
          value={v.titular}
          onChange={(e) => set('titular')(e.currentTarget.value)}
          error={errores.titular}
        />
        <BancoFields value={v} set={set} errores={errores} emailLabel="Email para comprobantes" />
        {fallo && (
          <Alert color="red" variant="light" role="alert">
            {fallo}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" loading={guardar.isPending}>
            Guardar
          </Button>
        </Group>
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

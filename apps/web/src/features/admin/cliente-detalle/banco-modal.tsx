import { Button, Group, Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { BANCOS, TIPOS_CUENTA } from '@agro/domain/constants';
import { MSG } from '@agro/domain/messages';
import { cpBancoSchema } from '@agro/domain/schemas/cp-registro';
import { useActualizarBanco } from '../../cuentas/api/actualizar-banco.ts';
import { ejecutar } from '../../cuentas/components/confirmar.tsx';
import { erroresDeCampos } from '@agro/domain/form-errors';
import type { Cliente } from '../api/clientes.ts';
import { RutInput } from '../components/rut-input.tsx';

type Banco = {
  rut: string;
  email_bancario: string;
  banco: string;
  tipo_cuenta: string;
  numero_cuenta: string;
};

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
  const [banco, setBanco] = useState<Banco>({
    rut: cliente.rut_bancario,
    email_bancario: cliente.email_bancario,
    banco: cliente.banco,
    tipo_cuenta: cliente.tipo_cuenta,
    numero_cuenta: cliente.numero_cuenta,
  });
  const [errores, setErrores] = useState<Record<string, string>>({});
  const guardar = useActualizarBanco(cliente.cp_id);
  const set = (k: keyof Banco) => (v: string) => setBanco((b) => ({ ...b, [k]: v }));

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
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <RutInput
            label="RUT del titular"
            required
            value={banco.rut}
            onChange={set('rut')}
            error={errores.rut}
          />
          <TextInput
            label="Email bancario"
            type="email"
            required
            value={banco.email_bancario}
            onChange={(e) => set('email_bancario')(e.currentTarget.value)}
            error={errores.email_bancario}
          />
          <Select
            label="Banco"
            required
            data={[...BANCOS]}
            value={banco.banco || null}
            onChange={(v) => set('banco')(v ?? '')}
            searchable
            error={errores.banco}
            comboboxProps={{ withinPortal: true }}
          />
          <Select
            label="Tipo de cuenta"
            required
            data={[...TIPOS_CUENTA]}
            value={banco.tipo_cuenta || null}
            onChange={(v) => set('tipo_cuenta')(v ?? '')}
            error={errores.tipo_cuenta}
            comboboxProps={{ withinPortal: true }}
          />
          <TextInput
            label="Número de cuenta"
            required
            inputMode="numeric"
            value={banco.numero_cuenta}
            onChange={(e) => set('numero_cuenta')(e.currentTarget.value)}
            error={errores.numero_cuenta}
          />
        </SimpleGrid>
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

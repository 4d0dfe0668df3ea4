import { Button, Group, Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { MSG } from '@agro/domain/messages';
import { formatPhone, formatRut } from '@agro/domain/rules';
import { empleadoUpdateSchema } from '@agro/domain/schemas/empleado';
import { notify } from '../../../lib/notify.ts';
import { useUpdateTrabajador } from '../api/empleado-mutations.ts';
import type { Empleado } from '../api/get-empleados.ts';
import { notifyModalFailure } from '../../../lib/modal-failure.ts';

type Valores = Pick<Empleado, 'nombre' | 'apellido' | 'rut' | 'telefono' | 'cargo'>;
const valoresDe = (e: Empleado): Valores => ({
  nombre: e.nombre,
  apellido: e.apellido,
  rut: e.rut,
  telefono: e.telefono,
  cargo: e.cargo,
});

/** "Modificar trabajador": PUT /empleado/{id} {rut, cargo, nombre, apellido, telefono, cp_id}. */
export function ModificarTrabajadorModal({
  empleado,
  opened,
  onClose,
}: {
  empleado: Empleado;
  opened: boolean;
  onClose: () => void;
}) {
  const [v, setV] = useState<Valores>(() => valoresDe(empleado));
  const [errores, setErrores] = useState<Record<string, string>>({});
  const update = useUpdateTrabajador(empleado.empleado_id);
  const campo = (k: keyof Valores, format: (s: string) => string = (s) => s) => ({
    value: v[k],
    error: errores[k],
    onChange: (e: { currentTarget: { value: string } }) => setV({ ...v, [k]: format(e.currentTarget.value) }),
  });

  async function enviar(e: FormEvent) {
    e.preventDefault();
    const parsed = empleadoUpdateSchema.safeParse({ ...v, cp_id: empleado.cp_id });
    if (!parsed.success) {
      setErrores(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrores({});
    try {
      await update.mutateAsync({ ...parsed.data, cargo: parsed.data.cargo ?? '', cp_id: empleado.cp_id });
      notify.success(MSG.trabajadorActualizado);
      onClose();
    } catch (err) {
      notifyModalFailure(err, MSG.trabajadorNoActualizado, onClose);
    }
  }

  const cerrar = () => {
    setV(valoresDe(empleado));
    setErrores({});
    onClose();
  };

  return (
    <Modal opened={opened} onClose={cerrar} title="Modificar trabajador" size="lg" centered>
      <form onSubmit={enviar} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label="Nombre" required maxLength={100} {...campo('nombre')} />
            <TextInput label="Apellido" required maxLength={100} {...campo('apellido')} />
            <TextInput label="RUT" required maxLength={12} {...campo('rut', formatRut)} />
            <TextInput label="Teléfono" required maxLength={12} {...campo('telefono', formatPhone)} />
            <TextInput label="Cargo" maxLength={100} {...campo('cargo')} />
            <TextInput label="Correo electrónico" value={empleado.email} readOnly disabled />
          </SimpleGrid>
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={cerrar}>
              Cancelar
            </Button>
            <Button type="submit" loading={update.isPending}>
              Guardar
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

import { Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { MSG } from '@agro/domain/messages';
import { empleadoUpdateSchema, type EmpleadoUpdateInput } from '@agro/domain/schemas/empleado';
import { PersonaFields } from '../../../components/profile/persona-fields.tsx';
import { ModalActions } from '../../../components/ui/modal-actions.tsx';
import { useActualizarEmpleado } from '../../../features/empleado/api/actualizar-empleado.ts';
import type { Empleado } from '../../../features/empleado/api/keys.ts';
import { enModal } from '../../../lib/modal-failure.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';

const valoresDe = (e: Empleado): EmpleadoUpdateInput => ({
  nombre: e.nombre,
  apellido: e.apellido,
  rut: e.rut,
  telefono: e.telefono,
  cargo: e.cargo,
  cp_id: e.cp_id,
});

/** "Modificar trabajador": PUT /empleado/{id} {rut, cargo, nombre, apellido, telefono, cp_id}. */
export function ModificarEmpleadoModal({
  empleado,
  opened,
  onClose,
}: {
  empleado: Empleado;
  opened: boolean;
  onClose: () => void;
}) {
  const form = useZodForm(empleadoUpdateSchema, { initialValues: valoresDe(empleado) });
  const update = useActualizarEmpleado(empleado.empleado_id);

  const enviar = (datos: ReturnType<typeof form.getTransformedValues>) =>
    enModal(() => update.mutateAsync({ ...datos, cargo: datos.cargo ?? '', cp_id: empleado.cp_id }), {
      ok: MSG.trabajadorActualizado,
      fallo: MSG.trabajadorNoActualizado,
      onClose,
    });

  const cerrar = () => {
    form.reset();
    onClose();
  };

  return (
    <Modal opened={opened} onClose={cerrar} title="Modificar trabajador" size="lg" centered>
      <form onSubmit={form.onSubmit(enviar)} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <PersonaFields campo={form.getInputProps} />
            <TextInput label="Cargo" maxLength={100} {...form.getInputProps('cargo')} />
            <TextInput label="Correo electrónico" value={empleado.email} readOnly disabled />
          </SimpleGrid>
          <ModalActions
            onCancel={cerrar}
            pending={update.isPending}
            cancelar="Cancelar"
            guardar="Guardar"
            mt="sm"
          />
        </Stack>
      </form>
    </Modal>
  );
}

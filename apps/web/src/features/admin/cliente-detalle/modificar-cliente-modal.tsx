import { Alert, Button, Checkbox, Divider, Group, Modal, Stack, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import type { z } from 'zod';
import { useNavigate } from 'react-router';
import { cpPerfilSchema, type CpPerfilInput } from '@agro/domain/contracts/cp';
import { MSG } from '@agro/domain/messages';
import { useActivarCp } from '../../cliente/api/activar-cp.ts';
import { useDesactivarCp } from '../../cliente/api/desactivar-cp.ts';
import { useEliminarCp } from '../../cliente/api/eliminar-cp.ts';
import { useActualizarPerfilCp } from '../../cliente/api/actualizar-perfil-cp.ts';
import type { Cliente, Contacto } from '../../cliente/api/keys.ts';
import { ContactoFields, contactoVacio, type ContactoValores } from './contacto-fields.tsx';
import { CpDatosFields } from './cp-datos-fields.tsx';
import { enModal } from '../../../lib/modal-failure.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { ModalActions } from '../../../components/ui/modal-actions.tsx';

type ClienteForm = z.output<typeof cpPerfilSchema>;

const contactoDe = (c: Contacto | undefined): ContactoValores =>
  c
    ? { nombre: c.nombre, apellido: c.apellido, email: c.email, telefono: c.telefono, cargo: c.cargo }
    : contactoVacio();

/** "Modificar Perfil del Cliente": company data, both contacts, and the deactivate / delete actions. */
export function ModificarClienteModal({
  cliente,
  contactos,
  opened,
  onClose,
}: {
  cliente: Cliente;
  contactos: Contacto[];
  opened: boolean;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const phone = useMediaQuery('(max-width: 36em)');
  const form = useZodForm(cpPerfilSchema, {
    // The stored region; the schema checks it again on submit.
    initialValues: {
      datos: {
        nombre: cliente.nombre,
        rut: cliente.rut,
        telefono: cliente.telefono,
        direccion: cliente.direccion,
        region: cliente.region,
        ciudad: cliente.ciudad,
        comentarios: cliente.comentarios,
      },
      contacto: contactoDe(contactos.find((c) => c.is_principal)),
      contactoSecundario: contactoDe(contactos.find((c) => !c.is_principal)),
    } as CpPerfilInput,
  });
  const campos = (grupo: keyof ClienteForm) => (campo: string) => form.getInputProps(`${grupo}.${campo}`);
  const [desactivar, setDesactivar] = useState(false);
  const [eliminar, setEliminar] = useState(false);
  const actualizar = useActualizarPerfilCp(cliente.cp_id);
  const desactivarCp = useDesactivarCp(cliente.cp_id);
  const activarCp = useActivarCp(cliente.cp_id);
  const eliminarCp = useEliminarCp(cliente.cp_id);

  // A refused delete (payments exist) explains itself; other failures use the spec's text.
  const accion = (hacer: () => Promise<unknown>, ok: string) =>
    enModal(hacer, { ok, fallo: MSG.clienteNoActualizado, onClose, explains: (e) => e.status === 409 });

  // One request: the company and both contacts are saved together or not at all.
  const guardar = (perfil: ClienteForm) =>
    accion(() => actualizar.mutateAsync(perfil), MSG.clienteActualizado);

  async function aplicarAccion() {
    if (eliminar) {
      if (await accion(() => eliminarCp.mutateAsync(undefined), MSG.clienteEliminado))
        navigate('/admin/registro/clientes');
    } else if (desactivar && cliente.is_active) {
      await accion(() => desactivarCp.mutateAsync(undefined), MSG.clienteDesactivado);
    } else if (desactivar) {
      await accion(() => activarCp.mutateAsync(undefined), MSG.clienteActivado);
    }
  }

  const guardando = actualizar.isPending;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Modificar Perfil del Cliente"
      size="xl"
      centered
      fullScreen={phone}
    >
      <form onSubmit={form.onSubmit(guardar)} noValidate>
        <Stack gap="sm">
          <Title order={5}>Datos del cliente</Title>
          <CpDatosFields campo={campos('datos')} />
          <Divider label="Contacto Primario" labelPosition="left" />
          <ContactoFields campo={campos('contacto')} />
          <Divider label="Contacto Secundario" labelPosition="left" />
          <ContactoFields campo={campos('contactoSecundario')} />
          <ModalActions onCancel={onClose} pending={guardando} mt="sm" />
        </Stack>
      </form>
      <Divider
        my="lg"
        label={cliente.is_active ? 'Desactivar o eliminar' : 'Reactivar o eliminar'}
        labelPosition="left"
        color="red"
      />
      <Stack gap="xs">
        <Checkbox
          label={
            cliente.is_active
              ? 'Desactivar este cliente temporalmente: ni la empresa ni sus trabajadores podrán ingresar'
              : 'Reactivar este cliente: la empresa y sus trabajadores podrán ingresar nuevamente'
          }
          checked={desactivar}
          disabled={eliminar}
          onChange={(e) => setDesactivar(e.currentTarget.checked)}
        />
        <Checkbox
          label="Eliminar este cliente de forma permanente, con sus territorios, servicios, archivos, trabajadores y facturas"
          checked={eliminar}
          disabled={desactivar}
          onChange={(e) => setEliminar(e.currentTarget.checked)}
        />
        {eliminar && (
          <Alert color="red">
            Esta acción no se puede deshacer. Un cliente con pagos registrados no puede eliminarse:
            desactívelo.
          </Alert>
        )}
        <Group justify="flex-end">
          <Button
            color="red"
            disabled={!desactivar && !eliminar}
            loading={desactivarCp.isPending || activarCp.isPending || eliminarCp.isPending}
            onClick={aplicarAccion}
          >
            {eliminar ? 'Eliminar cliente' : cliente.is_active ? 'Desactivar cliente' : 'Reactivar cliente'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

import { Alert, Button, Checkbox, Divider, Group, Modal, Stack, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { ModalActions } from '../../../components/ui/modal-actions.tsx';
import type { Cp, Contacto } from '../../../features/cp/api/keys.ts';
import { ContactoFields } from './contacto-fields.tsx';
import { CpDatosFields } from './cp-datos-fields.tsx';
import { ETIQUETA_ACCION } from './modificar-cp-state.ts';
import { useModificarCp } from './use-modificar-cp.ts';

type Estado = ReturnType<typeof useModificarCp>;

/** "Modificar Perfil del Cliente": company data, both contacts, and the deactivate / delete actions. */
export function ModificarCpModal({
  cp,
  contactos,
  opened,
  onClose,
}: {
  cp: Cp;
  contactos: Contacto[];
  opened: boolean;
  onClose: () => void;
}) {
  const phone = useMediaQuery('(max-width: 36em)');
  const s = useModificarCp(cp, contactos, onClose);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Modificar Perfil del Cliente"
      size="xl"
      centered
      fullScreen={phone}
    >
      <form onSubmit={s.onSubmit} noValidate>
        <Stack gap="sm">
          <Title order={5}>Datos del cliente</Title>
          <CpDatosFields campo={s.campos('datos')} />
          <Divider label="Contacto Primario" labelPosition="left" />
          <ContactoFields campo={s.campos('contacto')} />
          <Divider label="Contacto Secundario" labelPosition="left" />
          <ContactoFields campo={s.campos('contactoSecundario')} />
          <ModalActions onCancel={onClose} pending={s.guardando} mt="sm" />
        </Stack>
      </form>
      <AccionesCuenta activo={cp.is_active} s={s} />
    </Modal>
  );
}

/** The red zone: deactivate (or reactivate) and delete, each behind a checkbox. */
function AccionesCuenta({ activo, s }: { activo: boolean; s: Estado }) {
  const { desactivar, setDesactivar, eliminar, setEliminar } = s.marcas;
  return (
    <>
      <Divider
        my="lg"
        label={activo ? 'Desactivar o eliminar' : 'Reactivar o eliminar'}
        labelPosition="left"
        color="red"
      />
      <Stack gap="xs">
        <Checkbox
          label={
            activo
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
            Esta acción no se puede deshacer. Un cp con pagos registrados no puede eliminarse: desactívelo.
          </Alert>
        )}
        <Group justify="flex-end">
          <Button color="red" disabled={!s.accion} loading={s.aplicando} onClick={s.aplicarAccion}>
            {ETIQUETA_ACCION[s.accion ?? (activo ? 'desactivar' : 'activar')]}
          </Button>
        </Group>
      </Stack>
    </>
  );
}

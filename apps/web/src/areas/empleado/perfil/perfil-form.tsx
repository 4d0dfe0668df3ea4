import { Button, Group, SimpleGrid, Stack, Tooltip } from '@mantine/core';
import { MSG } from '@agro/domain/messages';
import { perfilEmpleadoSchema, type PerfilEmpleadoInput } from '@agro/domain/schemas/empleado';
import { SubirAvatar } from '../../../components/profile/subir-avatar.tsx';
import { PersonaFields } from '../../../components/profile/persona-fields.tsx';
import { usePerfilGuardado } from '../../../components/profile/use-perfil-guardado.ts';
import { descartar } from '../../../components/profile/perfil-guardado.ts';
import { alertFirstError, useZodForm } from '../../../lib/use-zod-form.ts';
import { usuarioKeys } from '../../../features/usuario/api/keys.ts';
import { empleadoKeys, type EmpleadoSelf } from '../../../features/empleado/api/keys.ts';
import { CampoSoloLectura } from '../../../components/profile/campo-solo-lectura.tsx';

const valuesOf = (me: EmpleadoSelf): PerfilEmpleadoInput => ({
  nombre: me.nombre,
  apellido: me.apellido,
  rut: me.rut,
  telefono: me.telefono,
});

/** PERFIL tab of the employee: nombre, apellido, rut (auto-format), telefono, avatar, saved together; GUARDAR / CANCELAR. */
export function PerfilForm({ me, avatarUrl }: { me: EmpleadoSelf; avatarUrl: string | null }) {
  const form = useZodForm(perfilEmpleadoSchema, { initialValues: valuesOf(me) });
  const perfil = usePerfilGuardado([empleadoKeys.propio, usuarioKeys.avatar(me.usuario_id)], {
    ok: MSG.usuarioActualizado,
    fallo: MSG.usuarioNoActualizado,
  });
  const changed = perfil.file !== null || form.isDirty();

  // Unchanged data is not sent: GUARDAR with only a new avatar saves the avatar alone.
  async function onSubmit(v: PerfilEmpleadoInput) {
    if (await perfil.guardar(form.isDirty() ? v : undefined)) form.resetDirty();
  }

  const cancelar = () => descartar(form, valuesOf(me), perfil);

  return (
    <form onSubmit={form.onSubmit(onSubmit, alertFirstError)} noValidate>
      <Stack gap="lg">
        <SubirAvatar
          currentUrl={avatarUrl}
          file={perfil.file}
          onChange={perfil.setFile}
          name={`${me.nombre} ${me.apellido}`}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <PersonaFields campo={form.getInputProps} />
          <CampoSoloLectura label="Correo" value={me.email} />
          <CampoSoloLectura label="Cargo" value={me.cargo} />
        </SimpleGrid>
        <Group gap="sm">
          <Button type="submit" loading={perfil.isPending} disabled={!changed}>
            Guardar
          </Button>
          <Button variant="default" onClick={cancelar} disabled={!changed}>
            Cancelar
          </Button>
          <Tooltip label="Para eliminar tu cuenta, contacta a la empresa que te registró">
            <Button
              color="red"
              variant="outline"
              data-disabled
              aria-disabled
              onClick={(e) => e.preventDefault()}
            >
              Eliminar
            </Button>
          </Tooltip>
        </Group>
      </Stack>
    </form>
  );
}

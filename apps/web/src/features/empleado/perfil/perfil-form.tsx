import { Button, Group, SimpleGrid, Stack, Tooltip } from '@mantine/core';
import { MSG } from '@agro/domain/messages';
import { perfilEmpleadoSchema, type PerfilEmpleadoInput } from '@agro/domain/schemas/empleado';
import { AvatarUpload } from '../../../components/profile/avatar-upload.tsx';
import { PersonaFields } from '../../../components/profile/persona-fields.tsx';
import { usePendingAvatar } from '../../../components/profile/use-pending-avatar.ts';
import { descartar, guardarDatos } from '../../../components/profile/perfil-guardado.ts';
import { alertFirstError, useZodForm } from '../../../lib/use-zod-form.ts';
import type { EmpleadoSelf } from '../api/keys.ts';
import { useUpdateEmpleado } from '../api/update-empleado.ts';
import { CampoSoloLectura } from '../../../components/profile/campo-solo-lectura.tsx';

const valuesOf = (me: EmpleadoSelf): PerfilEmpleadoInput => ({
  nombre: me.nombre,
  apellido: me.apellido,
  rut: me.rut,
  telefono: me.telefono,
});

/** PERFIL tab of the employee: nombre, apellido, rut (auto-format), telefono, avatar; GUARDAR / CANCELAR. */
export function PerfilForm({ me, avatarUrl }: { me: EmpleadoSelf; avatarUrl: string | null }) {
  const form = useZodForm(perfilEmpleadoSchema, { initialValues: valuesOf(me) });
  const update = useUpdateEmpleado(me.empleado_id);
  const avatar = usePendingAvatar(me.usuario_id);
  const changed = avatar.file !== null || form.isDirty();

  async function onSubmit(v: PerfilEmpleadoInput) {
    // The spec's client sends cargo (empty default; the server keeps the company's) and cp_id from identificador.
    const enviar = () => update.mutateAsync({ ...v, cargo: '', cp_id: me.identificador });
    if (!(await guardarDatos(enviar, MSG.usuarioActualizado, MSG.usuarioNoActualizado))) return;
    form.resetDirty();
    await avatar.subir();
  }

  const cancelar = () => descartar(form, valuesOf(me), avatar);

  return (
    <form onSubmit={form.onSubmit(onSubmit, alertFirstError)} noValidate>
      <Stack gap="lg">
        <AvatarUpload
          currentUrl={avatarUrl}
          file={avatar.file}
          onChange={avatar.setFile}
          name={`${me.nombre} ${me.apellido}`}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <PersonaFields campo={form.getInputProps} />
          <CampoSoloLectura label="Correo" value={me.email} />
          <CampoSoloLectura label="Cargo" value={me.cargo} />
        </SimpleGrid>
        <Group gap="sm">
          <Button type="submit" loading={update.isPending || avatar.isPending} disabled={!changed}>
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

import { Button, Group, SimpleGrid, Stack, TextInput, Tooltip } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { MSG } from '@agro/domain/messages';
import { formatPhone, formatRut } from '@agro/domain/rules';
import { perfilEmpleadoSchema, type PerfilEmpleadoInput } from '@agro/domain/schemas/empleado';
import { AvatarUpload } from '../../../components/profile/avatar-upload.tsx';
import { usePendingAvatar } from '../../../components/profile/use-pending-avatar.ts';
import { notify } from '../../../lib/notify.ts';
import { failureMessage } from '../../../lib/request.ts';
import type { EmpleadoSelf } from '../api/get-empleado-self.ts';
import { useUpdateEmpleado } from '../api/update-empleado.ts';

const valuesOf = (me: EmpleadoSelf): PerfilEmpleadoInput => ({
  nombre: me.nombre,
  apellido: me.apellido,
  rut: me.rut,
  telefono: me.telefono,
});

/** PERFIL tab of the employee: nombre, apellido, rut (auto-format), telefono, avatar; GUARDAR / CANCELAR. */
export function PerfilForm({ me, avatarUrl }: { me: EmpleadoSelf; avatarUrl: string | null }) {
  const [values, setValues] = useState(() => valuesOf(me));
  const update = useUpdateEmpleado(me.empleado_id);
  const avatar = usePendingAvatar(me.usuario_id);
  const changed = avatar.file !== null || JSON.stringify(values) !== JSON.stringify(valuesOf(me));
  const set =
    (k: keyof PerfilEmpleadoInput, format: (v: string) => string = (v) => v) =>
    (e: { currentTarget: { value: string } }) =>
      setValues({ ...values, [k]: format(e.currentTarget.value) });

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const parsed = perfilEmpleadoSchema.safeParse(values);
    if (!parsed.success) return notify.error(parsed.error.issues[0]?.message ?? MSG.usuarioNoActualizado);
    try {
      // The spec's client sends cargo (empty default; the server keeps the company's) and cp_id from identificador.
      await update.mutateAsync({ ...parsed.data, cargo: '', cp_id: me.identificador });
      notify.success(MSG.usuarioActualizado);
    } catch (err) {
      return notify.error(failureMessage(err, MSG.usuarioNoActualizado));
    }
    await avatar.subir();
  }

  const cancelar = () => {
    setValues(valuesOf(me));
    avatar.setFile(null);
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="lg">
        <AvatarUpload
          currentUrl={avatarUrl}
          file={avatar.file}
          onChange={avatar.setFile}
          name={`${me.nombre} ${me.apellido}`}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="Nombre" value={values.nombre} onChange={set('nombre')} required maxLength={100} />
          <TextInput
            label="Apellido"
            value={values.apellido}
            onChange={set('apellido')}
            required
            maxLength={100}
          />
          <TextInput
            label="RUT"
            value={values.rut}
            onChange={set('rut', formatRut)}
            required
            placeholder="Ej.: 12.345.678-5"
            maxLength={12}
          />
          <TextInput
            label="Teléfono"
            value={values.telefono}
            onChange={set('telefono', formatPhone)}
            required
            placeholder="Ej.: +56912345678"
            maxLength={12}
          />
          <TextInput label="Correo" value={me.email} readOnly disabled />
          <TextInput label="Cargo" value={me.cargo} readOnly disabled />
        </SimpleGrid>
        <Group gap="sm">
          <Button type="submit" loading={update.isPending || avatar.isPending} disabled={!changed}>
            GUARDAR
          </Button>
          <Button variant="default" onClick={cancelar} disabled={!changed}>
            CANCELAR
          </Button>
          <Tooltip label="Para eliminar tu cuenta, contacta a la empresa que te registró">
            <Button
              color="red"
              variant="outline"
              data-disabled
              aria-disabled
              onClick={(e) => e.preventDefault()}
            >
              ELIMINAR
            </Button>
          </Tooltip>
        </Group>
      </Stack>
    </form>
  );
}

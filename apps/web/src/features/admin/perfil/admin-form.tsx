import { Alert, Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { adminDisplayId } from '@agro/domain/format';
import { MSG } from '@agro/domain/messages';
import { adminDatosSchema } from '@agro/domain/schemas/admin';
import { AvatarUpload } from '../../../components/profile/avatar-upload.tsx';
import { usePendingAvatar } from '../../../components/profile/use-pending-avatar.ts';
import { notify } from '../../../lib/notify.ts';
import { failureMessage } from '../../../lib/request.ts';
import type { AdminSelf } from '../api/get-admin-self.ts';
import { useUpdateAdmin } from '../api/update-admin.ts';
import { erroresDeCampos } from '@agro/domain/form-errors';
import { PhoneInput } from '../components/phone-input.tsx';
import { RutInput } from '../components/rut-input.tsx';

const valuesOf = (me: AdminSelf) => ({
  nombre: me.nombre ?? '',
  apellido: me.apellido ?? '',
  rut: me.rut ?? '',
  telefono: me.telefono ?? '',
});

/** PERFIL tab of an administrator: nombre, apellido, rut, telefono (PUT admin/{admin_id}) and avatar. */
export function AdminForm({ me, avatarUrl }: { me: AdminSelf; avatarUrl: string | null }) {
  const [values, setValues] = useState(() => valuesOf(me));
  const [errores, setErrores] = useState<Record<string, string>>({});
  const update = useUpdateAdmin(me.admin_id);
  const avatar = usePendingAvatar(me.usuario_id);
  const changed = avatar.file !== null || JSON.stringify(values) !== JSON.stringify(valuesOf(me));
  const set = (k: keyof typeof values) => (v: string) => setValues((x) => ({ ...x, [k]: v }));

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const datosCambiados = JSON.stringify(values) !== JSON.stringify(valuesOf(me));
    if (datosCambiados && me.admin_id) {
      const parsed = adminDatosSchema.safeParse({
        ...values,
        telefono: values.telefono === '+569' ? '' : values.telefono,
      });
      if (!parsed.success) return setErrores(erroresDeCampos(parsed.error.issues));
      setErrores({});
      try {
        await update.mutateAsync(parsed.data);
        notify.success(MSG.usuarioActualizado);
      } catch (err) {
        return notify.error(failureMessage(err, MSG.usuarioNoActualizado));
      }
    }
    await avatar.subir();
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="lg">
        <AvatarUpload
          currentUrl={avatarUrl}
          file={avatar.file}
          onChange={avatar.setFile}
          name={`${values.nombre} ${values.apellido}`}
        />
        {!me.admin_id && (
          <Alert color="gray">
            Esta cuenta no tiene datos de administrador; solo puedes cambiar su avatar y contraseña.
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="ID" value={adminDisplayId(me.admin_id)} readOnly disabled />
          <TextInput label="Correo" value={me.email} readOnly disabled />
          <TextInput
            label="Nombre"
            required
            value={values.nombre}
            onChange={(e) => set('nombre')(e.currentTarget.value)}
            error={errores.nombre}
            disabled={!me.admin_id}
            maxLength={100}
          />
          <TextInput
            label="Apellido"
            value={values.apellido}
            onChange={(e) => set('apellido')(e.currentTarget.value)}
            error={errores.apellido}
            disabled={!me.admin_id}
            maxLength={100}
          />
          <RutInput
            label="RUT"
            value={values.rut}
            onChange={set('rut')}
            error={errores.rut}
            disabled={!me.admin_id}
          />
          <PhoneInput
            label="Teléfono"
            value={values.telefono}
            onChange={set('telefono')}
            error={errores.telefono}
            disabled={!me.admin_id}
          />
        </SimpleGrid>
        <Group gap="sm">
          <Button type="submit" loading={update.isPending || avatar.isPending} disabled={!changed}>
            GUARDAR
          </Button>
          <Button
            variant="default"
            onClick={() => (setValues(valuesOf(me)), avatar.setFile(null), setErrores({}))}
            disabled={!changed}
          >
            CANCELAR
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

import { Alert, Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { PHONE_PREFIX } from '@agro/domain/constants';
import { adminDisplayId } from '@agro/domain/format';
import { MSG } from '@agro/domain/messages';
import { adminDatosSchema } from '@agro/domain/schemas/admin';
import { SubirAvatar } from '../../../components/profile/subir-avatar.tsx';
import { usePerfilGuardado } from '../../../components/profile/use-perfil-guardado.ts';
import { descartar } from '../../../components/profile/perfil-guardado.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { usuarioKeys } from '../../../features/usuario/api/keys.ts';
import { adminKeys, type AdminSelf } from '../api/admin-keys.ts';
import { PhoneInput } from '../components/phone-input.tsx';
import { RutInput } from '../components/rut-input.tsx';
import { CampoSoloLectura } from '../../../components/profile/campo-solo-lectura.tsx';

const valuesOf = (me: AdminSelf) => ({
  nombre: me.nombre ?? '',
  apellido: me.apellido ?? '',
  rut: me.rut ?? '',
  telefono: me.telefono ?? '',
});

/** PERFIL tab of an administrator: nombre, apellido, rut, telefono and avatar, saved together (POST usuario/perfil). */
export function AdminForm({ me, avatarUrl }: { me: AdminSelf; avatarUrl: string | null }) {
  const form = useZodForm(adminDatosSchema, { initialValues: valuesOf(me) });
  const perfil = usePerfilGuardado([adminKeys.all, usuarioKeys.avatar(me.usuario_id)], {
    ok: MSG.usuarioActualizado,
    fallo: MSG.usuarioNoActualizado,
  });
  const datosCambiados = form.isDirty();
  const changed = perfil.file !== null || datosCambiados;
  // The phone field shows its fixed prefix: the prefix alone is an empty phone, which is allowed here.
  const setTelefono = (v: string) => form.setFieldValue('telefono', v === PHONE_PREFIX ? '' : v);

  // A bare Dev account (no admin row) or unchanged data skips the data check: only the avatar is sent.
  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const conDatos = datosCambiados && !!me.admin_id;
    if (conDatos && form.validate().hasErrors) return;
    if (await perfil.guardar(conDatos ? form.getTransformedValues() : undefined)) form.resetDirty();
  }

  const cancelar = () => descartar(form, valuesOf(me), perfil);

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="lg">
        <SubirAvatar
          currentUrl={avatarUrl}
          file={perfil.file}
          onChange={perfil.setFile}
          name={`${form.values.nombre} ${form.values.apellido}`}
        />
        {!me.admin_id && (
          <Alert color="gray">
            Esta cuenta no tiene datos de administrador; solo puedes cambiar su avatar y contraseña.
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <CampoSoloLectura label="ID" value={adminDisplayId(me.admin_id)} />
          <CampoSoloLectura label="Correo" value={me.email} />
          <TextInput
            label="Nombre"
            required
            disabled={!me.admin_id}
            maxLength={100}
            {...form.getInputProps('nombre')}
          />
          <TextInput
            label="Apellido"
            disabled={!me.admin_id}
            maxLength={100}
            {...form.getInputProps('apellido')}
          />
          <RutInput
            label="RUT"
            disabled={!me.admin_id}
            {...form.getInputProps('rut')}
            value={form.values.rut ?? ''}
            onChange={(v) => form.setFieldValue('rut', v)}
          />
          <PhoneInput
            label="Teléfono"
            disabled={!me.admin_id}
            {...form.getInputProps('telefono')}
            value={form.values.telefono ?? ''}
            onChange={setTelefono}
          />
        </SimpleGrid>
        <Group gap="sm">
          <Button type="submit" loading={perfil.isPending} disabled={!changed}>
            Guardar
          </Button>
          <Button variant="default" onClick={cancelar} disabled={!changed}>
            Cancelar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

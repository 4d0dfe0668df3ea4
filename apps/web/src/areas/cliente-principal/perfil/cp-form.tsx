import { Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { REGIONES } from '@agro/domain/constants';
import { MSG } from '@agro/domain/messages';
import { formatPhone, formatRut } from '@agro/domain/rules';
import { cpDatosSchema, type CpDatosInput } from '@agro/domain/schemas/cp-datos';
import { formateado } from '../../../components/profile/persona-fields.tsx';
import { SubirAvatar } from '../../../components/profile/subir-avatar.tsx';
import { usePerfilGuardado } from '../../../components/profile/use-perfil-guardado.ts';
import { descartar } from '../../../components/profile/perfil-guardado.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { cpKeys, type CpSelf } from '../../../features/cp/api/keys.ts';
import { usuarioKeys } from '../../../features/usuario/api/keys.ts';
import { CampoSoloLectura } from '../../../components/profile/campo-solo-lectura.tsx';

// The stored region is one of the list's; the schema checks it again on submit.
const valoresDe = (cp: CpSelf) =>
  ({
    nombre: cp.nombre,
    rut: cp.rut,
    direccion: cp.direccion,
    region: cp.region,
    ciudad: cp.ciudad,
    telefono: cp.telefono,
    // The spec's client sends comentarios empty; the server ignores them for a client anyway.
    comentarios: '',
  }) as CpDatosInput;

/** PERFIL tab of the company: its data and the account avatar, saved together (POST usuario/perfil). */
export function CpForm({ cp, avatarUrl }: { cp: CpSelf; avatarUrl: string | null }) {
  const form = useZodForm(cpDatosSchema, { initialValues: valoresDe(cp) });
  const perfil = usePerfilGuardado([cpKeys.all, usuarioKeys.avatar(cp.usuario_id)], {
    ok: MSG.clienteActualizado,
    fallo: MSG.clienteNoActualizado,
  });
  const datosCambiados = JSON.stringify(form.values) !== JSON.stringify(valoresDe(cp));
  const cambiado = perfil.file !== null || datosCambiados;
  // RUT and phone are shown formatted while typed (docs/RULES.md#validation).
  const conFormato = (k: 'rut' | 'telefono', format: (s: string) => string) =>
    formateado(form.getInputProps(k), format);

  const guardar = (datos: ReturnType<typeof form.getTransformedValues>) =>
    perfil.guardar(datosCambiados ? datos : undefined);

  const cancelar = () => descartar(form, valoresDe(cp), perfil);

  return (
    <form onSubmit={form.onSubmit(guardar)} noValidate>
      <Stack gap="lg">
        <SubirAvatar currentUrl={avatarUrl} file={perfil.file} onChange={perfil.setFile} name={cp.nombre} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="Nombre de la empresa"
            required
            maxLength={200}
            {...form.getInputProps('nombre')}
          />
          <TextInput
            label="RUT"
            required
            placeholder="Ej.: 76.123.456-0"
            maxLength={12}
            {...conFormato('rut', formatRut)}
          />
          <TextInput label="Dirección" required maxLength={300} {...form.getInputProps('direccion')} />
          <Select
            label="Región"
            required
            data={[...REGIONES]}
            {...form.getInputProps('region')}
            allowDeselect={false}
            searchable
          />
          <TextInput label="Ciudad" required maxLength={200} {...form.getInputProps('ciudad')} />
          <TextInput
            label="Teléfono"
            required
            placeholder="Ej.: +56912345678"
            maxLength={12}
            {...conFormato('telefono', formatPhone)}
          />
          <CampoSoloLectura label="Correo" value={cp.email} />
          <CampoSoloLectura label="ID de cliente" value={String(cp.identificador)} />
        </SimpleGrid>
        <Group gap="sm">
          <Button type="submit" loading={perfil.isPending} disabled={!cambiado}>
            Guardar
          </Button>
          <Button variant="default" onClick={cancelar} disabled={!cambiado}>
            Cancelar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

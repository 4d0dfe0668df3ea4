import { Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { REGIONES } from '@agro/domain/constants';
import { MSG } from '@agro/domain/messages';
import { formatPhone, formatRut } from '@agro/domain/rules';
import { cpDatosSchema } from '@agro/domain/schemas/cp-datos';
import { AvatarUpload } from '../../../components/profile/avatar-upload.tsx';
import { usePendingAvatar } from '../../../components/profile/use-pending-avatar.ts';
import { notify } from '../../../lib/notify.ts';
import { failureMessage } from '../../../lib/request.ts';
import type { CpSelf } from '../api/get-cp-self.ts';
import { useUpdateCpDatos } from '../api/update-cp-datos.ts';

type Valores = Pick<CpSelf, 'nombre' | 'rut' | 'direccion' | 'region' | 'ciudad' | 'telefono'>;
const valoresDe = (cp: CpSelf): Valores => ({
  nombre: cp.nombre,
  rut: cp.rut,
  direccion: cp.direccion,
  region: cp.region,
  ciudad: cp.ciudad,
  telefono: cp.telefono,
});

/** PERFIL tab of the company: its data (PUT cp/datos/{identificador}) and the account avatar. */
export function EmpresaForm({ cp, avatarUrl }: { cp: CpSelf; avatarUrl: string | null }) {
  const [v, setV] = useState<Valores>(() => valoresDe(cp));
  const [errores, setErrores] = useState<Record<string, string>>({});
  const update = useUpdateCpDatos(cp.identificador);
  const avatar = usePendingAvatar(cp.usuario_id);
  const cambiado = avatar.file !== null || JSON.stringify(v) !== JSON.stringify(valoresDe(cp));
  const campo = (k: keyof Valores, format: (s: string) => string = (s) => s) => ({
    value: v[k],
    error: errores[k],
    onChange: (e: { currentTarget: { value: string } }) => setV({ ...v, [k]: format(e.currentTarget.value) }),
  });

  async function guardar(e: FormEvent) {
    e.preventDefault();
    // The spec's client sends comentarios empty; the server ignores them for a client anyway.
    const parsed = cpDatosSchema.safeParse({ ...v, comentarios: '' });
    if (!parsed.success) {
      setErrores(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrores({});
    if (JSON.stringify(v) !== JSON.stringify(valoresDe(cp))) {
      try {
        await update.mutateAsync(parsed.data);
        notify.success(MSG.clienteActualizado);
      } catch (err) {
        return notify.error(failureMessage(err, MSG.clienteNoActualizado));
      }
    }
    await avatar.subir();
  }

  const cancelar = () => {
    setV(valoresDe(cp));
    setErrores({});
    avatar.setFile(null);
  };

  return (
    <form onSubmit={guardar} noValidate>
      <Stack gap="lg">
        <AvatarUpload currentUrl={avatarUrl} file={avatar.file} onChange={avatar.setFile} name={cp.nombre} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="Nombre de la empresa" required maxLength={200} {...campo('nombre')} />
          <TextInput
            label="RUT"
            required
            placeholder="Ej.: 76.123.456-0"
            maxLength={12}
            {...campo('rut', formatRut)}
          />
          <TextInput label="Dirección" required maxLength={300} {...campo('direccion')} />
          <Select
            label="Región"
            required
            data={[...REGIONES]}
            value={v.region}
            onChange={(r) => setV({ ...v, region: r ?? '' })}
            allowDeselect={false}
            searchable
            error={errores.region}
          />
          <TextInput label="Ciudad" required maxLength={200} {...campo('ciudad')} />
          <TextInput
            label="Teléfono"
            required
            placeholder="Ej.: +56912345678"
            maxLength={12}
            {...campo('telefono', formatPhone)}
          />
          <TextInput label="Correo" value={cp.email} readOnly disabled />
          <TextInput label="ID de cliente" value={String(cp.identificador)} readOnly disabled />
        </SimpleGrid>
        <Group gap="sm">
          <Button type="submit" loading={update.isPending || avatar.isPending} disabled={!cambiado}>
            GUARDAR
          </Button>
          <Button variant="default" onClick={cancelar} disabled={!cambiado}>
            CANCELAR
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

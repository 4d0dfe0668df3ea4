import { Divider, Stack, Text, Title } from '@mantine/core';
import { estadoDetalle } from '@agro/domain/format';
import type { Cp, Contacto } from '../../../features/cp/api/keys.ts';
import { InfoGrid } from '../components/info-grid.tsx';

const contactoItems = (c: Contacto | undefined) =>
  c
    ? [
        { label: 'Nombre', value: `${c.nombre} ${c.apellido}`.trim() },
        { label: 'Cargo', value: c.cargo },
        { label: 'Email', value: c.email },
        { label: 'Teléfono', value: c.telefono },
      ]
    : [{ label: 'Nombre', value: '' }];

function Seccion({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div>
      <Title order={5} mb="xs">
        {title}
      </Title>
      {children}
    </div>
  );
}

/** PERFIL tab: Acerca del Usuario, Contacto Primario, Contacto Secundario, Notas Admin, Datos Bancarios. */
export function PerfilTab({ cp: c, contactos }: { cp: Cp; contactos: Contacto[] }) {
  const principal = contactos.find((x) => x.is_principal);
  const secundario = contactos.find((x) => !x.is_principal);
  return (
    <Stack gap="lg">
      <Seccion title="Acerca del Usuario">
        <InfoGrid
          items={[
            { label: 'Nombre', value: c.nombre },
            { label: 'RUT', value: c.rut },
            { label: 'Email', value: c.email },
            { label: 'Teléfono', value: c.telefono },
            { label: 'Dirección', value: c.direccion },
            { label: 'Región', value: c.region },
            { label: 'Ciudad', value: c.ciudad },
            { label: 'Estado', value: estadoDetalle(c.is_active) },
          ]}
        />
      </Seccion>
      <Divider />
      <Seccion title="Contacto Primario">
        <InfoGrid items={contactoItems(principal)} cols={4} />
      </Seccion>
      <Divider />
      <Seccion title="Contacto Secundario">
        <InfoGrid items={contactoItems(secundario)} cols={4} />
      </Seccion>
      <Divider />
      <Seccion title="Notas Admin">
        <Text size="sm" style={{ whiteSpace: 'pre-line' }} c={c.comentarios ? undefined : 'dimmed'}>
          {c.comentarios || 'Sin notas'}
        </Text>
      </Seccion>
      <Divider />
      <Seccion title="Datos Bancarios">
        <InfoGrid
          items={[
            { label: 'RUT', value: c.rut_bancario },
            { label: 'Email bancario', value: c.email_bancario },
            { label: 'Banco', value: c.banco },
            { label: 'Tipo de cuenta', value: c.tipo_cuenta },
            { label: 'Número de cuenta', value: c.numero_cuenta },
          ]}
        />
      </Seccion>
    </Stack>
  );
}

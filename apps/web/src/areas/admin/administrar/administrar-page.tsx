import { Button, Text } from '@mantine/core';
import { IconKey, IconMail } from '@tabler/icons-react';
import { useState } from 'react';
import { registroUsuarios } from '@agro/domain/contracts/usuario';
import { MSG } from '@agro/domain/messages';
import { EstadoCell } from '../../../components/registry/estado-cell.tsx';
import { useRegistry } from '../../../components/registry/registry-state.ts';
import { RegistryTable, type RegistryColumn } from '../../../components/registry/registry-table.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { usuarioKeys, type UsuarioFila } from '../../../features/usuario/api/keys.ts';
import { CambiarEmailModal } from './cambiar-email-modal.tsx';
import { CambiarPasswordModal } from './cambiar-password-modal.tsx';

const campos = [
  { value: 'email', label: 'Email' },
  { value: 'tipo_usuario', label: 'Tipo de usuario' },
  { value: 'nombre', label: 'Nombre' },
];

const nombreDe = (u: UsuarioFila) => u.nom_admin ?? u.nom_empleado ?? u.nom_empresa ?? '—';

/** /admin/administrar: every user, with modals to change any user's e-mail or password. */
export function AdministrarPage() {
  const { table } = useRegistry(usuarioKeys.registro, registroUsuarios, 'usuarios', { sort: 'usuario_id' });
  const [emailDe, setEmailDe] = useState<UsuarioFila | null>(null);
  const [passwordDe, setPasswordDe] = useState<UsuarioFila | null>(null);
  const columns: RegistryColumn<UsuarioFila>[] = [
    { key: 'id', label: 'ID', sortKey: 'usuario_id', render: (u) => u.usuario_id },
    { key: 'email', label: 'Email', sortKey: 'email', priority: 'title', render: (u) => u.email },
    { key: 'tipo', label: 'Tipo', sortKey: 'tipo_usuario', nowrap: true, render: (u) => u.tipo_usuario },
    {
      key: 'nombre',
      label: 'Nombre',
      sortKey: 'nombre',
      render: (u) => (
        <>
          <Text size="sm">{nombreDe(u)}</Text>
          {u.tipo_usuario === 'Empleado' && u.nom_empresa && (
            <Text size="xs" c="dimmed">
              {u.nom_empresa}
            </Text>
          )}
        </>
      ),
    },
    {
      key: 'estado',
      label: 'Estado',
      sortKey: 'estado',
      render: (u) => <EstadoCell activo={u.estado} pendiente={u.invitacion_pendiente} />,
    },
    {
      key: 'acciones',
      label: 'Acciones',
      isAction: true,
      render: (u) => (
        <>
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconMail size={14} />}
            onClick={() => setEmailDe(u)}
            aria-label={`Modificar email de ${u.email}`}
          >
            Email
          </Button>
          <Button
            size="compact-sm"
            variant="light"
            color="orange"
            leftSection={<IconKey size={14} />}
            onClick={() => setPasswordDe(u)}
            aria-label={`Modificar contraseña de ${u.email}`}
          >
            Contraseña
          </Button>
        </>
      ),
    },
  ];
  return (
    <>
      <PageHeader
        title="Administrar"
        subtitle="Usuarios de la plataforma: cambia su email o su contraseña."
      />
      <RegistryTable
        label="Usuarios"
        columns={columns}
        {...table}
        campos={campos}
        rowKey={(u) => u.usuario_id}
        emptyText={MSG.sinUsuarios}
      />
      {emailDe && <CambiarEmailModal usuario={emailDe} onClose={() => setEmailDe(null)} />}
      {passwordDe && <CambiarPasswordModal usuario={passwordDe} onClose={() => setPasswordDe(null)} />}
    </>
  );
}

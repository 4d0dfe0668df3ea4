import { Card } from '@mantine/core';
import { IconUser } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { empleadoDisplayId, estadoDetalle, formatDate } from '@agro/domain/format';
import { MSG } from '@agro/domain/messages';
import { EmpleadoAcciones } from '../../../features/cuentas/components/empleado-acciones.tsx';
import { useAvatarUrl } from '../../../features/usuario/api/get-avatar.ts';
import { useEmpleado } from '../../../features/empleado/api/get-empleado.ts';
import { DetailFallback } from '../components/detail-fallback.tsx';
import { DetailHeader } from '../components/detail-header.tsx';
import { InfoGrid } from '../components/info-grid.tsx';

/** Where VOLVER goes: the originating client (b=clientes&e) or territory (b=territorios&e&t). */
function origen(params: URLSearchParams) {
  const e = params.get('e') ?? '';
  if (params.get('b') === 'territorios')
    return { to: `/admin/registro/territorios/mas-info?e=${e}&t=${params.get('t') ?? ''}`, label: 'Volver' };
  if (params.get('b') === 'clientes' && e)
    return { to: `/admin/registro/clientes/mas-info?e=${e}`, label: 'Volver' };
  return { to: '/admin/registro/clientes', label: 'Volver' };
}

/** /admin/registro/empleados/mas-info?b&e&t&l (l = empleado_id). */
export function EmpleadoDetallePage() {
  const [params] = useSearchParams();
  const id = Number(params.get('l')) || 0;
  const q = useEmpleado(id);
  const avatarUrl = useAvatarUrl(q.data?.usuario_id);
  const back = origen(params);

  const e = q.data;
  if (!e) {
    const cargando = q.isPending && id !== 0;
    return (
      <DetailFallback cargando={cargando} loaderLabel="Cargando trabajador" back={back} name="Trabajador" />
    );
  }
  return (
    <>
      <DetailHeader
        back={back}
        avatarUrl={avatarUrl}
        avatarIcon={<IconUser size={32} />}
        name={`${e.nombre} ${e.apellido}`}
        facts={[
          { label: 'ID', value: empleadoDisplayId(e.cp_id, e.empleadorel_id) },
          { label: 'Rol', value: e.tipo_usuario },
          { label: 'Ingreso', value: formatDate(e.date_entered) },
        ]}
        actions={<EmpleadoAcciones empleado={e} staff />}
      />
      <Card withBorder padding="lg">
        <InfoGrid
          items={[
            { label: 'Empresa', value: e.nombre_empresa },
            { label: 'Cargo', value: e.cargo },
            {
              label: 'Estado',
              value:
                e.invitacion_pendiente && e.is_active ? MSG.invitacionPendiente : estadoDetalle(e.is_active),
            },
            { label: 'Email', value: e.email },
            { label: 'Teléfono', value: e.telefono },
            { label: 'RUT', value: e.rut },
          ]}
        />
      </Card>
    </>
  );
}

import {
  IconBook,
  IconChartLine,
  IconHome,
  IconLeaf,
  IconMapPin,
  IconMessageCircle,
  IconUser,
  IconWaveSine,
} from '@tabler/icons-react';
import { empleadoDisplayId } from '@agro/domain/format';
import { RequireRole } from '../guards.tsx';
import { AreaLayout } from '../../components/ui/area-layout.tsx';
import { useAvatarUrl } from '../../features/usuario/api/get-avatar.ts';
import { useEmpleadoSelf } from '../../features/empleado/api/get-empleado-self.ts';

const nav = [
  {
    title: 'PRINCIPALES',
    items: [
      { to: '/cliente/inicio', label: 'Inicio', icon: <IconHome size={18} /> },
      { to: '/cliente/mapa', label: 'Mapa', icon: <IconMapPin size={18} /> },
      { to: '/cliente/indices', label: 'Índices', icon: <IconChartLine size={18} /> },
      { to: '/cliente/edeb', label: 'EDEB', icon: <IconLeaf size={18} /> },
      { to: '/cliente/sensores', label: 'EDEB Sensores', icon: <IconWaveSine size={18} /> },
      { to: '/cliente/manual', label: 'Manual', icon: <IconBook size={18} /> },
      { to: '/cliente/contacto', label: 'Contacto', icon: <IconMessageCircle size={18} /> },
    ],
  },
];
const bottom = [{ to: '/cliente/perfil', label: 'Perfil', icon: <IconUser size={18} /> }];

function EmpleadoShell() {
  const { data: me } = useEmpleadoSelf();
  const avatarUrl = useAvatarUrl(me?.usuario_id);
  const identity = me
    ? {
        displayId: empleadoDisplayId(me.identificador, me.empleadorel_id),
        name: `${me.nombre} ${me.apellido}`,
        avatarUrl,
      }
    : null;
  return <AreaLayout nav={nav} bottom={bottom} identity={identity} homeTo="/cliente/inicio" />;
}

/** /cliente layout (docs/RULES.md#areas-and-routes). */
export function EmpleadoLayout() {
  return (
    <RequireRole roles={['Empleado']}>
      <EmpleadoShell />
    </RequireRole>
  );
}

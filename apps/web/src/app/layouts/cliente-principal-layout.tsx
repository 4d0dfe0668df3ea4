import {
  IconBook,
  IconBriefcase,
  IconCash,
  IconChartLine,
  IconHome,
  IconLeaf,
  IconMap2,
  IconMapPin,
  IconMessageCircle,
  IconUser,
  IconUsers,
  IconWaveSine,
} from '@tabler/icons-react';
import { cpDisplayId } from '@agro/domain/format';
import { RequireRole } from '../guards.tsx';
import { AreaLayout } from '../../components/ui/area-layout.tsx';
import { useAvatarUrl } from '../../features/usuario/api/get-avatar.ts';
import { useCpSelf } from '../../features/cp/api/get-cp-self.ts';

const base = '/cliente-principal';
const nav = [
  {
    items: [
      { to: `${base}/inicio`, label: 'Menú Principal', icon: <IconHome size={18} /> },
      { to: `${base}/mis-territorios`, label: 'Mis Territorios', icon: <IconMap2 size={18} /> },
      { to: `${base}/mapa`, label: 'Mapa', icon: <IconMapPin size={18} /> },
      { to: `${base}/indices`, label: 'Índices', icon: <IconChartLine size={18} /> },
      { to: `${base}/mis-trabajadores`, label: 'Mis Trabajadores', icon: <IconUsers size={18} /> },
      { to: `${base}/servicios`, label: 'Mis Servicios', icon: <IconBriefcase size={18} /> },
      { to: `${base}/edeb`, label: 'EDEB', icon: <IconLeaf size={18} /> },
      { to: `${base}/sensores`, label: 'EDEB Sensores', icon: <IconWaveSine size={18} /> },
      { to: `${base}/finanzas`, label: 'Finanzas', icon: <IconCash size={18} /> },
      { to: `${base}/manual`, label: 'Manual', icon: <IconBook size={18} /> },
      { to: `${base}/contacto`, label: 'Contáctanos', icon: <IconMessageCircle size={18} /> },
    ],
  },
];
const bottom = [{ to: `${base}/perfil`, label: 'Perfil', icon: <IconUser size={18} /> }];

function CpShell() {
  const { data: cp } = useCpSelf();
  const avatarUrl = useAvatarUrl(cp?.usuario_id);
  const identity = cp ? { displayId: cpDisplayId(cp.identificador), name: cp.nombre, avatarUrl } : null;
  return <AreaLayout nav={nav} bottom={bottom} identity={identity} homeTo={`${base}/inicio`} />;
}

/** /cliente-principal layout (docs/RULES.md#areas-and-routes). */
export function ClientePrincipalLayout() {
  return (
    <RequireRole roles={['Cliente Principal']}>
      <CpShell />
    </RequireRole>
  );
}

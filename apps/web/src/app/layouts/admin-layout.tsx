import { ActionIcon, Badge, Tooltip } from '@mantine/core';
import {
  IconBook,
  IconBug,
  IconCash,
  IconChartLine,
  IconCode,
  IconEye,
  IconHome,
  IconList,
  IconMap2,
  IconMapPin,
  IconPlus,
  IconSettings,
  IconUpload,
  IconUser,
  IconUsers,
} from '@tabler/icons-react';
import { useLocation, useNavigate } from 'react-router';
import { adminDisplayId } from '@agro/domain/format';
import { RequireRole } from '../guards.tsx';
import { AreaLayout, type NavItem } from '../../components/ui/area-layout.tsx';
import { session, useSession } from '../../lib/session.ts';
import { useAvatarUrl } from '../../features/usuario/api/get-avatar.ts';
import { useAdminSelf } from '../../areas/admin/api/get-admin-self.ts';
import { useEnviosRevision } from '../../features/envio/api/get-envios-revision.ts';

const a = '/admin';
const nav = [
  {
    items: [
      { to: `${a}/inicio`, label: 'Menú Principal', icon: <IconHome size={18} /> },
      { to: `${a}/mapa`, label: 'Mapa', icon: <IconMapPin size={18} /> },
      { to: `${a}/indices`, label: 'Índices', icon: <IconChartLine size={18} /> },
    ],
  },
  {
    title: 'Registro',
    items: [
      { to: `${a}/registro/clientes`, label: 'Clientes', icon: <IconUsers size={18} /> },
      { to: `${a}/registro/territorios`, label: 'Territorios', icon: <IconMap2 size={18} /> },
      { to: `${a}/registro/servicios`, label: 'Servicios', icon: <IconList size={18} /> },
    ],
  },
  {
    title: 'Agregar',
    items: [
      { to: `${a}/agregar/cp`, label: 'Cliente Principal', icon: <IconPlus size={18} /> },
      { to: `${a}/agregar/territorio`, label: 'Territorio', icon: <IconPlus size={18} /> },
      { to: `${a}/agregar/servicio`, label: 'Servicio', icon: <IconPlus size={18} /> },
    ],
  },
  {
    title: 'Gestión',
    items: [
      { to: `${a}/ver-informacion`, label: 'Ver Información', icon: <IconEye size={18} /> },
      { to: `${a}/finanzas`, label: 'Finanzas', icon: <IconCash size={18} /> },
      { to: `${a}/subir-info`, label: 'Subir Información', icon: <IconUpload size={18} /> },
      { to: `${a}/manual`, label: 'Manual', icon: <IconBook size={18} /> },
    ],
  },
];

function AdminShell() {
  const { devMode } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const { data: me } = useAdminSelf();
  const avatarUrl = useAvatarUrl(me?.usuario_id);
  const porRevisar = useEnviosRevision().data?.length ?? 0;
  // Finanzas carries the count of receipts waiting for review.
  const navConConteo = nav.map((g) => ({
    ...g,
    items: g.items.map((i) =>
      i.to === `${a}/finanzas` && porRevisar > 0
        ? {
            ...i,
            badge: (
              <Badge size="sm" color="orange" circle aria-label={`${porRevisar} comprobantes por revisar`}>
                {porRevisar}
              </Badge>
            ),
          }
        : i,
    ),
  }));
  const bottom: NavItem[] = [
    { to: `${a}/administrar`, label: 'Administrar', icon: <IconSettings size={18} /> },
    { to: `${a}/perfil`, label: 'Perfil', icon: <IconUser size={18} /> },
    ...(devMode ? [{ to: `${a}/desarrollador`, label: 'Desarrollador', icon: <IconCode size={18} /> }] : []),
  ];
  const identity = me
    ? {
        displayId: adminDisplayId(me.admin_id),
        name: [me.nombre, me.apellido].filter(Boolean).join(' ') || me.email,
        avatarUrl,
      }
    : { displayId: adminDisplayId(null), name: '', avatarUrl: null };
  const devToggle = (
    <Tooltip label={devMode ? 'Desactivar modo desarrollador' : 'Activar modo desarrollador'}>
      <ActionIcon
        variant={devMode ? 'filled' : 'subtle'}
        color={devMode ? 'orange' : 'gray'}
        aria-label="Modo desarrollador"
        aria-pressed={devMode}
        onClick={() => {
          session.setDevMode(!devMode);
          // Leaving developer mode also leaves the developer menu.
          if (devMode && location.pathname.startsWith(`${a}/desarrollador`)) navigate(`${a}/inicio`);
        }}
      >
        <IconBug size={18} />
      </ActionIcon>
    </Tooltip>
  );
  return (
    <AreaLayout
      nav={navConConteo}
      bottom={bottom}
      identity={identity}
      headerExtra={devToggle}
      homeTo={`${a}/inicio`}
    />
  );
}

/** /admin layout for Admin and Dev (docs/RULES.md#areas-and-routes). */
export function AdminLayout() {
  return (
    <RequireRole roles={['Admin', 'Dev']} clearOnWrongRole>
      <AdminShell />
    </RequireRole>
  );
}

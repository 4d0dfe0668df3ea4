import { IconMapSearch } from '@tabler/icons-react';
import { useLocation, useNavigate } from 'react-router';
import { MSG_PUBLICO } from '@agro/domain/messages-publico';
import { StatusMessage } from '../components/status-message.tsx';

/** Where "Aceptar" leads from an unknown path: the start of the area the path belongs to. */
export function homeForPath(pathname: string): string {
  const p = pathname.toLowerCase();
  if (p.startsWith('/admin')) return '/admin/inicio';
  // /cliente-principal is checked before /cliente, which would otherwise swallow it.
  if (p.startsWith('/cliente-principal')) return '/cliente-principal/inicio';
  if (p.startsWith('/cliente')) return '/cliente/inicio';
  return '/home';
}

/** Catch-all page (docs/RULES.md#areas-and-routes), also rendered inside the area layouts for their unknown paths. */
export function NotFoundPage() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <StatusMessage
      icon={<IconMapSearch size={40} />}
      code="404"
      title={MSG_PUBLICO.noEncontrado}
      text={MSG_PUBLICO.noEncontradoTexto}
      onAccept={() => navigate(homeForPath(pathname))}
    />
  );
}

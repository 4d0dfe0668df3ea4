import { IconLock } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { MSG_PUBLICO } from '@agro/domain/messages-publico';
import { StatusMessage } from '../components/status-message.tsx';

/** /403 (docs/RULES.md#areas-and-routes): the user has no permission; Aceptar goes to /home. */
export function ForbiddenPage() {
  const navigate = useNavigate();
  return (
    <StatusMessage
      icon={<IconLock size={40} />}
      code="403"
      title={MSG_PUBLICO.noAcceso}
      text={MSG_PUBLICO.noAccesoTexto}
      onAccept={() => navigate('/home')}
    />
  );
}

import { Badge } from '@mantine/core';
import { estadoLista } from '@agro/domain/format';
import { MSG } from '@agro/domain/messages';

/**
 * Estado in a list (docs/RULES.md#entities): 'Activo' when the flag is 1/true or null, otherwise 'desuso'; an
 * active account invited but without a password yet shows "Invitación pendiente".
 */
export function EstadoCell({
  activo,
  pendiente = false,
}: {
  activo: boolean | number | null | undefined;
  pendiente?: boolean;
}) {
  const estado = estadoLista(activo);
  if (pendiente && estado === 'Activo')
    return (
      <Badge color="yellow" variant="light" style={{ textTransform: 'none' }}>
        {MSG.invitacionPendiente}
      </Badge>
    );
  return (
    <Badge color={estado === 'Activo' ? 'agro' : 'gray'} variant="light" style={{ textTransform: 'none' }}>
      {estado}
    </Badge>
  );
}

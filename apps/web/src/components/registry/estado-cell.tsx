import { Badge } from '@mantine/core';
import { estadoLista } from '@agro/domain/format';

/** Estado in a list (docs/RULES.md#entities): 'Activo' when the flag is 1/true or null, otherwise 'desuso'. */
export function EstadoCell({ activo }: { activo: boolean | number | null | undefined }) {
  const estado = estadoLista(activo);
  return (
    <Badge color={estado === 'Activo' ? 'agro' : 'gray'} variant="light" style={{ textTransform: 'none' }}>
      {estado}
    </Badge>
  );
}

import { estadoDetalle, formatDate } from '@agro/domain/format';
import { MSG } from '@agro/domain/messages';
import type { Empleado } from '../../../features/empleado/api/keys.ts';

/** An active worker who has not set a password yet is shown as invited, not active. */
export const estadoEmpleado = (e: Pick<Empleado, 'invitacion_pendiente' | 'is_active'>) =>
  e.invitacion_pendiente && e.is_active ? MSG.invitacionPendiente : estadoDetalle(e.is_active);

/** The Información tab of a worker's page. */
export function infoEmpleado(e: Empleado): [string, string][] {
  return [
    ['Nombre', e.nombre],
    ['Apellido', e.apellido],
    ['RUT', e.rut],
    ['Correo electrónico', e.email],
    ['Teléfono', e.telefono],
    ['Cargo', e.cargo],
    ['Empresa', e.nombre_empresa],
    ['Rol', e.tipo_usuario],
    ['Fecha de ingreso', formatDate(e.date_entered)],
    ['Estado', estadoEmpleado(e)],
  ];
}

import { estadoDetalle } from '@agro/domain/format';
import type { Cp } from '../../../features/cp/api/keys.ts';

/** The typed client ID when it can be one (a positive whole number), else null: not worth a request. */
export function idDeCp(valor: number | string): number | null {
  const id = Number(valor);
  return Number.isInteger(id) && id >= 1 ? id : null;
}

/** The found client as the step shows it before it is confirmed. */
export const fichaCp = (c: Cp) => [
  { label: 'ID', value: c.cp_id },
  { label: 'Nombre', value: c.nombre },
  { label: 'RUT', value: c.rut },
  { label: 'Email', value: c.email },
  { label: 'Ciudad', value: c.ciudad },
  { label: 'Estado', value: estadoDetalle(c.is_active) },
];

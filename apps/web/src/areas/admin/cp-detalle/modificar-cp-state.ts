import type { CpPerfilInput } from '@agro/domain/contracts/cp';
import type { Cp, Contacto } from '../../../features/cp/api/keys.ts';
import { contactoVacio, type ContactoValores } from './contacto-fields.tsx';

const contactoDe = (c: Contacto | undefined): ContactoValores =>
  c
    ? { nombre: c.nombre, apellido: c.apellido, email: c.email, telefono: c.telefono, cargo: c.cargo }
    : contactoVacio();

/** The form starts from what is stored: the company, its principal contact and the other one (or blanks). */
export function perfilInicial(cp: Cp, contactos: Contacto[]): CpPerfilInput {
  return {
    // The stored region; the schema checks it again on submit.
    datos: {
      nombre: cp.nombre,
      rut: cp.rut,
      telefono: cp.telefono,
      direccion: cp.direccion,
      region: cp.region,
      ciudad: cp.ciudad,
      comentarios: cp.comentarios,
    },
    contacto: contactoDe(contactos.find((c) => c.is_principal)),
    contactoSecundario: contactoDe(contactos.find((c) => !c.is_principal)),
  } as CpPerfilInput;
}

export type AccionCuenta = 'eliminar' | 'desactivar' | 'activar';

/**
 * What the red button does: deleting wins; the "desactivar" box deactivates an active client and
 * reactivates an inactive one; nothing while no box is ticked.
 */
export function accionCuenta(marcas: { eliminar: boolean; desactivar: boolean }, activo: boolean) {
  if (marcas.eliminar) return 'eliminar' as const;
  if (!marcas.desactivar) return null;
  return activo ? ('desactivar' as const) : ('activar' as const);
}

export const ETIQUETA_ACCION: Record<AccionCuenta, string> = {
  eliminar: 'Eliminar cliente',
  desactivar: 'Desactivar cliente',
  activar: 'Reactivar cliente',
};

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CpContactoInput, CpRegistroInput } from '@agro/domain/schemas/cp-registro';
import type { CpDatosInput } from '@agro/domain/schemas/cp-datos';
import { api, type ApiBody } from '../../../lib/request.ts';

/** A row of GET /cp/all/listar. */
export interface ClienteFila {
  id: number;
  cp_id: number;
  nombre: string;
  email: string;
  rol: string;
  is_active: boolean;
  invitacion_pendiente: boolean;
  date_entered: string;
}

/** GET /cp/listar/{cp_id} → cp[0]. */
export interface Cliente extends ClienteFila {
  identificador: number;
  usuario_id: number;
  rut: string;
  telefono: string;
  direccion: string;
  region: string;
  ciudad: string;
  comentarios: string;
  tipo_usuario: string;
  rut_bancario: string;
  email_bancario: string;
  banco: string;
  tipo_cuenta: string;
  numero_cuenta: string;
  avatar_nom: string | null;
  avatar_ext: string | null;
}

/** GET /cp/contacto/{cp_id} → contactos (primary first). */
export interface Contacto {
  nombre: string;
  apellido: string;
  email: string;
  telefono: string;
  cargo: string;
  is_principal: boolean;
}

export const cpKeys = {
  all: ['cp'] as const,
  registro: ['cp', 'registro'] as const,
  uno: (cp: number) => ['cp', 'uno', cp] as const,
  contactos: (cp: number) => ['cp', 'contactos', cp] as const,
};

export const clienteQuery = (cp: number) =>
  queryOptions({
    queryKey: cpKeys.uno(cp),
    queryFn: async () => (await api<ApiBody & { cp: Cliente[] }>(`cp/listar/${cp}`)).cp[0] ?? null,
    enabled: cp > 0,
  });
export const useCliente = (cp: number) => useQuery(clienteQuery(cp));

export const useContactos = (cp: number) =>
  useQuery({
    queryKey: cpKeys.contactos(cp),
    queryFn: async () => (await api<ApiBody & { contactos: Contacto[] }>(`cp/contacto/${cp}`)).contactos,
    enabled: cp > 0,
  });

function useCpMutation<V>(fn: (v: V) => Promise<ApiBody>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries({ queryKey: cpKeys.all }) });
}

/** PUT /cp/datos/{cp_id} */
export const useUpdateCpDatos = (cp: number) =>
  useCpMutation((body: CpDatosInput) => api(`cp/datos/${cp}`, 'PUT', body));
/** PUT /cp/contacto/{cp_id}, once per contact. */
export const useUpdateContacto = (cp: number) =>
  useCpMutation((body: CpContactoInput) => api(`cp/contacto/${cp}`, 'PUT', body));
/** POST /cp/registrar → cp_id */
export const useRegistrarCp = () =>
  useCpMutation((body: CpRegistroInput) => api<ApiBody & { cp_id: number }>('cp/registrar', 'POST', body));
/** DELETE /cp/desactivar/{cp_id} */
export const useDesactivarCp = (cp: number) => useCpMutation(() => api(`cp/desactivar/${cp}`, 'DELETE'));
/** POST /cp/activar/{cp_id}: undoes a deactivation. */
export const useActivarCp = (cp: number) => useCpMutation(() => api(`cp/activar/${cp}`, 'POST'));
/** DELETE /cp/{cp_id} */
export const useEliminarCp = (cp: number) => useCpMutation(() => api(`cp/${cp}`, 'DELETE'));

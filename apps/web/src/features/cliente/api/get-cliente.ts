import { queryOptions, useQuery } from '@tanstack/react-query';
import { cpPropio, listarContactos, obtenerCp } from '@agro/domain/contracts/cp';
import { call } from '../../../lib/api-client.ts';
import { cpKeys } from './keys.ts';

/** GET /cp/listar/{cp_id}: one company, or null. */
export const clienteQuery = (cp: number) =>
  queryOptions({
    queryKey: cpKeys.uno(cp),
    queryFn: async () => (await call(obtenerCp, { params: { cp_id: cp } })).cp[0] ?? null,
    enabled: cp > 0,
  });
export const useCliente = (cp: number) => useQuery(clienteQuery(cp));

/** GET /cp/self: the principal client's own company. */
export const cpSelfQuery = queryOptions({
  queryKey: cpKeys.self,
  queryFn: async () => (await call(cpPropio)).cp[0] ?? null,
});
export const useCpSelf = () => useQuery(cpSelfQuery);

/** GET /cp/contacto/{cp_id}: the company's two contacts, the primary first. */
export const useContactos = (cp: number) =>
  useQuery({
    queryKey: cpKeys.contactos(cp),
    queryFn: async () => (await call(listarContactos, { params: { cp_id: cp } })).contactos,
    enabled: cp > 0,
  });

import { useQuery } from '@tanstack/react-query';
import { listarContactos } from '@agro/domain/contracts/cp';
import { call } from '../../../lib/api-client.ts';
import { cpKeys } from './keys.ts';

/** GET /cp/contacto/{cp_id}: the company's two contacts, the primary first. */
export const useContactos = (cp: number) =>
  useQuery({
    queryKey: cpKeys.contactos(cp),
    queryFn: async () => (await call(listarContactos, { params: { cp_id: cp } })).contactos,
    enabled: cp > 0,
  });

import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiBody } from '../../../lib/request.ts';

/** The fields of the site contact configuration this page needs (spec 000 §3). */
export interface ContactoSoporte {
  email_contacto: string;
  /** International format without the plus sign. */
  fono_contacto_principal: string;
}

/** GET config/contacto (same cache entry as the public site's footer). */
export const contactoSoporteQuery = () =>
  queryOptions({
    queryKey: ['config', 'contacto'],
    queryFn: () => api<ApiBody & { contacto: ContactoSoporte }>('config/contacto'),
    staleTime: 60 * 60 * 1000,
  });

export const useContactoSoporte = () => useQuery({ ...contactoSoporteQuery(), select: (d) => d.contacto });

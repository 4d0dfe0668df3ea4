import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiBody } from '../../../lib/request.ts';

/** Site contact configuration (docs/RULES.md#entities). */
export interface Contacto {
  facebook_url: string;
  instagram_url: string;
  linkedin_url: string;
  email_contacto: string;
  direccion: string;
  /** International format without the plus sign, e.g. 56912345678. */
  fono_contacto_principal: string;
}

// Shown while the configuration loads (or if it cannot be loaded): the server's demo defaults.
const FALLBACK: Contacto = {
  facebook_url: 'https://www.facebook.com/agromonitoreo',
  instagram_url: 'https://www.instagram.com/agromonitoreo',
  linkedin_url: 'https://www.linkedin.com/company/agromonitoreo',
  email_contacto: 'contacto@agromonitoreo.cl',
  direccion: 'Av. Providencia 1208, oficina 602, Providencia, Santiago',
  fono_contacto_principal: '56912345678',
};

export const contactoQuery = () =>
  queryOptions({
    queryKey: ['config', 'contacto'],
    queryFn: () => api<ApiBody & { contacto: Contacto }>('config/contacto'),
    staleTime: 60 * 60 * 1000,
  });

/** GET config/contacto, public; falls back to the demo defaults until it answers. */
export function useContacto(): { contacto: Contacto; isLoading: boolean } {
  const { data, isLoading } = useQuery(contactoQuery());
  return { contacto: { ...FALLBACK, ...data?.contacto }, isLoading };
}

/** The main phone as shown to people: with a plus sign. */
export const fonoVisible = (fono: string) => `+${fono.replace(/\D/g, '')}`;

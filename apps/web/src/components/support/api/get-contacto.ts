import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '@agro/domain/contracts/endpoint';
import type { obtenerContacto } from '@agro/domain/contracts/config';
import { API_PREFIX, RUTA_CONTACTO } from '@agro/domain/contracts/rutas';
import { api, type Destino } from '../../../lib/request.ts';

/** Site contact configuration (docs/RULES.md#entities); the phone is international without a plus sign. */
export type Contacto = ResponseOf<typeof obtenerContacto>['contacto'];

// Shown while the configuration loads (or if it cannot be loaded): the server's demo defaults.
const FALLBACK: Contacto = {
  facebook_url: 'https://www.facebook.com/agromonitoreo',
  instagram_url: 'https://www.instagram.com/agromonitoreo',
  linkedin_url: 'https://www.linkedin.com/company/agromonitoreo',
  email_contacto: 'contacto@agromonitoreo.cl',
  direccion: 'Av. Providencia 1208, oficina 602, Providencia, Santiago',
  fono_contacto_principal: '56912345678',
};

// GET config/contacto as declared in contracts/config.ts (its path from the zod-free contracts/rutas).
const CONTACTO: Destino = { method: 'GET', access: 'public' };

/** The site configuration's query keys (the map's settings live beside it under `['config']`). */
export const configKeys = { contacto: ['config', 'contacto'] as const };

export const contactoQuery = () =>
  queryOptions({
    queryKey: configKeys.contacto,
    // The public landing reads this: the contract is imported for its type only, so neither zod nor the
    // contract module joins the landing's first load (issue 16); `api` sends the same GET call() would.
    queryFn: () => api<ResponseOf<typeof obtenerContacto>>(CONTACTO, API_PREFIX + RUTA_CONTACTO),
    staleTime: 60 * 60 * 1000,
  });

/** GET config/contacto, public; falls back to the demo defaults until it answers. */
export function useContacto(): { contacto: Contacto; isLoading: boolean } {
  const { data, isLoading } = useQuery(contactoQuery());
  return { contacto: { ...FALLBACK, ...data?.contacto }, isLoading };
}

/** The main phone as shown to people: with a plus sign. */
export const fonoVisible = (fono: string) => `+${fono.replace(/\D/g, '')}`;

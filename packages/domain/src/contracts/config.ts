import { z } from 'zod';
import { endpoint, ok } from './endpoint.ts';
import { RUTA_CONTACTO } from './rutas.ts';

/** The site's contact configuration (links, e-mail, address, main phone). */
export const contactoSchema = z.object({
  facebook_url: z.string(),
  instagram_url: z.string(),
  linkedin_url: z.string(),
  email_contacto: z.string(),
  direccion: z.string(),
  /** International format without the plus sign, e.g. 56912345678. */
  fono_contacto_principal: z.string(),
});
export type Contacto = z.input<typeof contactoSchema>;

export const obtenerContacto = endpoint({
  method: 'GET',
  path: RUTA_CONTACTO,
  access: 'public',
  response: ok({ contacto: contactoSchema }),
  summary: 'Configuración de contacto del sitio',
});

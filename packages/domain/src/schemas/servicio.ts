import { z } from 'zod';
import { TIPOS_SERVICIO } from '../constants.ts';
import { MSG } from '../messages.ts';
import { idCampo } from './fields.ts';

/**
 * POST /servicio/registrar and PUT /servicio/{servicio_id}. The territory is named as the admin types it,
 * `{cp}-T-{n}`: `cp_id` is the client and `parcela_id` its per-client number (parcelarel_id), the same
 * number POST /parcela/registrar answers.
 */
export const servicioRegistroSchema = z.object({
  tipo_servicio: z.enum(TIPOS_SERVICIO, { error: MSG.campoInvalido('tipo_servicio') }),
  parcela_id: idCampo('parcela_id'),
  cp_id: idCampo('cp_id'),
});
export type ServicioRegistroInput = z.input<typeof servicioRegistroSchema>;

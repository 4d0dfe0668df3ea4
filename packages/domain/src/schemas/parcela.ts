import { z } from 'zod';
import { COSECHA_MAX, COSECHA_MIN } from '../constants.ts';
import { idCampo, numeroCampo, regionSchema, texto } from './fields.ts';
import { MSG } from '../messages.ts';

/** Parses the point string '(x,y)' the original client sends as `coordenadas`. */
export function parsePunto(raw: string): { x: number; y: number } | null {
  const m = /^\s*\(?\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*\)?\s*$/.exec(raw);
  return m ? { x: Number(m[1]), y: Number(m[2]) } : null;
}

const latitudOk = (x: number) => x >= -90 && x <= 90;
const longitudOk = (y: number) => y >= -180 && y <= 180;

/** PUT /parcela/id/{parcelarel_id}: territory data; coordinates as coord_x/coord_y or `coordenadas` '(x,y)'. */
export const parcelaUpdateSchema = z
  .object({
    nombre: texto('nombre'),
    region: regionSchema,
    ciudad: texto('ciudad'),
    direccion_ref: texto('direccion_ref', 300),
    // Checked here too (not only in the transform), so an out-of-range point is named on the same submit
    // as the other fields' problems: the transform runs only once every field parses.
    coord_x: numeroCampo('coord_x')
      .refine(latitudOk, { error: MSG.campoInvalido('coord_x') })
      .optional(),
    coord_y: numeroCampo('coord_y')
      .refine(longitudOk, { error: MSG.campoInvalido('coord_y') })
      .optional(),
    coordenadas: z.string().max(100).optional(),
    extension: numeroCampo('extension').refine((v) => v > 0, { error: MSG.extensionPositiva }),
    notas: z
      .string()
      .trim()
      .max(2000, { error: MSG.campoInvalido('notas') })
      .optional()
      .default(''),
    cp_id: idCampo('cp_id'),
  })
  .transform((v, ctx) => {
    const punto = v.coordenadas ? parsePunto(v.coordenadas) : null;
    const x = v.coord_x ?? punto?.x;
    const y = v.coord_y ?? punto?.y;
    if (x === undefined || !latitudOk(x))
      ctx.addIssue({ code: 'custom', path: ['coord_x'], message: MSG.campoInvalido('coord_x') });
    if (y === undefined || !longitudOk(y))
      ctx.addIssue({ code: 'custom', path: ['coord_y'], message: MSG.campoInvalido('coord_y') });
    const { coordenadas: _omit, ...rest } = v;
    return { ...rest, coord_x: x ?? 0, coord_y: y ?? 0 };
  });
export type ParcelaUpdateInput = z.input<typeof parcelaUpdateSchema>;

/** A harvest list: 1 to 10 non-empty, trimmed, distinct entries (docs/RULES.md#validation). */
export const cosechaTagsSchema = z
  .array(z.string({ error: MSG.cosechaLimite }).max(60, { error: MSG.cosechaLimite }), {
    error: MSG.cosechaLimite,
  })
  .transform((tags) => tags.map((t) => t.trim()))
  .refine(
    (tags) =>
      tags.length >= COSECHA_MIN &&
      tags.length <= COSECHA_MAX &&
      tags.every((t) => t.length > 0) &&
      new Set(tags.map((t) => t.toLocaleLowerCase('es'))).size === tags.length,
    { error: MSG.cosechaLimite },
  );

/** PUT /parcela/tags/{parcelarel_id} */
export const cosechaSchema = z.object({ tags: cosechaTagsSchema, cp_id: idCampo('cp_id') });

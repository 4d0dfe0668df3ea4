import { z } from 'zod';
import { COSECHA_MAX } from '../constants.ts';
import { MSG } from '../messages.ts';
import { regionSchema, texto, textoOpcional } from './fields.ts';

const numero = (campo: string, min: number, max: number, fuera = MSG.campoInvalido(campo)) =>
  z.coerce
    .number({ error: MSG.campoRequerido(campo) })
    .refine((n) => Number.isFinite(n) && n >= min && n <= max, { error: fuera });

/** Coordinates may come as coord_x/coord_y or as the spec's '(x,y)' string. */
function withCoordenadas(v: unknown): unknown {
  if (!v || typeof v !== 'object') return v;
  const o = { ...(v as Record<string, unknown>) };
  const m =
    typeof o.coordenadas === 'string'
      ? /^\s*\(?\s*(-?[\d.]+)\s*,\s*(-?[\d.]+)\s*\)?\s*$/.exec(o.coordenadas)
      : null;
  if (m) {
    o.coord_x ??= m[1];
    o.coord_y ??= m[2];
  }
  for (const k of ['coord_x', 'coord_y', 'extension']) if (o[k] === '') delete o[k];
  return o;
}

/** POST /parcela/registrar: a new territory of a client (Agregar Territorio steps 1–2). */
export const parcelaRegistroSchema = z.preprocess(
  withCoordenadas,
  z.object({
    cp_id: z.coerce
      .number({ error: MSG.campoRequerido('cp_id') })
      .int()
      .positive({ error: MSG.campoInvalido('cp_id') }),
    nombre: texto('nombre'),
    region: regionSchema,
    ciudad: texto('ciudad', 100),
    direccion_ref: texto('direccion_ref', 300),
    /** Latitude. */
    coord_x: numero('coord_x', -90, 90),
    /** Longitude. */
    coord_y: numero('coord_y', -180, 180),
    /** m². */
    extension: numero('extension', 0.01, 1e10, MSG.extensionPositiva),
    notas: textoOpcional('notas'),
    tags: z
      .array(z.string().trim().min(1).max(60), { error: MSG.cosechaLimite })
      .max(COSECHA_MAX, { error: MSG.cosechaLimite })
      .default([]),
  }),
);
export type ParcelaRegistroInput = z.input<typeof parcelaRegistroSchema>;

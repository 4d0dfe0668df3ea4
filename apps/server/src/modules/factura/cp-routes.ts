import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG } from '@agro/domain/messages';
import { comprobante, factura, pago } from '../../db/schema/index.ts';
import { listarFacturas } from './admin-service.ts';
import { actorForCp, idParam } from '../cp/cliente-access.ts';

const cpParams = z.object({ cp_id: idParam('cp_id') });

const fecha = (campo: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: MSG.campoInvalido(campo) })
    .refine(
      (d) =>
        !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
      {
        error: MSG.campoInvalido(campo),
      },
    );

const rango = z
  .object({ inicio: fecha('inicio').optional(), termino: fecha('termino').optional() })
  .refine((q) => !q.inicio || !q.termino || q.inicio <= q.termino, {
    error: MSG.campoInvalido('termino'),
    path: ['termino'],
  });

/** A company's invoices and payments (spec 001 §2.4 Finanzas; the back office reuses them). */
export async function facturaCpRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const { db } = ctx.database;
  const guard = { config: { access: 'empresa' as const } };

  app.get(
    '/factura/cp/:cp_id',
    { ...guard, schema: { params: cpParams, querystring: rango } },
    async (request) => {
      const { cp_id } = request.params;
      const { inicio, termino } = request.query;
      await actorForCp(request, cp_id);
      const facturas = await listarFacturas(ctx, eq(factura.cpId, cp_id), { inicio, termino });
      return { status: 'success', facturas };
    },
  );

  app.get('/factura/pagos/cp/:cp_id', { ...guard, schema: { params: cpParams } }, async (request) => {
    const { cp_id } = request.params;
    await actorForCp(request, cp_id);
    const pagos = await db
      .select({
        pago_id: pago.pagoId,
        factura_id: pago.facturaId,
        facturarel_id: factura.facturarelId,
        factura_nombre: factura.nombre,
        cp_id: pago.cpId,
        monto: pago.monto,
        fecha_pago: pago.fechaPago,
        num_factura_sii: pago.numFacturaSii,
        comentarios: pago.comentarios,
        archivo_nom: comprobante.nombre,
        archivo_ext: comprobante.extension,
        archivo_original: comprobante.nombreOriginal,
      })
      .from(pago)
      .innerJoin(factura, eq(factura.facturaId, pago.facturaId))
      .leftJoin(comprobante, eq(comprobante.comprobanteId, pago.comprobanteId))
      .where(eq(pago.cpId, cp_id))
      .orderBy(desc(pago.fechaPago), desc(pago.pagoId));
    return { status: 'success', pagos };
  });
}

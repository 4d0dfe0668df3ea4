import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG } from '@agro/domain/messages';
import { cosechaSchema, parcelaUpdateSchema } from '@agro/domain/schemas/parcela';
import { clientePrincipal, empleado, empleadoParcela, parcela, usuario } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/errors.ts';
import { removeStored, storeUpload, type StoredFile } from '../../lib/uploads.ts';
import { actorForCp, idParam, requireCpOrStaff } from '../cp/cliente-access.ts';
import { empleadoColumns } from '../empleado/self-routes.ts';
import { listParcelas, parcelaOf } from './service.ts';

const cpParams = z.object({ cp_id: idParam('cp_id') });
const relParams = z.object({ parcelarel_id: idParam('parcelarel_id') });
const relCpParams = relParams.extend({ cp_id: idParam('cp_id') });

/** A company's territories: list, detail, edit, harvest, avatar and linked employees (spec 001 §7). */
export async function parcelaRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const { db } = ctx.database;
  const guard = { preHandler: requireCpOrStaff };

  app.get('/parcela/cp/:cp_id', { ...guard, schema: { params: cpParams } }, async (request) => {
    const { cp_id } = request.params;
    await actorForCp(request, cp_id);
    return { status: 'success', parcelas: await listParcelas(db, eq(parcela.cpId, cp_id)) };
  });

  app.get(
    '/parcela/id/:parcelarel_id/:cp_id',
    { ...guard, schema: { params: relCpParams } },
    async (request) => {
      const p = await parcelaOf(request, request.params.cp_id, request.params.parcelarel_id);
      return { status: 'success', parcela: await listParcelas(db, eq(parcela.parcelaId, p.parcelaId)) };
    },
  );

  app.put(
    '/parcela/id/:parcelarel_id',
    { ...guard, schema: { params: relParams, body: parcelaUpdateSchema } },
    async (request) => {
      const { cp_id, coord_x, coord_y, direccion_ref, ...datos } = request.body;
      const p = await parcelaOf(request, cp_id, request.params.parcelarel_id);
      await db
        .update(parcela)
        .set({
          ...datos,
          direccionRef: direccion_ref,
          coordX: coord_x,
          coordY: coord_y,
          dateModified: ctx.now(),
        })
        .where(eq(parcela.parcelaId, p.parcelaId));
      return { status: 'success', mensaje: MSG.territorioActualizado };
    },
  );

  app.put(
    '/parcela/tags/:parcelarel_id',
    { ...guard, schema: { params: relParams, body: cosechaSchema } },
    async (request) => {
      const p = await parcelaOf(request, request.body.cp_id, request.params.parcelarel_id);
      await db
        .update(parcela)
        .set({ tags: request.body.tags, dateModified: ctx.now() })
        .where(eq(parcela.parcelaId, p.parcelaId));
      return { status: 'success', mensaje: MSG.cosechaActualizada, tags: request.body.tags };
    },
  );

  app.post(
    '/parcela/subir/:parcelarel_id/:cp_id',
    { ...guard, schema: { params: relCpParams } },
    async (request) => {
      const p = await parcelaOf(request, request.params.cp_id, request.params.parcelarel_id);
      let stored: StoredFile | null = null;
      try {
        for await (const part of request.parts()) {
          if (part.type !== 'file') continue;
          if (part.fieldname === 'file0' && !stored)
            stored = await storeUpload(ctx.storage, part, { prefix: 'parcelas', allowed: ['png', 'jpg'] });
          else part.file.resume();
        }
        if (!stored) throw badRequest(MSG.seleccioneArchivo);
        await db
          .update(parcela)
          .set({ avatarNom: stored.nombre, avatarExt: stored.ext, dateModified: ctx.now() })
          .where(eq(parcela.parcelaId, p.parcelaId));
      } catch (err) {
        if (stored) await removeStored(ctx.storage, [stored.key]);
        throw err;
      }
      if (p.avatarNom) await removeStored(ctx.storage, [`parcelas/${p.avatarNom}.${p.avatarExt}`]);
      return {
        status: 'success',
        mensaje: MSG.avatarActualizado,
        avatar: { nombre: stored.nombre, extension: stored.ext },
      };
    },
  );

  app.get(
    '/parcela/avatar/:parcelarel_id/:cp_id',
    { ...guard, schema: { params: relCpParams } },
    async (request) => {
      const p = await parcelaOf(request, request.params.cp_id, request.params.parcelarel_id);
      return {
        status: 'success',
        avatar: p.avatarNom ? { nombre: p.avatarNom, extension: p.avatarExt } : null,
      };
    },
  );

  app.get(
    '/parcela/empleado/:parcelarel_id/:cp_id',
    { ...guard, schema: { params: relCpParams } },
    async (request) => {
      const p = await parcelaOf(request, request.params.cp_id, request.params.parcelarel_id);
      const empleados = await db
        .select(empleadoColumns)
        .from(empleadoParcela)
        .innerJoin(empleado, eq(empleado.empleadoId, empleadoParcela.empleadoId))
        .innerJoin(usuario, eq(usuario.usuarioId, empleado.usuarioId))
        .innerJoin(clientePrincipal, eq(clientePrincipal.cpId, empleado.cpId))
        .where(and(eq(empleadoParcela.parcelaId, p.parcelaId), eq(empleado.cpId, p.cpId)))
        .orderBy(empleado.empleadorelId);
      return { status: 'success', empleados };
    },
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG } from '@agro/domain/messages';
import { CAMPOS_CLIENTES, ORDEN_CLIENTES, registroQuerySchema } from '@agro/domain/schemas/admin';
import { cpContactoSchema, cpRegistroSchema } from '@agro/domain/schemas/cp-registro';

import {
  setCpActivo,
  eliminarCp,
  listClientes,
  listContactos,
  registrarCp,
  requireCp,
  upsertContacto,
} from './admin-service.ts';

const cpParams = z.object({ cp_id: z.coerce.number().int().positive() });

/** Staff-only client management (spec 001 §7 "Admin"): registry, contacts, registration, deactivation, deletion. */
export async function cpAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const { db } = ctx.database;
  const guard = { config: { access: 'staff' as const } };

  app.get(
    '/cp/all/listar',
    { ...guard, schema: { querystring: registroQuerySchema(CAMPOS_CLIENTES, ORDEN_CLIENTES) } },
    async (request) => {
      return { status: 'success', ...(await listClientes(db, request.query)) };
    },
  );

  app.get('/cp/contacto/:cp_id', { ...guard, schema: { params: cpParams } }, async (request) => {
    await requireCp(db, request.params.cp_id);
    return { status: 'success', contactos: await listContactos(db, request.params.cp_id) };
  });

  app.put(
    '/cp/contacto/:cp_id',
    { ...guard, schema: { params: cpParams, body: cpContactoSchema } },
    async (request) => {
      const cpId = request.params.cp_id;
      await requireCp(db, cpId);
      const { isprincipal, ...datos } = request.body;
      await upsertContacto(db, cpId, isprincipal, datos);
      return { status: 'success', mensaje: MSG.clienteActualizado, contactos: await listContactos(db, cpId) };
    },
  );

  app.post('/cp/registrar', { ...guard, schema: { body: cpRegistroSchema } }, async (request, reply) => {
    const r = await registrarCp(ctx, request.body, request.log);
    reply.status(201);
    return {
      status: 'success',
      mensaje: MSG.cpCreado,
      cp_id: r.cpId,
      identificador: r.cpId,
      usuario_id: r.usuarioId,
      correo_enviado: r.correoEnviado,
    };
  });

  app.delete('/cp/desactivar/:cp_id', { ...guard, schema: { params: cpParams } }, async (request) => {
    await setCpActivo(ctx, request.params.cp_id, false);
    return { status: 'success', mensaje: MSG.clienteDesactivado };
  });

  // Deactivation is temporary (spec 001 §4), so it can be undone.
  app.post('/cp/activar/:cp_id', { ...guard, schema: { params: cpParams } }, async (request) => {
    await setCpActivo(ctx, request.params.cp_id, true);
    return { status: 'success', mensaje: MSG.clienteActivado };
  });

  app.delete('/cp/:cp_id', { ...guard, schema: { params: cpParams } }, async (request) => {
    await eliminarCp(ctx, request.params.cp_id);
    return { status: 'success', mensaje: MSG.clienteEliminado };
  });
}

import type { FastifyInstance } from 'fastify';
import * as api from '@agro/domain/contracts/servicio';
import { MSG } from '@agro/domain/messages';
import { actorOf } from '../../lib/actor.ts';
import { receiverOf } from '../../lib/multipart.ts';
import { route } from '../../lib/route.ts';
import { contentDisposition, sendStored } from '../../lib/send-file.ts';
import * as archivos from './archivos-service.ts';
import * as periodos from './periodo-service.ts';
import { periodosConArchivos } from './periodos-ocupados.ts';
import * as servicios from './service.ts';

/**
 * Services of the territories (registry, Agregar Servicio, the lists of a territory and of a
 * company), their report files (listing, downloads, ZIP) and the staff's upload and removal of a
 * period's files. Tenancy: each contract's `record` or `company` (policies/servicio.ts).
 */
export async function servicioRoutes(app: FastifyInstance) {
  const { ctx } = app;

  route(app, api.registroServicios, async (request) => ({
    status: 'success',
    ...(await servicios.registro(ctx, request.query)),
  }));

  route(app, api.registrarServicio, async (request, reply) => {
    const r = await servicios.registrar(ctx, request.body);
    reply.status(r.creado ? 201 : 200);
    return {
      status: 'success',
      mensaje: MSG.servicioRegistrado,
      servicio: r.servicio,
      servicio_id: r.servicioId,
    };
  });

  route(app, api.actualizarServicio, async (request) => ({
    status: 'success',
    mensaje: MSG.servicioRegistrado,
    servicio: await servicios.actualizar(ctx, request.record, request.body),
  }));

  route(app, api.listarServiciosParcela, async (request) => ({
    status: 'success',
    servicio: await servicios.deParcela(ctx, request.params.parcela_id),
  }));

  route(app, api.listarServiciosCp, async (request) => ({
    status: 'success',
    servicios: await servicios.deCp(ctx, request.params.cp_id),
  }));

  await archivoRoutes(app);
  await periodoRoutes(app);
}

/** A service's report files: the period's list, one file, the period's ZIP. */
async function archivoRoutes(app: FastifyInstance) {
  const { ctx } = app;

  route(app, api.listarArchivos, async (request) => ({
    status: 'success',
    archivos: archivos.listar(request.record, {
      periodo: request.params.periodo,
      grupo: request.query.grupo,
    }),
  }));

  route(app, api.descargarArchivo, async (request, reply) => {
    const a = request.record.archivo;
    return sendStored(request, reply, a.storageKey, {
      contentType: a.mime,
      filename: a.nombreOriginal,
      disposition: request.query.inline ? 'inline' : 'attachment',
    });
  });

  route(app, api.descargarZip, async (request, reply) => {
    const zip = await archivos.zipDelPeriodo(
      ctx,
      request.record,
      {
        inicio: request.params.inicio,
        termino: request.params.termino,
        grupo: request.query.grupo,
      },
      request.log,
    );
    reply
      .header('content-type', 'application/zip')
      .header('content-disposition', contentDisposition('attachment', zip.filename))
      .header('cache-control', 'private, no-store');
    if (zip.size >= 0) reply.header('content-length', zip.size);
    return reply.send(zip.stream);
  });
}

/** The staff's side of a period: checking it, the periods with files, uploading and removing them. */
async function periodoRoutes(app: FastifyInstance) {
  const { ctx } = app;

  route(app, api.validarPeriodo, async (request) => ({
    status: 'success',
    res: await periodos.validar(ctx, request.params),
  }));

  route(app, api.periodosConArchivos, async (request) => ({
    status: 'success',
    periodos: await periodosConArchivos(ctx, request.params.servicio_id),
  }));

  route(app, api.subirArchivos, async (request, reply) => {
    const subidos = await periodos.subir(
      ctx,
      actorOf(request),
      request.params,
      receiverOf(request),
      request.log,
    );
    reply.status(201);
    return { status: 'success', mensaje: MSG.archivosSubidos, archivos: subidos };
  });

  route(app, api.eliminarPeriodo, async (request) => ({
    status: 'success',
    mensaje: MSG.periodoEliminado,
    archivos: await periodos.eliminar(ctx, request.params),
  }));
}

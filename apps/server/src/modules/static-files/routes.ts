import type { FastifyInstance } from 'fastify';
import * as api from '@agro/domain/contracts/static-files';
import { route } from '../../lib/route.ts';
import { sendStored } from '../../lib/send-file.ts';
import { miniatura } from '../video/service.ts';
import * as archivos from './service.ts';

/** Private pictures under /static/ (registered with STATIC_PREFIX): each answers only a caller who may see it. */
export async function staticRoutes(app: FastifyInstance) {
  const { ctx } = app;

  route(app, api.archivoAvatar, async (request, reply) => {
    const archivo = archivos.avatar(request.record);
    return sendStored(request, reply, archivo.key, archivo);
  });

  route(app, api.archivoImagenParcela, async (request, reply) => {
    const archivo = archivos.imagenParcela(request.record);
    return sendStored(request, reply, archivo.key, archivo);
  });

  route(app, api.miniaturaVideo, async (request, reply) => {
    const archivo = await miniatura(ctx, request.record.manual, Number(request.params.file.split('.')[0]));
    return sendStored(request, reply, archivo.key, archivo);
  });
}

import type { FastifyInstance } from 'fastify';
import * as api from '@agro/domain/contracts/raster-estado';
import { route } from '../../lib/route.ts';
import { estadoDeServicio, reintentar } from './estado.ts';

/** Staff's view of the rasters' background processing and its retry (decision 021). */
export async function rasterEstadoRoutes(app: FastifyInstance) {
  const { ctx } = app;

  route(app, api.estadoRastersServicio, async (request) => ({
    status: 'success',
    rasters: await estadoDeServicio(ctx, request.params.servicio_id),
  }));

  route(app, api.reintentarRaster, async (request) => ({
    status: 'success',
    raster: await reintentar(ctx, request.params.raster_id),
  }));
}

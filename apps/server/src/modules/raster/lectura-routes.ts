import type { FastifyInstance } from 'fastify';
import * as api from '@agro/domain/contracts/raster';
import { INDICES } from '@agro/domain/indices';
import { MSG_INDICES } from '@agro/domain/messages-raster';
import { actorOf } from '../../lib/actor.ts';
import { sendExport } from '../../lib/export/enviar.ts';
import { route } from '../../lib/route.ts';
import { enviarImagen, enviarTesela, leerGuardado } from './archivos.ts';
import { claveTesela } from './capas.ts';
import { comparar } from './comparar.ts';
import * as exportar from './exportar.ts';
import { serie } from './serie.ts';
import * as raster from './service.ts';
import * as umbrales from './umbrales.ts';

/**
 * The measured index layers (issue 27, decision 023): periods, tiles, renderings, read-out, figures,
 * season series, comparisons, alert thresholds and the figures' export. Every route scopes by the
 * territory's tenancy (404 for one the caller does not see; 403 for another company named in the path).
 */
export async function rasterRoutes(app: FastifyInstance) {
  const { ctx } = app;

  route(app, api.periodosRaster, async (request) => ({
    status: 'success',
    periodos: await raster.periodos(ctx, request.params.parcela_id),
  }));

  await capaRoutes(app);
  await cifrasRoutes(app);
  await comparacionRoutes(app);
  await umbralRoutes(app);
}

/** A processed layer's own files: its map tiles, its whole rendering and its value at a point. */
async function capaRoutes(app: FastifyInstance) {
  const { ctx } = app;

  route(app, api.teselaCapa, async (request, reply) => {
    const { z, x, y } = request.params;
    const { capa, prefijo } = request.record;
    return enviarTesela(reply, ctx.storage, claveTesela(prefijo, capa.teselas, z, x, y));
  });

  route(app, api.imagenCapa, async (request, reply) => {
    const { capa, prefijo } = request.record;
    return enviarImagen(reply, ctx.storage, prefijo + capa.imagen.ruta);
  });

  route(app, api.valorCapa, async (request) => {
    const { capa, prefijo } = request.record;
    const unidad = capa.indice ? INDICES[capa.indice].unidad : '';
    const datos =
      capa.grilla && capa.indice ? await leerGuardado(ctx.storage, prefijo + capa.grilla.ruta) : null;
    const valor =
      datos && capa.grilla
        ? raster.valorEnGrilla(datos, capa.grilla, request.query.lat, request.query.lng)
        : null;
    return {
      status: 'success',
      valor,
      clase: valor !== null && capa.indice ? raster.claseDe(capa.indice, valor) : null,
      unidad,
    };
  });
}

/** The latest figures of a territory and of a company (cards and ranking), and a season's series. */
async function cifrasRoutes(app: FastifyInstance) {
  const { ctx } = app;

  route(app, api.cifrasParcela, async (request) => ({
    status: 'success',
    cifras: await raster.cifrasParcela(ctx, request.record),
  }));

  route(app, api.cifrasCp, async (request) => ({
    status: 'success',
    cifras: await raster.cifrasCp(ctx, actorOf(request), request.params.cp_id),
  }));

  route(app, api.serieRaster, async (request) => ({
    status: 'success',
    ...(await serie(ctx, request.params.parcela_id, request.query.indice)),
  }));
}

/** Two periods compared: the numbers, and the difference map's tiles and rendering. */
async function comparacionRoutes(app: FastifyInstance) {
  const { ctx } = app;

  route(app, api.compararRaster, async (request) => ({
    status: 'success',
    comparacion: await comparar(ctx, request.params.parcela_id, request.query),
  }));

  route(app, api.teselaDiferencia, async (request, reply) => {
    const { z, x, y } = request.params;
    const c = request.record.comparacion;
    return enviarTesela(reply, ctx.storage, claveTesela(c.prefijo, c.resultado.diferencia.teselas, z, x, y));
  });

  route(app, api.imagenDiferencia, async (request, reply) => {
    const c = request.record.comparacion;
    return enviarImagen(reply, ctx.storage, c.prefijo + c.resultado.diferencia.imagen.ruta);
  });
}

/** A territory's alert thresholds, and the figures' export (a territory's, a company's). */
async function umbralRoutes(app: FastifyInstance) {
  const { ctx } = app;

  route(app, api.obtenerUmbrales, async (request) => ({
    status: 'success',
    umbrales: await umbrales.obtener(ctx, request.params.parcela_id, request.query.indice),
  }));

  route(app, api.guardarUmbrales, async (request) => ({
    status: 'success',
    mensaje: MSG_INDICES.umbralesGuardados,
    umbrales: await umbrales.guardar(ctx, request.params.parcela_id, request.body),
  }));

  route(app, api.exportarCifrasParcela, async (request, reply) =>
    sendExport(reply, await exportar.cifrasParcela(ctx, request.record, request.query.formato)),
  );

  route(app, api.exportarCifrasCp, async (request, reply) =>
    sendExport(
      reply,
      await exportar.cifrasCp(ctx, actorOf(request), request.params.cp_id, request.query.formato),
    ),
  );
}

// The cluster smoke's raster step (issue 27): a GeoTIFF committed through one process is processed
// once across both (each polls the same queue), and the other process serves its figures and a tile
// from the shared database and bucket.
import assert from 'node:assert/strict';
import { buffer } from 'node:stream/consumers';
import { addDays, weekOf } from '@agro/domain/periods';
import { todayInSantiago } from '@agro/domain/format';
import type { Geometria } from '@agro/domain/limites';
import type pg from 'pg';
import type { Storage } from '../../src/lib/storage.ts';
import { geotiffSobre, NDVI, parteRaster } from '../raster-ingesta-helpers.ts';
import { multipartBody } from '../reportes-helpers.ts';
import type { ServerProcess } from './harness.ts';
import { waitFor } from './harness.ts';

interface Fila {
  raster_id: number;
  estado: string;
  intentos: number;
  tomado_por: string | null;
  procesado_at: Date | null;
  prefijo: string;
}

/** Uploads a period with an NDVI raster to `a`, waits for it to be processed, checks `b` serves it. */
export async function rasterProcesadoUnaVez(
  ctx: { db: pg.Pool; storage: Storage; cookie: string },
  a: ServerProcess,
  b: ServerProcess,
): Promise<void> {
  const { db, storage, cookie } = ctx;
  const {
    rows: [svc],
  } = await db.query<{ servicio_id: number; parcela_id: number; geometria: Geometria }>(
    `select s.servicio_id, s.parcela_id, l.geometria from servicio s join parcela_limite l using (parcela_id)
     where s.tipo_servicio in ('EDEB Full', 'EDEB Foliar') and not s.is_deleted order by s.servicio_id limit 1`,
  );
  assert.ok(svc, 'a demo EDEB service whose territory has a boundary');
  const week = weekOf(addDays(todayInSantiago(new Date()), 35));
  const body = await multipartBody(
    parteRaster('raster0', geotiffSobre(svc.geometria, { semilla: 11 }), NDVI),
  );
  const up = await fetch(
    `${a.url}/api/v1/servicio/subir/edeb/${svc.servicio_id}/${week.inicio}/${week.termino}`,
    {
      method: 'POST',
      headers: { ...body.headers, cookie },
      body: new Uint8Array(body.payload),
    },
  );
  assert.equal(up.status, 201, await up.text());

  const fila = async () =>
    (
      await db.query<Fila>(
        `select raster_id, estado, intentos, tomado_por, procesado_at, prefijo from raster
         where servicio_id = $1 and inicio = $2`,
        [svc.servicio_id, week.inicio],
      )
    ).rows;
  await waitFor('the raster processed', async () => (await fila())[0]?.estado === 'listo', 180_000);
  const [r] = await fila();
  assert.equal((await fila()).length, 1);
  assert.equal(r!.intentos, 1, 'claimed once');
  assert.equal(r!.tomado_por, null, 'lease released');
  assert.ok(r!.procesado_at);
  const linea = `ráster ${r!.raster_id}: `;
  const hechos = [a, b].map((s) => s.log().split(linea).length - 1);
  assert.equal(
    hechos[0]! + hechos[1]!,
    1,
    `processed by exactly one process (A ${hechos[0]}, B ${hechos[1]})`,
  );
  console.log(`  raster ${r!.raster_id} processed by ${hechos[0] ? 'A' : 'B'}`);

  const {
    rows: [capa],
  } = await db.query<{ capa_id: number; media: number; teselas: { plantilla: string } }>(
    `select capa_id, media, teselas from raster_capa where raster_id = $1 and indice = 'NDVI'`,
    [r!.raster_id],
  );
  assert.ok(capa, 'the NDVI layer stored');
  const cifras = await fetch(`${b.url}/api/v1/raster/parcela/${svc.parcela_id}/cifras`, {
    headers: { cookie },
  });
  assert.equal(cifras.status, 200);
  const ndvi = (
    (await cifras.json()) as { cifras: { indice: string; inicio: string; media: number }[] }
  ).cifras.find((c) => c.indice === 'NDVI');
  assert.equal(ndvi?.inicio, week.inicio, 'B answers the new period');
  assert.ok(Math.abs(ndvi.media - capa.media) < 1e-9, 'B answers the processed mean');

  // A tile the processing put in the bucket, through B's tile route, byte for byte.
  const [, dir] = /^(.*)\{z\}\/\{x\}\/\{y\}\.png$/.exec(capa.teselas.plantilla) ?? [];
  let key: string | undefined;
  for await (const o of storage.list(`${r!.prefijo}${dir}`)) {
    key = o.key;
    break;
  }
  const [z, x, y] = key?.match(/(\d+)\/(\d+)\/(\d+)\.png$/)?.slice(1) ?? [];
  assert.ok(key && z, `a tile under ${r!.prefijo}${dir}`);
  const tile = await fetch(`${b.url}/api/v1/raster/capas/${capa.capa_id}/teselas/${z}/${x}/${y}`, {
    headers: { cookie },
  });
  assert.equal(tile.status, 200);
  assert.equal(tile.headers.get('content-type'), 'image/png');
  assert.ok(
    Buffer.from(await tile.arrayBuffer()).equals(await buffer(await storage.get(key))),
    'the stored tile',
  );

  // Neither poller takes a finished raster again.
  assert.deepEqual(
    (await fila()).map((f) => [f.estado, f.intentos]),
    [['listo', 1]],
  );
}

// The demo raster generator: deterministic, one field geometry every week inside the territory's
// boundary, a season that grows in late spring, and the stress patch of one territory appearing in
// the third-newest week and growing, as the figures computed from the rasters show.
import { createHash } from 'node:crypto';
import path from 'node:path';
import area from '@turf/area';
import { describe, expect, it } from 'vitest';
import { INDICES } from '@agro/domain/indices';
import { DEMO_CPS } from '../src/db/seed/demo-data.ts';
import { contornoDemo } from '../src/db/seed/limites.ts';
import { demoRasters, type RasterDemo, type ParcelaDemo } from '../src/raster/demo/index.ts';
import { compararRasters } from '../src/raster/diff.ts';
import { abrirRaster } from '../src/raster/open.ts';
import { procesarRaster } from '../src/raster/process.ts';
import { destinoCarpeta } from '../src/raster/sink.ts';
import { memorySource } from '../src/raster/source.ts';
import { carpetaTemporal } from './raster-fixtures.ts';

const dir = carpetaTemporal('raster-demo');
// Eight report weeks (Mondays) ending in mid-November: late spring in the Maule.
const SEMANAS = Array.from({ length: 8 }, (_, k) =>
  new Date(Date.UTC(2026, 10, 16 - 7 * k)).toISOString().slice(0, 10),
);

const territorios: ParcelaDemo[] = DEMO_CPS.flatMap((e, i) =>
  e.parcelas.map((t) => ({
    clave: `${i}-${t.rel}`,
    cultivos: t.tags,
    servicio: t.servicio,
    limite: contornoDemo(t.coordX, t.coordY, t.extension, [1, 0.82, 1.12, 0.95, 1.05, 0.78, 1.1, 0.9]),
    estres: t.servicio === 'EDEB Full',
  })),
);

const sha = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

async function figuras(t: ParcelaDemo, r: RasterDemo) {
  const op = { tipo: r.tipo, indice: r.indice, bandas: r.bandas, limite: t.limite };
  const res = await procesarRaster(
    memorySource(r.archivo),
    op,
    destinoCarpeta(path.join(dir, t.clave, r.nombre)),
  );
  return res.capas.find((c) => c.indice === (r.indice ?? 'NDVI'))!.estadisticas!;
}

// Several rasters are generated and processed per test: slow on a busy 2-core machine.
describe('demo rasters', { timeout: 180_000 }, () => {
  const generados = territorios.map((t) => demoRasters(t, SEMANAS));

  it('are deterministic, and every territory has its kinds for every week', () => {
    expect(demoRasters(territorios[0]!, SEMANAS).map((r) => sha(r.archivo))).toEqual(
      generados[0]!.map((r) => sha(r.archivo)),
    );
    territorios.forEach((t, i) => {
      const tipos =
        t.servicio === 'EDEB Sensores'
          ? ['temperatura', 'humedad']
          : [t.servicio === 'EDEB Full' ? 'multiespectral' : 'indice', 'color'];
      for (const semana of SEMANAS)
        expect(
          generados[i]!.filter((r) => r.semana === semana)
            .map((r) => r.indice ?? r.tipo)
            .map((k) => (k === 'NDVI' ? 'indice' : k)),
        ).toEqual(tipos);
    });
  });

  it('keep one field geometry every week, covering the boundary', async () => {
    for (const [i, t] of territorios.entries()) {
      const porTipo = new Map<string, string>();
      for (const r of generados[i]!) {
        const { info, close } = await abrirRaster(memorySource(r.archivo));
        await close();
        const huella = JSON.stringify([info.epsg, info.ancho, info.alto, info.transform]);
        expect(porTipo.get(r.tipo + r.indice) ?? huella).toBe(huella);
        porTipo.set(r.tipo + r.indice, huella);
      }
      const ultimo = generados[i]!.filter((r) => r.tipo !== 'color').at(-1)!;
      const s = await figuras(t, ultimo);
      // The valid area is the boundary's own (within the 2–4 m pixels along its edge).
      expect(Math.abs(s.areaHa - area(t.limite) / 10_000) / s.areaHa).toBeLessThan(0.03);
    }
  });

  it('grow with the season where there is no stress', async () => {
    const i = territorios.findIndex((t) => t.servicio === 'EDEB Foliar');
    const medias = [];
    for (const r of generados[i]!.filter((r) => r.indice === 'NDVI'))
      medias.push((await figuras(territorios[i]!, r)).media);
    for (let k = 1; k < medias.length; k++) expect(medias[k]!).toBeGreaterThan(medias[k - 1]!);
    expect(medias.at(-1)!).toBeGreaterThan(0.4);
  });

  it('show the stress patch from the third-newest week, growing, and the comparison sees the decline', async () => {
    const i = territorios.findIndex((t) => t.estres);
    const t = territorios[i]!;
    const ms = generados[i]!.filter((r) => r.tipo === 'multiespectral');
    const critica = [];
    for (const r of ms) critica.push((await figuras(t, r)).clases[INDICES.NDVI.claseCritica]!.areaHa);
    const [antes, despues] = [critica.slice(0, -3), critica.slice(-3)];
    expect(Math.max(...antes)).toBeLessThan(0.05);
    expect(despues[0]!).toBeGreaterThan(Math.max(...antes));
    expect(despues[1]!).toBeGreaterThan(despues[0]!);
    expect(despues[2]!).toBeGreaterThan(despues[1]!);
    // The newest week against the week before the patch appeared, NDVI from the bands of both.
    const bandas = ms[0]!.bandas;
    const op = { indice: 'NDVI' as const, limite: t.limite, bandasA: bandas, bandasB: bandas };
    const [a, b] = [ms.at(-4)!, ms.at(-1)!].map((r) => memorySource(r.archivo));
    const cmp = await compararRasters(a!, b!, op, destinoCarpeta(path.join(dir, 'comparacion')));
    expect(cmp.bajoPct).toBeGreaterThan(1);
    expect(cmp.diferencia.teselas.cantidad).toBeGreaterThan(0);
  });

  it('sensor maps stay in plausible ranges', async () => {
    const i = territorios.findIndex((t) => t.servicio === 'EDEB Sensores');
    for (const r of generados[i]!.slice(-2)) {
      const s = await figuras(territorios[i]!, r);
      const [min, max] = r.indice === 'temperatura' ? [15, 38] : [8, 45];
      expect(s.p10).toBeGreaterThan(min);
      expect(s.p90).toBeLessThan(max);
    }
  });
});

import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { todayInSantiago } from '@agro/domain/format';
import { MSG_RASTER } from '@agro/domain/indices';
import { MSG } from '@agro/domain/messages';
import { addDays, weekOf } from '@agro/domain/periods';
import { DEMO_CPS } from '../apps/server/src/db/seed/demo-data.ts';
import { limiteDemo } from '../apps/server/src/db/seed/contornos.ts';
import { demoRasters } from '../apps/server/src/raster/demo/index.ts';
import { escribirGeoTiff } from '../apps/server/src/raster/write.ts';
import { newPage, shot, signIn, useBrowser } from './support/browser.ts';
import { elegirSemana, siguiente } from './support/subir-info.ts';

useBrowser();

// Weeks the demo never fills (its weeks are the last eight), apart from the other upload tests'
// on this territory (subida-reanudable takes 13, flujos-ii-subida 16): all share one server.
const semana = (atras: number) => weekOf(addDays(weekOf(todayInSantiago()).inicio, -7 * atras));
const SEMANA_OK = semana(15);
const SEMANA_CRS = semana(17);
// Parcela Los Aromos (EDEB Foliar) of the first demo company: the GeoTIFF lies on its boundary.
const AROMOS = DEMO_CPS[0]!.parcelas.find((t) => t.rel === 2)!;

function escribir(nombre: string, datos: Uint8Array): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'agro-e2e-raster-'));
  writeFileSync(path.join(dir, nombre), datos);
  return path.join(dir, nombre);
}

/** An NDVI GeoTIFF of the territory's field, as the demo seed makes them. */
function ndviAromos(): string {
  const [ndvi] = demoRasters(
    { clave: 'e2e', cultivos: AROMOS.tags, servicio: AROMOS.servicio, limite: limiteDemo(0, AROMOS) },
    [SEMANA_OK.inicio],
  ).filter((r) => r.tipo === 'indice');
  return escribir('ndvi_aromos.tif', ndvi!.archivo);
}

/** A small GeoTIFF in PSAD56 / UTM 19S (EPSG:24879), a CRS the platform refuses. */
function psad56(): string {
  const n = 16;
  const datos = escribirGeoTiff({
    ancho: n,
    alto: n,
    tipo: 'float32',
    bandas: [Float32Array.from({ length: n * n }, (_, k) => 0.5 + (k % n) / 100)],
    epsg: 24879,
    transform: { x0: 335_000, y0: 6_215_000, dx: 2, dy: -2 },
  });
  return escribir('ndvi_psad56.tif', datos);
}

/** Drops the GeoTIFF on the EDEB step, keeps the suggested NDVI and uploads it. */
async function subirRaster(page: Page, archivo: string) {
  const nombre = path.basename(archivo);
  await page.getByLabel('archivos edeb').setInputFiles([archivo]);
  const fila = page.getByTestId('subida-edeb-raster0');
  await expect.poll(() => fila.getAttribute('data-estado')).toBe('describir');
  await expect
    .poll(() => page.getByRole('combobox', { name: `Índice de ${nombre}` }).inputValue())
    .toBe('NDVI');
  await page.getByRole('button', { name: `Subir ráster ${nombre}` }).click();
  await expect.poll(() => fila.getAttribute('data-estado'), { timeout: 30_000 }).toBe('completa');
}

async function enviar(page: Page) {
  await siguiente(page);
  await page.getByLabel('Confirmo que los archivos y el periodo son correctos').check();
  const boton = page.getByRole('button', { name: 'Enviar' });
  await expect.poll(() => boton.isEnabled()).toBe(true);
  await boton.click();
}

// The commit opens each raster's header on the worker pool: slow on a busy machine.
describe('Subir Información: GeoTIFF rasters', { timeout: 150_000 }, () => {
  it('uploads an NDVI raster through the wizard and staff see it processed', async () => {
    const { page, context } = await newPage();
    await signIn(page, 'admin@agrodemo.cl');
    await page.waitForURL('**/admin/inicio');
    await elegirSemana(page, '1-T-002', AROMOS.nombre, addDays(SEMANA_OK.inicio, 2));
    await siguiente(page);
    await subirRaster(page, ndviAromos());
    await shot(page, 'raster-subida-paso');
    await enviar(page);
    await page.getByText(MSG.subidaConfirmada).first().waitFor({ timeout: 60_000 });

    // Back office: the service's rasters, "En proceso" until the background work is done, then "Listo".
    await page.goto('/admin/ver-informacion?e=1&t=2');
    const fila = page.getByRole('listitem').filter({ hasText: 'ndvi_aromos.tif' });
    await fila.waitFor();
    await expect
      .poll(() => fila.getAttribute('data-estado'), { timeout: 5_000 })
      .toMatch(/pendiente|procesando|listo/);
    await expect.poll(() => fila.getAttribute('data-estado'), { timeout: 60_000 }).toBe('listo');
    await fila.getByText('Listo').waitFor();
    await shot(page, 'raster-estado');
    await context.close();
  });

  // The commit answers 400 naming the file and its CRS; the wizard shows that reason, not a generic one.
  it('refuses a raster in an unsupported coordinate system and publishes nothing', async () => {
    const { page, context } = await newPage();
    await signIn(page, 'admin@agrodemo.cl');
    await page.waitForURL('**/admin/inicio');
    await elegirSemana(page, '1-T-002', AROMOS.nombre, addDays(SEMANA_CRS.inicio, 2));
    await siguiente(page);
    await subirRaster(page, psad56());
    const commit = page.waitForResponse((r) => r.url().includes('/api/v1/servicio/confirmar/'), {
      timeout: 60_000,
    });
    await enviar(page);
    const res = await commit;
    const motivo = MSG_RASTER.enArchivo('ndvi_psad56.tif', MSG_RASTER.crsNoSoportado('EPSG:24879'));
    expect([res.status(), ((await res.json()) as { mensaje: string }).mensaje]).toEqual([400, motivo]);
    await page.getByRole('alert').filter({ hasText: motivo }).first().waitFor();
    await shot(page, 'raster-subida-crs');

    // The week is still free for EDEB (the server's own check), so it can be sent again.
    const servicioId = /\/servicio\/confirmar\/(\d+)\//.exec(res.url())![1];
    const ocupado = await page.evaluate(
      async (u) => ((await (await fetch(u)).json()) as { res: boolean }).res,
      `/api/v1/servicio/validar/${servicioId}/edeb/${SEMANA_CRS.inicio}/${SEMANA_CRS.termino}`,
    );
    expect(ocupado).toBe(false);

    // Nothing of the period was stored: no raster row, and the week is still free.
    await page.goto('/admin/ver-informacion?e=1&t=2');
    await page.getByRole('heading', { name: 'Procesamiento de rásteres' }).waitFor();
    await page.getByRole('listitem').filter({ hasText: 'ndvi_aromos.tif' }).waitFor();
    expect(await page.getByRole('listitem').filter({ hasText: 'ndvi_psad56.tif' }).count()).toBe(0);
    await context.close();
  });
});

import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { MSG_MAPA } from '@agro/domain/messages-mapa';
import { newPage, shot, signIn, useBrowser } from './support/browser.ts';

useBrowser();

// A 0.01° × 0.01° cell near Curicó: about 1 010 000 m², far more than the territory's declared extension.
const [W, E, S, N] = [-71.2, -71.19, -35.01, -35.0];
function archivoLimite(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'agro-e2e-limite-'));
  const file = path.join(dir, 'nuevo limite.geojson');
  const geometry = {
    type: 'Polygon',
    coordinates: [
      [
        [W, S],
        [E, S],
        [E, N],
        [W, N],
        [W, S],
      ],
    ],
  };
  writeFileSync(file, JSON.stringify({ type: 'Feature', properties: {}, geometry }));
  return file;
}

async function asCliente(width = 1280) {
  const { page, context } = await newPage(width);
  await signIn(page, 'cliente@agrodemo.cl');
  await page.waitForURL('**/cliente-principal/inicio');
  return { page, context };
}

const areaActual = (page: Page) => page.getByText(/^Área del límite:/).textContent();

async function elegirArchivo(page: Page) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Subir límite (GeoJSON, KML, KMZ)' }).click();
  await (await chooser).setFiles(archivoLimite());
}

/** Whether `inner` lies wholly inside `outer` on screen (a pixel of rounding allowed). */
async function dentro(inner: Locator, outer: Locator) {
  const a = (await inner.boundingBox())!;
  const b = (await outer.boundingBox())!;
  return (
    a.y >= b.y - 1 &&
    a.x >= b.x - 1 &&
    a.y + a.height <= b.y + b.height + 1 &&
    a.x + a.width <= b.x + b.width + 1
  );
}

describe('boundaries on the map (issue 28)', () => {
  it('a boundary file is previewed first: Cancelar keeps the old one, Guardar replaces it, and it can be restored', async () => {
    const { page, context } = await asCliente();
    await page.goto('/cliente-principal/mis-territorios/mas-info?e=1&t=2');
    const mapa = page.getByRole('region', { name: 'Mapa del territorio' });
    await mapa.waitFor();
    await page.locator('.mapa-limite').first().waitFor();
    const original = await areaActual(page);

    await elegirArchivo(page);
    await page.getByText('Vista previa del nuevo límite').first().waitFor();
    await page.getByText(/^Área del nuevo límite: 1\.0\d{2}\.\d{3} m²/).waitFor();
    await page
      .getByText(/Difiere \+\d+ % de la extensión declarada/)
      .first()
      .waitFor();
    const previa = page.locator('.mapa-limite-previa');
    await previa.waitFor();
    // Framed with room: the whole outline is inside the map, not cut at the top.
    await expect.poll(() => dentro(previa, mapa)).toBe(true);
    expect(await areaActual(page)).toBe(original);
    await shot(page, 'flujos-ii-limite-previa-1280');

    await page.getByRole('button', { name: 'Cancelar' }).click();
    await expect.poll(() => previa.count()).toBe(0);
    await page.reload();
    await page.locator('.mapa-limite').first().waitFor();
    expect(await areaActual(page)).toBe(original);

    await elegirArchivo(page);
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await page.getByText(MSG_MAPA.limiteGuardado).first().waitFor();
    await expect.poll(() => areaActual(page)).toMatch(/^Área del límite: 1\.0\d{2}\.\d{3} m²/);
    await expect.poll(() => dentro(page.locator('.mapa-limite').first(), mapa)).toBe(true);

    await page.getByRole('button', { name: 'Restaurar límite anterior' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Restaurar' }).click();
    await page.getByText(MSG_MAPA.limiteRestaurado).first().waitFor();
    await expect.poll(() => areaActual(page)).toBe(original);
    await context.close();
  });

  it('phone width: the preview and its buttons fit, and no line starts with a stray "·"', async () => {
    const { page, context } = await asCliente(375);
    await page.goto('/cliente-principal/mis-territorios/mas-info?e=1&t=2');
    await page.locator('.mapa-limite').first().waitFor();
    expect(await page.getByText(/^·/).count()).toBe(0);
    await elegirArchivo(page);
    await page.locator('.mapa-limite-previa').waitFor();
    await page.getByRole('button', { name: 'Guardar', exact: true }).scrollIntoViewIfNeeded();
    await shot(page, 'flujos-ii-limite-previa-375');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await expect.poll(() => page.locator('.mapa-limite-previa').count()).toBe(0);
    await context.close();
  });

  for (const width of [1280, 375])
    it(`the popup opens wholly inside the map, close button included (${width} px)`, async () => {
      const { page, context } = await asCliente(width);
      await page.goto('/cliente-principal/mapa');
      const mapa = page.getByRole('region', { name: 'Mapa de territorios' });
      const pin = page.locator('.leaflet-marker-icon[title="Fundo El Peumo"]');
      await pin.waitFor();
      expect(await page.getByText(/^·/).count()).toBe(0);
      await pin.click();
      const popup = page.locator('.leaflet-popup');
      await popup.getByRole('link', { name: 'Ver territorio' }).waitFor();
      await page.waitForTimeout(400); // the pan that brings the popup into view
      await expect.poll(() => dentro(popup.locator('.leaflet-popup-content-wrapper'), mapa)).toBe(true);
      await expect.poll(() => dentro(popup.locator('.leaflet-popup-close-button'), mapa)).toBe(true);
      await shot(page, `flujos-ii-popup-${width}`);
      await context.close();
    });

  it('the small map of a territory keeps its popup inside too', async () => {
    const { page, context } = await asCliente();
    await page.goto('/cliente-principal/mis-territorios/mas-info?e=1&t=1');
    const mapa = page.getByRole('region', { name: 'Mapa del territorio' });
    const pin = page.locator('.leaflet-marker-icon[title="Fundo El Peumo"]');
    await pin.waitFor();
    await pin.click();
    const popup = page.locator('.leaflet-popup');
    await popup.locator('.mapa-popup-nombre').waitFor();
    await page.waitForTimeout(400);
    await expect.poll(() => dentro(popup.locator('.leaflet-popup-close-button'), mapa)).toBe(true);
    await shot(page, 'flujos-ii-popup-tarjeta-1280');
    await context.close();
  });
});

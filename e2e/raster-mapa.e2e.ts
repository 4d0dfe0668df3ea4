import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage, shot, signIn, useBrowser } from './support/browser.ts';

useBrowser();

// Issue 27 on the demo data: index layers on the territory and company maps (aligned with the
// boundary, legend with values, tap read-out) and the measured figures on the territory cards.

async function enter(email: string, home: string, width: number) {
  const { page, context } = await newPage(width);
  await signIn(page, email);
  await page.waitForURL(`**${home}`);
  return { page, context };
}

async function api<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (p) => (await fetch(`/api/v1/${p}`)).json(), path) as Promise<T>;
}

interface Limite {
  geometria:
    { type: 'Polygon'; coordinates: number[][][] } | { type: 'MultiPolygon'; coordinates: number[][][][] };
  bbox: [number, number, number, number];
  centroide: { lat: number; lon: number };
}

/**
 * Screen position of a lat/lng, from where the boundary's outline is drawn: Web Mercator is linear
 * in longitude and in the Mercator ordinate, so the outline's box on screen fixes the projection.
 */
async function proyeccion(page: Page, limite: Limite) {
  const r = await page
    .locator('path.mapa-limite')
    .first()
    .evaluate((e) => {
      const b = e.getBoundingClientRect();
      return { left: b.left, top: b.top, right: b.right, bottom: b.bottom };
    });
  const my = (lat: number) => Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360));
  const [w, s, e, n] = limite.bbox;
  const px = (lon: number) => r.left + ((lon - w) / (e - w)) * (r.right - r.left);
  const py = (lat: number) => r.top + ((my(n) - my(lat)) / (my(n) - my(s))) * (r.bottom - r.top);
  const lng = (x: number) => w + ((x - r.left) / (r.right - r.left)) * (e - w);
  const lat = (y: number) => {
    const m = my(n) - ((y - r.top) / (r.bottom - r.top)) * (my(n) - my(s));
    return ((2 * Math.atan(Math.exp(m)) - Math.PI / 2) * 180) / Math.PI;
  };
  return { px, py, lat, lng };
}

/** North-west corner of XYZ tile z/x/y. */
function esquinaTesela(z: number, x: number, y: number) {
  const n = 2 ** z;
  const lon = (x / n) * 360 - 180;
  const lat = (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / n))) * 180) / Math.PI;
  return { lat, lon };
}

/** Every loaded tile of the index layer: its z/x/y and where it sits on screen. */
async function teselas(page: Page) {
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLImageElement>('.mapa-capa-indice img.leaflet-tile')].some(
      (i) => i.complete && i.naturalWidth > 0,
    ),
  );
  return page.locator('.mapa-capa-indice img.leaflet-tile-loaded').evaluateAll((imgs) =>
    imgs.map((i) => {
      const b = i.getBoundingClientRect();
      const [z, x, y] = (i as HTMLImageElement).src.split('/').slice(-3).map(Number);
      return { z: z!, x: x!, y: y!, left: b.left, top: b.top, width: b.width };
    }),
  );
}

/** Whether [lon, lat] is inside the boundary (even-odd over every ring, as the server clips). */
function dentro(limite: Limite, lon: number, lat: number): boolean {
  const g = limite.geometria;
  const anillos = g.type === 'Polygon' ? g.coordinates : g.coordinates.flat();
  let d = false;
  for (const a of anillos)
    for (let i = 0, j = a.length - 1; i < a.length; j = i++) {
      const [xi, yi] = a[i]!;
      const [xj, yj] = a[j]!;
      if (yi! > lat !== yj! > lat && lon < ((xj! - xi!) * (lat - yi!)) / (yj! - yi!) + xi!) d = !d;
    }
  return d;
}

/**
 * The raster's own pixels land on their coordinates: beside each long edge of the boundary, a point
 * a few pixels inside reads an opaque pixel of the index tile under it and a point as far outside a
 * transparent one, because the server clipped the raster to that boundary in the raster's CRS.
 */
async function bordeAlineado(page: Page, p: Awaited<ReturnType<typeof proyeccion>>, limite: Limite) {
  const g = limite.geometria;
  const anillo = g.type === 'Polygon' ? g.coordinates[0]! : g.coordinates[0]![0]!;
  const caja = await page
    .locator('.mapa-capa-indice')
    .first()
    .evaluate((e) => {
      const b = e.closest('.leaflet-container')!.getBoundingClientRect();
      return { left: b.left, top: b.top, right: b.right, bottom: b.bottom };
    });
  const DIST = 6;
  const puntos: { x: number; y: number; dentro: boolean }[] = [];
  for (let i = 1; i < anillo.length; i++) {
    const [x0, y0] = [p.px(anillo[i - 1]![0]!), p.py(anillo[i - 1]![1]!)];
    const [x1, y1] = [p.px(anillo[i]![0]!), p.py(anillo[i]![1]!)];
    const largo = Math.hypot(x1 - x0, y1 - y0);
    if (largo < 8 * DIST) continue;
    const [mx, my, nx, ny] = [(x0 + x1) / 2, (y0 + y1) / 2, -(y1 - y0) / largo, (x1 - x0) / largo];
    for (const s of [1, -1]) {
      const x = mx + s * DIST * nx;
      const y = my + s * DIST * ny;
      if (x < caja.left + 1 || x > caja.right - 1 || y < caja.top + 1 || y > caja.bottom - 1) continue;
      puntos.push({ x, y, dentro: dentro(limite, p.lng(x), p.lat(y)) });
    }
  }
  expect(puntos.filter((q) => q.dentro).length).toBeGreaterThanOrEqual(3);
  expect(puntos.filter((q) => !q.dentro).length).toBeGreaterThanOrEqual(3);
  const alfas = await page.evaluate((qs) => {
    const imgs = [
      ...document.querySelectorAll<HTMLImageElement>('.mapa-capa-indice img.leaflet-tile-loaded'),
    ];
    const lienzo = document.createElement('canvas');
    const ctx = lienzo.getContext('2d', { willReadFrequently: true })!;
    return qs.map(({ x, y }) => {
      const img = imgs.find((i) => {
        const b = i.getBoundingClientRect();
        return x >= b.left && x < b.right && y >= b.top && y < b.bottom;
      });
      // No tile there: the server wrote none, an empty (transparent) one.
      if (!img) return 0;
      const b = img.getBoundingClientRect();
      lienzo.width = img.naturalWidth;
      lienzo.height = img.naturalHeight;
      ctx.clearRect(0, 0, lienzo.width, lienzo.height);
      ctx.drawImage(img, 0, 0);
      const u = Math.floor(((x - b.left) / b.width) * img.naturalWidth);
      const v = Math.floor(((y - b.top) / b.height) * img.naturalHeight);
      return ctx.getImageData(u, v, 1, 1).data[3]!;
    });
  }, puntos);
  const mal = puntos.filter((q, i) => alfas[i]! > 0 !== q.dentro);
  expect(mal, JSON.stringify({ mal, puntos, alfas })).toEqual([]);
}

/**
 * A screen point inside the field, away from the territory's pin, where the layer has a value: the
 * server's read-out there is the expected value of the tap.
 */
async function puntoConValor(
  page: Page,
  p: Awaited<ReturnType<typeof proyeccion>>,
  limite: Limite,
  capaId: number,
) {
  const [w, s, e, n] = limite.bbox;
  for (const fy of [0.5, 0.35, 0.65, 0.25, 0.75]) {
    for (const fx of [0.3, 0.7, 0.5, 0.2, 0.8]) {
      const x = Math.round(p.px(w + (e - w) * fx));
      const y = Math.round(p.py(s + (n - s) * fy));
      const libre = await page.evaluate(
        ([px, py]) => !document.elementFromPoint(px!, py!)?.closest('.leaflet-marker-icon, .leaflet-control'),
        [x, y],
      );
      if (!libre) continue;
      const lat = Math.round(p.lat(y) * 1e5) / 1e5;
      const lng = Math.round(p.lng(x) * 1e5) / 1e5;
      const r = await api<{ valor: number | null; clase: string | null }>(
        page,
        `raster/capas/${capaId}/valor?lat=${lat}&lng=${lng}`,
      );
      if (r.valor !== null && r.clase)
        return { x, y, lat: p.lat(y), lng: p.lng(x), latConsultada: lat, lngConsultada: lng, valor: r.valor };
    }
  }
  throw new Error('ningún punto del campo con valor a la vista');
}

async function mapaDeLaParcela(page: Page, width: number) {
  await page.getByRole('link', { name: 'Más información de Fundo El Peumo' }).click();
  await page.waitForURL(/mas-info\?e=\d+&t=1$/);
  const mapa = page.getByRole('region', { name: 'Mapa del territorio' });
  await mapa.waitFor();
  await mapa.scrollIntoViewIfNeeded();
  const tiles = await teselas(page);
  expect(tiles.length).toBeGreaterThan(0);
  return { mapa, tiles, width };
}

describe('index layers and territory figures', { timeout: 150_000 }, () => {
  for (const width of [1280, 375]) {
    it(`client at ${width} px: figures on the cards, NDVI layer aligned, legend values and read-out`, async () => {
      const { page, context } = await enter('cliente@agrodemo.cl', '/cliente-principal/inicio', width);
      await page.goto('/cliente-principal/mis-territorios');
      const cards = page.getByTestId('territorio-card');
      await cards.first().waitFor();
      // Every demo territory has measured figures: a mean and its change against the week before.
      await page.getByTestId('cifras-media').first().waitFor();
      const cambios = await page.getByTestId('cifras-cambio').allInnerTexts();
      expect(cambios.length).toBeGreaterThan(0);
      for (const c of cambios) expect(c).toMatch(/^[▲▼=] [+−]?\d+,\d/);
      // The stressed territory's NDVI dropped: its arrow is ▼ and it says so to a screen reader.
      expect(cambios.some((c) => c.startsWith('▼'))).toBe(true);
      await page
        .getByText(/^bajó \d+,\d+.* respecto del período anterior$/)
        .first()
        .waitFor({ state: 'attached' });
      await shot(page, `raster-cards-${width}`);

      const cp = Number(
        new URL(
          (await page
            .getByRole('link', { name: /Más información/ })
            .first()
            .getAttribute('href')) ?? '',
          'http://x',
        ).searchParams.get('e'),
      );
      const { cifras } = await api<{ cifras: { nombre: string; indice: string; media: number }[] }>(
        page,
        `raster/cp/${cp}/cifras`,
      );
      const peumo = cifras.find((c) => c.nombre === 'Fundo El Peumo' && c.indice === 'NDVI');
      expect(peumo).toBeDefined();
      const card = cards.filter({ hasText: 'Fundo El Peumo' });
      expect(await card.getByTestId('cifras-media').innerText()).toBe(
        peumo!.media.toFixed(2).replace('.', ','),
      );

      const { tiles } = await mapaDeLaParcela(page, width);
      const parcelaId = await page.evaluate(async () => {
        const r = await fetch('/api/v1/mapa/territorios');
        const b = (await r.json()) as { territorios: { parcela_id: number; nombre: string }[] };
        return b.territorios.find((t) => t.nombre === 'Fundo El Peumo')!.parcela_id;
      });
      const { territorio } = await api<{ territorio: { limite: Limite } }>(
        page,
        `mapa/territorio/${parcelaId}`,
      );
      const p = await proyeccion(page, territorio.limite);
      // Each tile sits where its north-west corner's coordinate falls on screen.
      for (const t of tiles) {
        const c = esquinaTesela(t.z, t.x, t.y);
        expect(Math.abs(t.left - p.px(c.lon))).toBeLessThan(2);
        expect(Math.abs(t.top - p.py(c.lat))).toBeLessThan(2);
      }
      await bordeAlineado(page, p, territorio.limite);

      // The legend shows the classes with their thresholds.
      const leyenda = page.getByTestId('leyenda-indice');
      await leyenda.getByText('NDVI').first().waitFor();
      for (const v of ['< 0,20', '0,20 – 0,40', '0,40 – 0,60', '≥ 0,60'])
        await leyenda.getByText(v).waitFor();

      // A tap reads the value at that coordinate: a point of the field (not under the pin) whose
      // value the server reads from the layer's grid; the popup shows that value with its class.
      const { periodos } = await api<{ periodos: { capas: { capa_id: number; indice: string | null }[] }[] }>(
        page,
        `raster/parcela/${parcelaId}/periodos`,
      );
      const ndvi = periodos[0]!.capas.find((c) => c.indice === 'NDVI')!;
      const punto = await puntoConValor(page, p, territorio.limite, ndvi.capa_id);
      const respuesta = page.waitForResponse((r) => /\/raster\/capas\/\d+\/valor\?/.test(r.url()));
      await page.mouse.click(punto.x, punto.y);
      const r = await respuesta;
      const u = new URL(r.url());
      const lat = Number(u.searchParams.get('lat'));
      const lng = Number(u.searchParams.get('lng'));
      // The request names the tapped point (rounded to ~1 m)…
      expect(Math.abs(lat - punto.lat)).toBeLessThan(2e-5);
      expect(Math.abs(lng - punto.lng)).toBeLessThan(2e-5);
      const leido = (await r.json()) as { valor: number; clase: string };
      // …so it reads the expected value (unless the rounding moved it by a metre into the next cell).
      if (lat === punto.latConsultada && lng === punto.lngConsultada) expect(leido.valor).toBe(punto.valor);
      const popup = page.getByTestId('lectura');
      await popup.getByText(`NDVI: ${leido.valor.toFixed(2).replace('.', ',')}`).waitFor();
      await popup.getByText(leido.clase).waitFor();
      await shot(page, `raster-mapa-territorio-${width}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await context.close();
    });
  }

  it.each([1280, 375])(
    'company map at %i px: the period selector, the layer control and the opacity move the layer of every territory',
    async (width) => {
      const { page, context } = await enter('cliente@agrodemo.cl', '/cliente-principal/inicio', width);
      await page.goto('/cliente-principal/mapa');
      await page.getByTestId('control-capas').waitFor();
      await teselas(page);
      const periodo = page.getByRole('combobox', { name: 'Período' });
      const primero = await periodo.inputValue();
      expect(primero).toMatch(/^\d{2}\/\d{2}\/\d{4} – \d{2}\/\d{2}\/\d{4}$/);
      await page.getByRole('slider', { name: 'Opacidad de la capa' }).focus();
      await page.keyboard.press('Home');
      await page.waitForFunction(
        () => getComputedStyle(document.querySelector('.mapa-capa-indice')!).opacity === '0.1',
      );
      await page.getByRole('radio', { name: 'Color verdadero' }).check();
      await page.locator('.mapa-capa-color img.leaflet-tile').first().waitFor({ state: 'attached' });
      expect(await page.locator('.mapa-capa-indice').count()).toBe(0);
      await page.getByRole('radio', { name: 'Ninguna' }).check();
      await page.waitForFunction(() => !document.querySelector('.mapa-capa-color'));
      await page.getByRole('radio', { name: 'NDVI', exact: true }).check();
      await periodo.click();
      await page.getByRole('option').nth(1).click();
      expect(await periodo.inputValue()).not.toBe(primero);
      await teselas(page);
      await shot(page, `raster-mapa-empresa-${width}`);
      await context.close();
    },
  );

  it('employee and back office see the figures and the layers on the territory detail', async () => {
    const emp = await enter('empleado@agrodemo.cl', '/cliente/inicio', 375);
    await emp.page.goto('/cliente/edeb');
    await emp.page.getByRole('button', { name: 'Información de Territorio' }).click();
    const modal = emp.page.getByRole('dialog', { name: 'Información de Territorio' });
    await modal.getByText('Índices del territorio').waitFor();
    await modal.getByTestId('cifras-media').waitFor();
    await modal.getByTestId('cifras-cambio').waitFor();
    await modal.getByTestId('control-capas').waitFor();
    await shot(emp.page, 'raster-empleado-375');
    await emp.context.close();

    const adm = await enter('admin@agrodemo.cl', '/admin/inicio', 1280);
    await adm.page.goto('/admin/mapa');
    await adm.page.getByTestId('control-capas').waitFor();
    await adm.page.goto('/admin/registro/territorios/mas-info?e=1&t=1');
    await adm.page.getByText('Índices del territorio').waitFor();
    expect(await adm.page.getByTestId('cifras-media').innerText()).toMatch(/^\d,\d{2}$/);
    await adm.page.getByTestId('leyenda-indice').waitFor();
    await teselas(adm.page);
    await shot(adm.page, 'raster-admin-detalle-1280');
    await adm.context.close();
  });
});

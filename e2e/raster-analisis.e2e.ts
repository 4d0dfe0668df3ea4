import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatDate, formatDecimal } from '@agro/domain/format';
import { INDICES, rampaDiferencia } from '@agro/domain/indices';
import { newPage, shot, signIn, useBrowser } from './support/browser.ts';

useBrowser();

// Issue 27, the Índices pages: the company ranking, the season chart, the measured comparison of two
// periods (numbers equal to the API's), the alert thresholds and the alert notice's link. Everything
// expected is read from the API first, so the test holds on whatever processed layers the demo has.

interface Cifra {
  parcela_id: number;
  nombre: string;
  indice: string;
  media: number;
  cambio: number | null;
}
interface Comparacion {
  media_a: number;
  media_b: number;
  subio_pct: number;
  sin_cambio_pct: number;
  bajo_pct: number;
  cambio: number;
  a: { inicio: string };
  b: { inicio: string };
  diferencia: { rango: number };
}

async function api<T>(page: Page, ruta: string, init?: { method: string; body: unknown }): Promise<T> {
  return page.evaluate(
    async ([r, i]) => {
      const res = await fetch(`/api/v1/${r}`, {
        method: i?.method ?? 'GET',
        headers: i ? { 'content-type': 'application/json' } : {},
        body: i ? JSON.stringify(i.body) : undefined,
      });
      return res.json();
    },
    [ruta, init] as const,
  ) as Promise<T>;
}

async function enter(email: string, home: string, width: number) {
  const { page, context } = await newPage(width);
  await signIn(page, email);
  await page.waitForURL(`**${home}`);
  return { page, context };
}

/** The NDVI figures of the client's company, and its territories as the ranking lists them. */
async function cifrasNdvi(page: Page) {
  const cp = (await api<{ cp: { cp_id: number }[] }>(page, 'cp/self')).cp[0]!.cp_id;
  const { cifras } = await api<{ cifras: Cifra[] }>(page, `raster/cp/${cp}/cifras`);
  const ndvi = cifras.filter((c) => c.indice === 'NDVI');
  expect(ndvi.length).toBeGreaterThan(0);
  return ndvi;
}

const nombresRanking = (page: Page) =>
  page.locator('[data-testid="ranking"] tbody tr td:first-child').allInnerTexts();

const dos = (v: number) => formatDecimal(v, 2);
const pct = (v: number) => `${formatDecimal(v, 1)}\u00a0%`;

/** The comparison on screen shows the API's numbers for the same pair. */
async function cifrasIgualesALaApi(page: Page, parcelaId: number, a: string, b: string) {
  const { comparacion: c } = await api<{ comparacion: Comparacion }>(
    page,
    `raster/parcela/${parcelaId}/comparar?indice=NDVI&a=${a}&b=${b}`,
  );
  const panel = page.getByTestId('cifras-comparacion');
  await panel.waitFor({ timeout: 30_000 });
  expect(await panel.getByTestId('media-a').innerText()).toBe(dos(c.media_a));
  expect(await panel.getByTestId('media-b').innerText()).toBe(dos(c.media_b));
  expect(await panel.getByTestId('pct-subio').innerText()).toBe(pct(c.subio_pct));
  expect(await panel.getByTestId('pct-sin-cambio').innerText()).toBe(pct(c.sin_cambio_pct));
  expect(await panel.getByTestId('pct-bajo').innerText()).toBe(pct(c.bajo_pct));
  // The change is B − A as the server measured it, with its direction for a screen reader.
  const cambio = formatDecimal(Math.abs(Math.round(c.cambio * 100) / 100), 2);
  expect(await panel.getByTestId('cambio').textContent()).toContain(cambio);
  if (cambio !== '0,00')
    expect(await panel.getByTestId('cambio').textContent()).toContain(
      `${c.cambio > 0 ? 'subió' : 'bajó'} ${cambio}`,
    );
  return c;
}

/** Loaded tiles of a Leaflet pane: z/x/y and where each sits relative to its map's box. */
async function teselasDe(page: Page, selector: string) {
  await page.waitForFunction(
    (sel) => document.querySelectorAll(`${sel} img.leaflet-tile-loaded`).length > 0,
    selector,
    { timeout: 30_000 },
  );
  return page.locator(`${selector} img.leaflet-tile-loaded`).evaluateAll((imgs) =>
    imgs.map((i) => {
      const b = i.getBoundingClientRect();
      const m = i.closest('.leaflet-container')!.getBoundingClientRect();
      return {
        zxy: (i as HTMLImageElement).src.split('/').slice(-3).join('/'),
        x: b.left - m.left,
        y: b.top - m.top,
      };
    }),
  );
}

/** Every tile of `b` that `a` also loaded sits at the same place in its map: one ground, one frame. */
function mismoLugar(a: Awaited<ReturnType<typeof teselasDe>>, b: Awaited<ReturnType<typeof teselasDe>>) {
  const pares = b.flatMap((t) => a.filter((u) => u.zxy === t.zxy).map((u) => [u, t] as const));
  expect(pares.length).toBeGreaterThan(0);
  for (const [u, t] of pares) {
    expect(Math.abs(u.x - t.x)).toBeLessThan(1.5);
    expect(Math.abs(u.y - t.y)).toBeLessThan(1.5);
  }
}

/** Where the territory's outline sits in each map of `selector`: its box relative to that map. */
async function contornos(page: Page, selector: string) {
  await page.locator(`${selector} .mapa-limite`).first().waitFor();
  return page.locator(selector).evaluateAll((mapas) =>
    mapas.map((m) => {
      const trazos = m.querySelectorAll('[aria-label="Límite del territorio"].mapa-limite');
      const b = trazos[0]?.getBoundingClientRect();
      const c = m.getBoundingClientRect();
      return { n: trazos.length, x: (b?.left ?? 0) - c.left, y: (b?.top ?? 0) - c.top, ancho: b?.width ?? 0 };
    }),
  );
}

/** Swipe: A and B on the same tiles' grid; the divider moves the cut of B to where it says. */
async function deslizar(page: Page) {
  await page.getByTestId('mapa-deslizar').waitFor();
  const [a, b] = [
    await teselasDe(page, '.leaflet-indice-a-pane'),
    await teselasDe(page, '.leaflet-indice-b-pane'),
  ];
  mismoLugar(a, b);
  const [contorno] = await contornos(page, '[data-testid="mapa-deslizar"]');
  expect(contorno?.n).toBe(1);
  expect(contorno?.ancho).toBeGreaterThan(20);
  const divisor = page.getByRole('slider', { name: /^Divisor entre el periodo A/ });
  await divisor.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  expect(await divisor.getAttribute('aria-valuenow')).toBe('60');
  // B's pane is clipped in layer coordinates; where its left edge falls on screen is the divider's place.
  const corte = await page.getByTestId('mapa-deslizar').evaluate((mapa) => {
    const pane = mapa.querySelector<HTMLElement>('.leaflet-indice-b-pane')!;
    const izquierda = Number(
      /rect\(([-\d.]+)px, ([-\d.]+)px, ([-\d.]+)px, ([-\d.]+)px\)/.exec(pane.style.clip)![4],
    );
    const t = new DOMMatrix(getComputedStyle(mapa.querySelector('.leaflet-map-pane')!).transform);
    const caja = mapa.getBoundingClientRect();
    return { x: izquierda + t.e, ancho: caja.width };
  });
  expect(Math.abs(corte.x - corte.ancho * 0.6)).toBeLessThan(1.5);
}

/** Side by side: two maps, each with its period's tiles, panned and zoomed together. */
async function ladoALado(page: Page, c: Comparacion) {
  await page.locator('.mantine-SegmentedControl-label', { hasText: /^Lado a lado$/ }).click();
  const lado = page.getByTestId('mapas-lado');
  await lado.waitFor();
  for (const p of [c.a, c.b])
    await lado
      .getByRole('region', { name: new RegExp(`^Mapa del periodo [AB] · ${formatDate(p.inicio)}$`) })
      .waitFor();
  const mapas = lado.locator('.leaflet-container');
  expect(await mapas.count()).toBe(2);
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('[data-testid="mapas-lado"] .leaflet-container')].every(
        (m) => m.querySelectorAll('.leaflet-indice-pane img.leaflet-tile-loaded').length > 0,
      ),
    undefined,
    { timeout: 30_000 },
  );
  const [a, b] = [
    await teselasDe(page, '[data-testid="mapas-lado"] > :nth-child(1) .leaflet-indice-pane'),
    await teselasDe(page, '[data-testid="mapas-lado"] > :nth-child(2) .leaflet-indice-pane'),
  ];
  mismoLugar(a, b);
  // The boundary is outlined on both maps, at the same place: the two frames show the same ground.
  const [ca, cb] = await contornos(page, '[data-testid="mapas-lado"] .leaflet-container');
  expect([ca?.n, cb?.n]).toEqual([1, 1]);
  expect(Math.abs(ca!.x - cb!.x)).toBeLessThan(1.5);
  expect(Math.abs(ca!.y - cb!.y)).toBeLessThan(1.5);
}

/** The difference map's tiles load and its legend gives the diverging ramp's values over the API's range. */
async function diferencia(page: Page, c: Comparacion) {
  await page.locator('.mantine-SegmentedControl-label', { hasText: /^Diferencia$/ }).click();
  const leyenda = page.getByTestId('leyenda-diferencia');
  await leyenda.waitFor();
  await teselasDe(page, '.leaflet-diferencia-pane');
  expect((await contornos(page, '[data-testid="mapa-diferencia"]'))[0]?.n).toBe(1);
  const escala = c.diferencia.rango / INDICES.NDVI.rangoDiferencia;
  const esperadas = rampaDiferencia('NDVI').map(([v]) => {
    const x = v * escala;
    return `${x > 0 ? '+' : x < 0 ? '−' : ''}${dos(Math.abs(x))}`;
  });
  const textos = await leyenda.locator('p, span').allInnerTexts();
  let desde = 0;
  for (const e of esperadas) {
    const k = textos.indexOf(e, desde);
    expect(k, `${e} en ${textos.join(' | ')}`).toBeGreaterThanOrEqual(0);
    desde = k + 1;
  }
}

describe.each([1280, 375])('Índices at %i px', (width) => {
  it('client: ranking order, season chart with points, comparison numbers, thresholds saved', async () => {
    const { page, context } = await enter('cliente@agrodemo.cl', '/cliente-principal/inicio', width);
    const ndvi = await cifrasNdvi(page);
    await page.goto('/cliente-principal/indices?indice=NDVI');
    await page.getByTestId('ranking').waitFor();

    // Ranking by latest value, highest first (the default), then by change, lowest first.
    const porValor = [...ndvi].sort((x, y) => y.media - x.media).map((c) => c.nombre);
    expect((await nombresRanking(page)).slice(0, porValor.length)).toEqual(porValor);
    await page.getByRole('button', { name: 'Cambio' }).click();
    await page.getByRole('button', { name: 'Cambio' }).click();
    const conCambio = ndvi.filter((c) => c.cambio !== null);
    const porCambio = [...conCambio].sort((x, y) => x.cambio! - y.cambio!).map((c) => c.nombre);
    expect((await nombresRanking(page)).slice(0, porCambio.length)).toEqual(porCambio);
    await shot(page, `raster-analisis-ranking-${width}`);

    // The company's figures download as CSV (and XLSX) from the export menu.
    await page.getByRole('button', { name: 'Exportar cifras de todos los territorios' }).click();
    const csv = await page.getByRole('menuitem', { name: 'CSV' }).getAttribute('href');
    expect(csv).toMatch(/\/raster\/cp\/\d+\/cifras\/exportar\?formato=csv$/);
    const descarga = await page.evaluate(async (u) => {
      const r = await fetch(u!);
      return { status: r.status, tipo: r.headers.get('content-type') ?? '', texto: await r.text() };
    }, csv);
    expect(descarga.status).toBe(200);
    expect(descarga.tipo).toMatch(/csv/);
    expect(descarga.texto).toContain(ndvi[0]!.nombre);
    await page.keyboard.press('Escape');

    // The territory that dropped most opens its detail with the season chart.
    const elegido = conCambio.length ? conCambio.sort((x, y) => x.cambio! - y.cambio!)[0]! : ndvi[0]!;
    await page.getByRole('button', { name: elegido.nombre, exact: true }).click();
    await page.waitForURL(new RegExp(`parcela=${elegido.parcela_id}`));
    const serie = await api<{ actual: unknown[]; anterior: unknown[]; alertas: { mensaje: string }[] }>(
      page,
      `raster/parcela/${elegido.parcela_id}/serie?indice=NDVI`,
    );
    const grafico = page.getByTestId('grafico-temporada');
    await grafico.waitFor();
    await page.waitForFunction(
      () => document.querySelectorAll('.recharts-line-dots circle, .recharts-dot').length > 0,
    );
    const puntos = await grafico.locator('.recharts-line-dots circle, circle.recharts-dot').count();
    expect(puntos).toBeGreaterThanOrEqual(serie.actual.length + serie.anterior.length);
    // The territory that dropped most has the demo's alert: a marker on the chart and its notice below.
    if (elegido.cambio !== null && elegido.cambio < 0) expect(serie.alertas.length).toBeGreaterThan(0);
    if (serie.alertas.length) {
      await grafico.getByText('⚠ Alerta').first().waitFor();
      const lista = page.getByRole('list', { name: 'Alertas de la temporada' });
      expect(await lista.getByRole('listitem').allInnerTexts()).toEqual(
        serie.alertas.map((a) => expect.stringContaining(a.mensaje) as unknown as string),
      );
    }
    await page.getByRole('button', { name: 'Ver datos' }).click();
    const filas = await page.locator('[data-testid="serie-tabla"] tbody tr').count();
    expect(filas).toBeGreaterThanOrEqual(serie.actual.length);
    await shot(page, `raster-analisis-temporada-${width}`);

    // Comparison of the latest period with the one before: the API's numbers.
    await page.getByRole('tab', { name: 'Comparar periodos' }).click();
    const { periodos } = await api<{ periodos: { inicio: string; capas: { indice: string | null }[] }[] }>(
      page,
      `raster/parcela/${elegido.parcela_id}/periodos`,
    );
    const conNdvi = periodos.filter((p) => p.capas.some((c) => c.indice === 'NDVI'));
    const c = await cifrasIgualesALaApi(page, elegido.parcela_id, conNdvi[1]!.inicio, conNdvi[0]!.inicio);
    await deslizar(page);
    await shot(page, `raster-analisis-comparar-${width}`);
    await ladoALado(page, c);
    await shot(page, `raster-analisis-lado-${width}`);
    await diferencia(page, c);
    await shot(page, `raster-analisis-diferencia-${width}`);

    // Thresholds: a wrong value is refused with the domain's message; a right one is saved.
    await page.getByRole('tab', { name: 'Alertas' }).click();
    const caida = page.getByLabel(/Caída de la media/);
    await caida.fill('0');
    await page.getByRole('button', { name: 'Guardar umbrales' }).click();
    await page.getByText('La caída de la media debe ser un número mayor que 0').waitFor();
    const valor = width === 375 ? '0,07' : '0,08';
    await caida.fill(valor);
    await page.getByRole('button', { name: 'Guardar umbrales' }).click();
    await page.getByText('Umbrales de alerta guardados').waitFor();
    const { umbrales } = await api<{ umbrales: { caida_media: number; predeterminado: boolean } }>(
      page,
      `raster/parcela/${elegido.parcela_id}/umbrales?indice=NDVI`,
    );
    expect(umbrales).toMatchObject({ caida_media: Number(valor.replace(',', '.')), predeterminado: false });
    await shot(page, `raster-analisis-umbrales-${width}`);
    await context.close();
  }, 180_000);

  it('the alert in the bell opens the comparison of its two periods; the employee reads thresholds only', async () => {
    const { page, context } = await enter('cliente@agrodemo.cl', '/cliente-principal/inicio', width);
    const { notificaciones } = await api<{ notificaciones: { tipo: string; enlace: string | null }[] }>(
      page,
      'notificacion/listar?limit=50',
    );
    // The demo's NDVI alert (its moisture alerts compare another index).
    const alerta = notificaciones.find(
      (n) => n.tipo === 'alertas' && n.enlace?.includes('/indices?') && n.enlace.includes('indice=NDVI'),
    );
    expect(alerta, 'the demo has an index alert').toBeDefined();
    await page.getByRole('button', { name: /^Notificaciones, \d+ sin leer$/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Notificaciones' });
    await dialog.waitFor();
    await dialog.locator(`a[href="${alerta!.enlace}"]`).first().click();
    await page.waitForURL(`**${alerta!.enlace}`);
    const q = new URL(alerta!.enlace!, 'http://x').searchParams;
    await page.getByRole('tab', { name: 'Comparar periodos', selected: true }).waitFor();
    await cifrasIgualesALaApi(page, Number(q.get('parcela')), q.get('a')!, q.get('b')!);
    await shot(page, `raster-analisis-alerta-${width}`);
    await context.close();

    const emp = await enter('empleado@agrodemo.cl', '/cliente/inicio', width);
    await emp.page.goto('/cliente/indices');
    await emp.page.getByTestId('ranking').waitFor();
    await emp.page.locator('[data-testid="ranking"] tbody tr td:first-child button').first().click();
    await emp.page.getByRole('tab', { name: 'Alertas' }).click();
    await emp.page.getByTestId('umbrales-lectura').waitFor();
    expect(await emp.page.getByRole('button', { name: 'Guardar umbrales' }).count()).toBe(0);
    await shot(emp.page, `raster-analisis-empleado-${width}`);
    await emp.context.close();
  }, 180_000);
});

import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatDecimal } from '@agro/domain/format';
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
  a: { inicio: string };
  b: { inicio: string };
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
  return c;
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
    const serie = await api<{ actual: unknown[]; anterior: unknown[] }>(
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
    await cifrasIgualesALaApi(page, elegido.parcela_id, conNdvi[1]!.inicio, conNdvi[0]!.inicio);
    await page.getByTestId('mapa-deslizar').waitFor();
    await page.waitForFunction(
      () => document.querySelectorAll('.leaflet-indice-b-pane img.leaflet-tile-loaded').length > 0,
    );
    await shot(page, `raster-analisis-comparar-${width}`);
    await page.locator('.mantine-SegmentedControl-label', { hasText: /^Diferencia$/ }).click();
    await page.getByTestId('leyenda-diferencia').waitFor();
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

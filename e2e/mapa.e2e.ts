import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage, shot, signIn, useBrowser } from './support/browser.ts';

useBrowser();

async function enter(email: string, home: string, width = 1280) {
  const { page, context } = await newPage(width);
  await signIn(page, email);
  await page.waitForURL(`**${home}`);
  return { page, context };
}

const marker = (page: Page, nombre: string) => page.locator(`.leaflet-marker-icon[title="${nombre}"]`);
const markerTitles = (page: Page) =>
  page.locator('.leaflet-marker-icon').evaluateAll((els) => els.map((e) => e.getAttribute('title')));

/** Waits for the offline outline (country paths) and the territories' markers. */
async function mapaListo(page: Page, nombres: string[]) {
  await page.locator('.mapa-sin-conexion').waitFor();
  for (const n of nombres) await marker(page, n).waitFor();
  await page.waitForFunction(() => document.querySelectorAll('.leaflet-contornos-pane path').length > 3);
}

describe('territory map', () => {
  it('client: the Mapa page shows its territories with boundaries; the popup links open the territory and its reports', async () => {
    const { page, context } = await enter('cliente@agrodemo.cl', '/cliente-principal/inicio');
    await page.getByRole('link', { name: 'Mapa' }).click();
    await page.waitForURL('**/cliente-principal/mapa');
    await mapaListo(page, ['Fundo El Peumo', 'Parcela Los Aromos', 'Huerto San Clemente']);
    expect(await page.locator('.mapa-limite').count()).toBe(3);
    expect(await page.locator('[aria-label="Límite de Fundo El Peumo"]').count()).toBe(1);
    expect((await markerTitles(page)).sort()).toEqual([
      'Fundo El Peumo',
      'Huerto San Clemente',
      'Parcela Los Aromos',
    ]);
    await expect(page.getByText('Contornos: Natural Earth').count()).resolves.toBe(1);
    // The area comparison flags the seeded boundary drawn ~18 % larger than declared.
    await page.getByText(/Difiere \+1[89] % de la extensión declarada/).waitFor();
    await shot(page, 'mapa-cliente-1280');

    await marker(page, 'Fundo El Peumo').click();
    const popup = page.locator('.leaflet-popup');
    await popup.getByText('EDEB Full').waitFor();
    await popup.getByText(/-T-001/).waitFor();
    await popup.getByText(/Último informe: \d{2}\/\d{2}\/\d{4}/).waitFor();
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('.mapa-popup-img');
      return !!img && img.complete && img.naturalWidth > 0;
    });
    await shot(page, 'mapa-cliente-popup-1280');
    await popup.getByRole('link', { name: 'Ver territorio' }).click();
    await page.waitForURL(/\/cliente-principal\/mis-territorios\/mas-info\?e=\d+&t=1$/);
    await page.getByText('Mapa del territorio').waitFor();
    await page.getByText(/Área del límite: 185\.\d{3} m²/).waitFor();
    await marker(page, 'Fundo El Peumo').waitFor();

    await page.goBack();
    await mapaListo(page, ['Fundo El Peumo']);
    await marker(page, 'Fundo El Peumo').click();
    await page.locator('.leaflet-popup').getByRole('link', { name: 'Ver informes' }).click();
    await page.waitForURL(/\/cliente-principal\/edeb\?parcela=\d+$/);
    // The report viewer opens on that territory.
    const territorio = page.getByRole('combobox', { name: 'Territorio' });
    await territorio.waitFor();
    expect(await territorio.inputValue()).toMatch(/-T-001 · Fundo El Peumo/);
    await context.close();
  });

  it('client: the territory map shows its index layer with an opacity slider (no stretched image), and a drawn boundary is saved', async () => {
    const { page, context } = await enter('cliente@agrodemo.cl', '/cliente-principal/inicio');
    await page.goto('/cliente-principal/mapa');
    await mapaListo(page, ['Huerto San Clemente']);
    await marker(page, 'Huerto San Clemente').click();
    await page.locator('.leaflet-popup').getByRole('link', { name: 'Ver territorio' }).click();
    await page.waitForURL(/mas-info\?e=\d+&t=3$/);
    await page.getByText('Mapa del territorio').waitFor();
    // With measured layers the report picture is no longer stretched over the boundary's box.
    await page.getByTestId('control-capas').waitFor();
    expect(await page.getByLabel(/Superponer última imagen/).count()).toBe(0);
    await page.getByRole('radio', { name: 'Temperatura de canopia' }).waitFor();
    const capa = page.locator('.mapa-capa-indice');
    await capa.waitFor({ state: 'attached' });
    const thumb = page.getByRole('slider', { name: 'Opacidad de la capa' });
    await thumb.focus();
    await page.keyboard.press('End');
    await page.waitForFunction(
      () => getComputedStyle(document.querySelector('.mapa-capa-indice')!).opacity === '1',
    );
    await shot(page, 'mapa-territorio-overlay-1280');
    await page.getByRole('radio', { name: 'Ninguna' }).check();

    await page.getByRole('button', { name: 'Dibujar límite' }).click();
    const box = (await page.getByRole('region', { name: 'Mapa del territorio' }).boundingBox())!;
    for (const [fx, fy] of [
      [0.2, 0.2],
      [0.8, 0.25],
      [0.5, 0.85],
    ] as const)
      await page.mouse.click(box.x + box.width * fx!, box.y + box.height * fy!);
    await page.getByText('3 hasta ahora').waitFor();
    await page.getByRole('button', { name: 'Guardar límite' }).click();
    await page.getByText('Límite del territorio guardado').waitFor();
    await page.getByRole('button', { name: 'Dibujar límite' }).waitFor();
    await context.close();
  });

  it('employee sees only its linked territories; staff see all and can filter by service type', async () => {
    const emp = await enter('empleado@agrodemo.cl', '/cliente/inicio');
    await emp.page.getByRole('link', { name: 'Mapa' }).click();
    await mapaListo(emp.page, ['Fundo El Peumo', 'Parcela Los Aromos']);
    expect((await markerTitles(emp.page)).sort()).toEqual(['Fundo El Peumo', 'Parcela Los Aromos']);
    await marker(emp.page, 'Parcela Los Aromos').click();
    await emp.page.locator('.leaflet-popup').getByRole('link', { name: 'Ver informes' }).click();
    await emp.page.waitForURL(/\/cliente\/edeb\?parcela=\d+$/);
    await emp.context.close();

    const adm = await enter('admin@agrodemo.cl', '/admin/inicio');
    await adm.page.getByRole('link', { name: 'Mapa' }).click();
    await mapaListo(adm.page, ['Viña Los Robles', 'Fundo El Peumo']);
    expect(await adm.page.locator('.mapa-limite').count()).toBe(4);
    await adm.page.getByRole('combobox', { name: 'Tipo de servicio' }).click();
    await adm.page.getByRole('option', { name: 'EDEB Foliar' }).click();
    await adm.page.waitForFunction(() => document.querySelectorAll('.mapa-limite').length === 2);
    expect((await markerTitles(adm.page)).sort()).toEqual(['Parcela Los Aromos', 'Viña Los Robles']);
    await adm.page.getByText('Difiere -14 % de la extensión declarada').waitFor();
    await adm.context.close();
  });

  it('phone width: the map page fits without horizontal scrolling', async () => {
    const { page, context } = await enter('cliente@agrodemo.cl', '/cliente-principal/inicio', 375);
    await page.goto('/cliente-principal/mapa');
    await mapaListo(page, ['Fundo El Peumo']);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await shot(page, 'mapa-cliente-375');
    await marker(page, 'Fundo El Peumo').click();
    await page.locator('.leaflet-popup').getByRole('link', { name: 'Ver territorio' }).waitFor();
    await shot(page, 'mapa-cliente-popup-375');
    await page.locator('.leaflet-popup').getByRole('link', { name: 'Ver territorio' }).click();
    await page.waitForURL(/mas-info\?e=\d+&t=1$/);
    await page.getByText('Mapa del territorio').waitFor();
    await page.getByText(/Área del límite:/).waitFor();
    await marker(page, 'Fundo El Peumo').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await shot(page, 'mapa-territorio-375');
    await context.close();
  });
});

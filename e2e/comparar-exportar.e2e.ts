import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage, shot, signIn, useBrowser } from './support/browser.ts';

useBrowser();

async function leerXlsx(file: string) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(readFileSync(file) as unknown as ExcelJS.Buffer);
  const ws = wb.worksheets[0]!;
  const rows: unknown[][] = [];
  ws.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { ws, rows };
}

async function abrirComparar(page: Page) {
  await page.goto('/cliente-principal/edeb');
  await page.getByRole('button', { name: 'Buscar' }).click();
  await page
    .getByTestId('periodo-label')
    .or(page.getByRole('button', { name: 'Volver' }))
    .first()
    .waitFor();
  await page.getByRole('button', { name: 'Comparar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Comparar periodos' });
  await dialog.getByTestId('comparar').waitFor();
  return dialog;
}

describe('Comparar', () => {
  it('shows the latest two periods side by side, then with a keyboard-operable slider', async () => {
    const { page, context } = await newPage();
    await signIn(page, 'cliente@agrodemo.cl');
    await page.waitForURL('**/cliente-principal/inicio');
    const dialog = await abrirComparar(page);
    const a = await dialog.getByRole('combobox', { name: 'Periodo A (anterior)' }).inputValue();
    const b = await dialog.getByRole('combobox', { name: 'Periodo B (reciente)' }).inputValue();
    expect(a).toMatch(/^\d{2}\/\d{2}\/\d{4} al \d{2}\/\d{2}\/\d{4}$/);
    expect(b).toMatch(/^\d{2}\/\d{2}\/\d{4} al \d{2}\/\d{2}\/\d{4}$/);
    expect(a).not.toBe(b);
    // Both periods' images are drawn, from the tenancy-checked file endpoint.
    await expect.poll(() => dialog.locator('figure img').count()).toBeGreaterThanOrEqual(2);
    await expect
      .poll(() =>
        dialog
          .locator('figure img')
          .first()
          .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      )
      .toBe(true);
    expect(await dialog.locator('figcaption').first().textContent()).toMatch(/^A · Lunes /);
    await dialog.getByText('Documentos y videos').waitFor();
    await shot(page, 'comparar-1280');

    await dialog.getByText('Deslizar', { exact: true }).click();
    const slider = dialog.getByRole('slider', { name: /^Deslizar para comparar Imagen EDEB 1: / });
    await slider.waitFor();
    await shot(page, 'comparar-deslizar-1280');
    await slider.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await slider.inputValue()).toBe('52');
    await page.keyboard.press('Home');
    expect(await slider.inputValue()).toBe('0');
    await context.close();
  });

  it('stacks the periods on a phone', async () => {
    const { page, context } = await newPage(375);
    await signIn(page, 'cliente@agrodemo.cl');
    await page.waitForURL('**/cliente-principal/inicio');
    const dialog = await abrirComparar(page);
    const figs = dialog.locator('figure');
    await expect.poll(() => figs.count()).toBeGreaterThanOrEqual(2);
    const [first, second] = [await figs.nth(0).boundingBox(), await figs.nth(1).boundingBox()];
    expect(second!.y).toBeGreaterThan(first!.y + first!.height - 1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await shot(page, 'comparar-375');
    await context.close();
  });
});

describe('Exportar', () => {
  it('the territory registry downloads as a valid XLSX with the current filter', async () => {
    const { page, context } = await newPage();
    await signIn(page, 'admin@agrodemo.cl');
    await page.waitForURL('**/admin/inicio');
    await page.goto('/admin/registro/territorios');
    const filas = page.getByRole('table', { name: 'Registro de Territorios' }).locator('tbody tr');
    // Past the loading row: the demo has several territories.
    await expect.poll(() => filas.count(), { timeout: 15_000 }).toBeGreaterThan(1);
    const todas = await filas.count();
    await page.getByRole('textbox', { name: /Buscar en Registro de Territorios/ }).fill('Peumo');
    await expect.poll(() => filas.count()).toBeLessThan(todas);
    const visibles = await filas.count();
    expect(await filas.first().textContent()).toContain('Peumo');
    await page.getByRole('button', { name: 'Exportar registro de territorios' }).click();
    await page.getByRole('menuitem', { name: 'Excel (XLSX)' }).waitFor();
    await page.waitForTimeout(400); // the menu's opening transition, for the screenshot only
    await shot(page, 'exportar-menu-1280');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'Excel (XLSX)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^territorios_\d{4}-\d{2}-\d{2}\.xlsx$/);
    const { ws, rows } = await leerXlsx((await download.path())!);
    expect(rows[0]).toEqual([
      'ID',
      'Propietario',
      'Nombre',
      'Región',
      'Ciudad',
      'Dirección',
      'Etiquetas',
      'Estado',
      'Registrado el',
    ]);
    expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(rows.length - 1).toBe(visibles);
    expect(rows.slice(1).every((r) => r.some((c) => /peumo/i.test(String(c))))).toBe(true);
    expect(rows[1]![8]).toBeInstanceOf(Date);
    await context.close();
  });

  it('a principal client downloads its invoices as XLSX with amounts as numbers', async () => {
    const { page, context } = await newPage(375);
    await signIn(page, 'cliente@agrodemo.cl');
    await page.waitForURL('**/cliente-principal/inicio');
    await page.goto('/cliente-principal/finanzas');
    await page.getByRole('button', { name: 'Exportar todas las facturas' }).click();
    await page.getByRole('menuitem', { name: 'Excel (XLSX)' }).waitFor();
    await page.waitForTimeout(400); // the menu's opening transition, for the screenshot only
    await shot(page, 'exportar-menu-375');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'Excel (XLSX)' }).click(),
    ]);
    const { rows } = await leerXlsx((await download.path())!);
    expect(rows[0]![0]).toBe('ID');
    expect(rows.length).toBeGreaterThan(2);
    expect(typeof rows[1]![8]).toBe('number');
    expect(String(rows[1]![0])).toMatch(/^1-F-\d{3}$/);
    await context.close();
  });
});

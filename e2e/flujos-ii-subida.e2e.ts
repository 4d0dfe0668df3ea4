import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { todayInSantiago } from '@agro/domain/format';
import { MSG } from '@agro/domain/messages';
import { addDays, weekOf } from '@agro/domain/periods';
import { newPage, shot, signIn, useBrowser } from './support/browser.ts';
import { elegirSemana, elegirParcela, siguiente } from './support/subir-info.ts';

useBrowser();

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
// A week the demo never fills (its weeks are the last eight), apart from the other upload tests' weeks.
const SEMANA = weekOf(addDays(weekOf(todayInSantiago()).inicio, -7 * 16));
const DIA = addDays(SEMANA.inicio, 3);

function archivos(files: [string, Buffer][]): string[] {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'agro-e2e-flujos-'));
  return files.map(([name, data]) => {
    writeFileSync(path.join(dir, name), data);
    return path.join(dir, name);
  });
}

async function asAdmin(width = 1280) {
  const { page, context } = await newPage(width);
  await signIn(page, 'admin@agrodemo.cl');
  await page.waitForURL('**/admin/inicio');
  return { page, context };
}

/** Opens the week picker on the month holding `dia`. */
async function abrirCalendarioEn(page: Page, dia: string) {
  await page.getByLabel('Semana (lunes a domingo)').click();
  for (let i = 0; i < 8 && (await page.locator(`[data-date="${dia}"]`).count()) === 0; i++)
    await page.getByRole('button', { name: 'Mes anterior' }).click();
}

describe('Subir Información (issue 28): the wizard', () => {
  it('a file refused by type shows its reason, holds no slot, is removed without a DELETE, and the rest is published', async () => {
    const { page, context } = await asAdmin();
    const borrados: string[] = [];
    const fallidas: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'DELETE' && r.url().includes('/subidas/')) borrados.push(r.url());
    });
    page.on('response', (r) => {
      if (r.status() === 404 && r.url().includes('/subidas')) fallidas.push(r.url());
    });
    await elegirSemana(page, '1-T-002', 'Parcela Los Aromos', DIA);
    await siguiente(page);

    // A text file named .png goes to an image slot and the server refuses it by its content.
    await page.getByLabel('archivos edeb').setInputFiles(
      archivos([
        ['falsa.png', Buffer.from('esto no es una imagen, solo texto plano con nombre de imagen')],
        ['NDVI buena.png', PNG],
        ['Resumen semana.pdf', PDF],
      ]),
    );
    const rechazada = page.locator('[data-estado="rechazada"]');
    await rechazada.waitFor({ timeout: 30_000 });
    await rechazada.getByText(MSG.tipoArchivoNoPermitido).waitFor();
    expect(await rechazada.getByText('falsa.png').count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Reanudar falsa.png' }).count()).toBe(0);
    for (const nombre of ['NDVI buena.png', 'Resumen semana.pdf'])
      await expect
        .poll(() => page.locator('[data-estado="completa"]').filter({ hasText: nombre }).count(), {
          timeout: 30_000,
        })
        .toBe(1);
    // Only the good image counts against the image slots.
    await page.getByText('Imágenes 1/4').waitFor();
    await shot(page, 'flujos-ii-subida-rechazada-1280');

    // Next is not blocked by the refused file.
    await siguiente(page);
    await page.getByLabel('Confirmo que los archivos y el periodo son correctos').waitFor();
    expect(await page.getByText('falsa.png').count()).toBe(0);
    await page.getByRole('button', { name: 'Atrás' }).click();

    await page.getByRole('button', { name: 'Quitar falsa.png' }).click();
    await expect.poll(() => rechazada.count()).toBe(0);
    expect(borrados).toEqual([]);
    expect(fallidas).toEqual([]);

    await siguiente(page);
    await page.getByLabel('Confirmo que los archivos y el periodo son correctos').check();
    const enviar = page.getByRole('button', { name: 'Enviar' });
    await expect.poll(() => enviar.isEnabled()).toBe(true);
    await enviar.click();
    await page.getByText(MSG.subidaConfirmada).first().waitFor();
    expect(fallidas).toEqual([]);
    await context.close();
  });

  it('the territory picker searches by name, client and display id and shows all three', async () => {
    const { page, context } = await asAdmin();
    await page.goto('/admin/subir-info');
    await page.getByRole('radio', { name: 'SEMANAL' }).click();
    await siguiente(page);
    const combo = page.getByRole('combobox', { name: 'Territorio' });

    await combo.fill('aromos');
    const aromos = page.getByRole('option').filter({ hasText: '1-T-002' });
    // The server's answer replaces the first list: only the match is left.
    await expect.poll(() => page.getByRole('option').count()).toBe(1);
    expect(await aromos.textContent()).toContain('Parcela Los Aromos');
    expect(await aromos.textContent()).toContain('Agrícola Valle Central');
    await shot(page, 'flujos-ii-territorio-picker-1280');

    // By the client's name (accents ignored): its three territories, not the other client's.
    await combo.fill('agricola valle');
    await expect.poll(() => page.getByRole('option').count()).toBe(3);
    expect(await page.getByRole('option').filter({ hasText: 'Viña Los Robles' }).count()).toBe(0);

    await elegirParcela(page, '1-T-003', '1-T-003');
    await page.getByText('Huerto San Clemente', { exact: true }).first().waitFor();
    expect(await combo.inputValue()).toMatch(/^1-T-003 · Huerto San Clemente · /);
    await page.getByLabel('Confirmo que los datos del territorio son correctos').check();
    await siguiente(page);
    await page.getByLabel('Semana (lunes a domingo)').waitFor();
    await context.close();
  });

  it('the calendar marks the weeks that already have files, with their slots, before the choice', async () => {
    const { page, context } = await asAdmin();
    await page.goto('/admin/subir-info');
    await page.getByRole('radio', { name: 'SEMANAL' }).click();
    await siguiente(page);
    await elegirParcela(page, '1-T-002', '1-T-002');
    await page.getByLabel('Confirmo que los datos del territorio son correctos').check();
    await siguiente(page);
    await page.getByText(/Semanas con archivos ya subidos/).waitFor();

    // The week published by the first test is marked on each of its days, naming its files.
    await abrirCalendarioEn(page, DIA);
    const dia = page.locator(`[data-date="${DIA}"]`).first();
    await expect.poll(() => dia.getAttribute('data-con-archivos')).toBe('true');
    expect(await dia.getAttribute('aria-label')).toMatch(
      /Semana con archivos ya subidos \(EDEB: Imagen \d, Resumen 1\)/,
    );
    const lunes = page.locator(`[data-date="${SEMANA.inicio}"]`).first();
    expect(await lunes.getAttribute('data-con-archivos')).toBe('true');
    // The week before it has none.
    const antes = page.locator(`[data-date="${addDays(SEMANA.inicio, -3)}"]`).first();
    expect(await antes.getAttribute('data-con-archivos')).toBeNull();
    await shot(page, 'flujos-ii-calendario-1280');

    // The demo's recent weeks are marked too, and their months in the year view.
    await page.keyboard.press('Escape');
    await page.getByLabel('Semana (lunes a domingo)').click();
    await expect.poll(() => page.locator('[data-con-archivos]').count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Elegir mes' }).click();
    await expect.poll(() => page.locator('button[data-con-archivos]').count()).toBeGreaterThan(0);
    await context.close();
  });

  it('phone width: the picker and the marked calendar fit', async () => {
    const { page, context } = await asAdmin(375);
    await page.goto('/admin/subir-info');
    await page.getByRole('radio', { name: 'SEMANAL' }).click();
    await siguiente(page);
    await page.getByRole('combobox', { name: 'Territorio' }).fill('aromos');
    await expect.poll(() => page.getByRole('option').count()).toBe(1);
    await shot(page, 'flujos-ii-territorio-picker-375');
    await page.getByRole('option').filter({ hasText: '1-T-002' }).click();
    await page.getByLabel('Confirmo que los datos del territorio son correctos').check();
    await siguiente(page);
    await abrirCalendarioEn(page, DIA);
    await shot(page, 'flujos-ii-calendario-375');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await context.close();
  });
});

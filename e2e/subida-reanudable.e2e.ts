import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { todayInSantiago } from '@agro/domain/format';
import { MSG } from '@agro/domain/messages';
import { addDays, weekOf } from '@agro/domain/periods';
import { newPage, shot, signIn, useBrowser } from './support/browser.ts';
import { elegirSemana, siguiente } from './support/subir-info.ts';

useBrowser();

const demo = (f: string) =>
  readFileSync(path.join(import.meta.dirname, '..', 'apps', 'server', 'assets', 'demo', f));
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
// A week the demo never fills (its weeks are the last eight), apart from the other upload test's.
const SEMANA = weekOf(addDays(weekOf(todayInSantiago()).inicio, -7 * 13));
const DIA = addDays(SEMANA.inicio, 2);
const MB = 1024 * 1024;

/**
 * The dropped files, written to disk (Playwright passes large files by path): a large "video" (the
 * demo MP4's first bytes, so the server's sniffing accepts it, then noise), an image, a summary and
 * a text file that fits no slot.
 */
function archivos(): string[] {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'agro-e2e-tus-'));
  const files: [string, Buffer][] = [
    ['NDVI reanudable.png', PNG],
    ['Vuelo largo.mp4', Buffer.concat([demo('cultivo.mp4').subarray(0, 4096), randomBytes(160 * MB)])],
    ['Resumen reanudable.pdf', PDF],
    ['notas.txt', Buffer.from('hola')],
  ];
  return files.map(([name, data]) => {
    writeFileSync(path.join(dir, name), data);
    return path.join(dir, name);
  });
}

const avance = async (page: Page, nombre: string) =>
  Number(
    (await page.getByRole('progressbar', { name: `Progreso de ${nombre}` }).getAttribute('aria-valuenow')) ??
      0,
  );

describe('Subir Información: resumable uploads over a connection that drops', () => {
  it('drops several files at once, survives going offline mid-upload, and the client sees the period', async () => {
    const { page, context } = await newPage();
    await signIn(page, 'admin@agrodemo.cl');
    await page.waitForURL('**/admin/inicio');
    await elegirSemana(page, '1-T-002', 'Parcela Los Aromos', DIA);
    await siguiente(page);

    // Slow the upload down so there is time to cut it (Chromium's own network emulation).
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 20 * MB,
    });

    // Four files in one drop: image, video and summary find their slots; the text file fits none.
    await page.getByLabel('archivos edeb').setInputFiles(archivos());
    await page.getByText(`notas.txt: ${MSG.archivoTipoDesconocido}`).waitFor();
    await page.getByTestId('subida-edeb-video0').waitFor();
    await page.getByTestId('subida-edeb-image0').waitFor();
    await page.getByTestId('subida-edeb-resfile0').waitFor();

    // Mid-upload, the connection drops; the upload stalls, and goes on once it is back.
    await expect.poll(() => avance(page, 'Vuelo largo.mp4'), { timeout: 60_000 }).toBeGreaterThan(5);
    await context.setOffline(true);
    await shot(page, 'subida-reanudable-en-curso');
    await page.waitForTimeout(2000);
    const cortado = await avance(page, 'Vuelo largo.mp4');
    expect(cortado).toBeLessThan(100);
    expect(await page.getByTestId('subida-edeb-video0').getAttribute('data-estado')).not.toBe('completa');
    await context.setOffline(false);
    await expect
      .poll(() => page.getByTestId('subida-edeb-video0').getAttribute('data-estado'), { timeout: 180_000 })
      .toBe('completa');
    for (const campo of ['image0', 'resfile0'])
      expect(await page.getByTestId(`subida-edeb-${campo}`).getAttribute('data-estado')).toBe('completa');
    await shot(page, 'subida-reanudable-completa');

    await siguiente(page);
    await page.getByLabel('Confirmo que los archivos y el periodo son correctos').check();
    const enviar = page.getByRole('button', { name: 'Enviar' });
    await expect.poll(() => enviar.isEnabled()).toBe(true);
    await enviar.click();
    await page.getByText(MSG.subidaConfirmada).first().waitFor();
    await context.close();

    // The principal client now sees the week, with the large video.
    const cli = await newPage();
    await signIn(cli.page, 'cliente@agrodemo.cl');
    await cli.page.waitForURL('**/cliente-principal/inicio');
    const periodo = await cli.page.evaluate(async (inicio) => {
      const servicios = await (
        await fetch('/api/v1/servicio/cp/' + (await (await fetch('/api/v1/cp/self')).json()).cp[0].cp_id)
      ).json();
      for (const s of servicios.servicios as { servicio_id: number }[]) {
        const res = await fetch(`/api/v1/servicio/archivos/${s.servicio_id}/semanal`);
        if (!res.ok) continue;
        const p = (await res.json()).archivos[inicio];
        if (p) return p.archivos.map((a: { nombre_original?: string; tamano?: number }) => a);
      }
      return null;
    }, SEMANA.inicio);
    expect(periodo).not.toBeNull();
    expect(JSON.stringify(periodo)).toContain('Vuelo largo.mp4');
    await cli.context.close();
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { todayInSantiago } from '@agro/domain/format';
import { addDays, periodLabel, weekOf } from '@agro/domain/periods';
import { newPage, outbox, shot, signIn, useBrowser } from './support/browser.ts';
import { buscarClienteFinanzas } from './support/finanzas.ts';
import { elegirSemana, siguiente } from './support/subir-info.ts';

useBrowser();

const demo = (f: string) =>
  readFileSync(path.join(import.meta.dirname, '..', 'apps', 'server', 'assets', 'demo', f));
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const pdf = (texto: string) =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\n% ${texto}\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
  );
// A week older than the demo's eight, so the "newest period" other tests look at stays the demo's.
const SEMANA = weekOf(addDays(weekOf(todayInSantiago()).inicio, -7 * 10));
const DIA = addDays(SEMANA.inicio, 2);

/** Walks a report viewer back (Volver) to the uploaded week. */
async function irASemana(page: Page) {
  const label = page.getByTestId('periodo-label');
  await label.waitFor();
  for (let i = 0; i < 20 && (await label.textContent()) !== periodLabel('semanal', SEMANA); i++) {
    const before = await label.textContent();
    await page.getByRole('button', { name: 'Volver' }).click();
    await expect.poll(() => label.textContent()).not.toBe(before);
  }
  expect(await label.textContent()).toBe(periodLabel('semanal', SEMANA));
}

async function adjuntar(page: Page, campo: string, name: string, mimeType: string, buffer: Buffer) {
  await page.locator(`input[type="file"][aria-label="${campo}"]`).setInputFiles({ name, mimeType, buffer });
}

/** Drops files on a step's drop zone and waits until every one of them has finished uploading. */
async function soltar(
  page: Page,
  grupo: string,
  files: { name: string; mimeType: string; buffer: Buffer }[],
) {
  await page.getByLabel(`archivos ${grupo}`).setInputFiles(files);
  const filas = page.locator(`[data-testid^="subida-${grupo}-"]`);
  await expect.poll(() => filas.count()).toBe(files.length);
  await expect
    .poll(
      async () => (await filas.evaluateAll((els) => els.map((e) => e.getAttribute('data-estado')))).join(),
      {
        timeout: 60_000,
      },
    )
    .toBe(files.map(() => 'completa').join());
}

describe('Subir Información: a week of EDEB Full through the wizard', () => {
  it('the admin uploads EDEB and Sensores files for a week; the linked employee sees them', async () => {
    const { page, context } = await newPage();
    const mailsAntes = outbox().length;
    await signIn(page, 'admin@agrodemo.cl');
    await page.waitForURL('**/admin/inicio');
    await elegirSemana(page, '1-T-001', 'Fundo El Peumo', DIA);
    await shot(page, 'reportes-periodo');
    await siguiente(page);

    // EDEB step, then the separate Sensores step (6 steps in all for EDEB Full).
    await soltar(page, 'edeb', [
      { name: 'NDVI e2e.png', mimeType: 'image/png', buffer: PNG },
      { name: 'Vuelo e2e.mp4', mimeType: 'video/mp4', buffer: demo('cultivo.mp4') },
      { name: 'Resumen EDEB e2e.pdf', mimeType: 'application/pdf', buffer: pdf('edeb') },
    ]);
    await siguiente(page);
    await siguiente(page); // nothing chosen yet: the step refuses
    await page.getByText('Por favor, selecciona un archivo antes de enviar.').waitFor();
    await soltar(page, 'sensores', [
      { name: 'Humedad e2e.png', mimeType: 'image/png', buffer: PNG },
      { name: 'Resumen Sensores e2e.pdf', mimeType: 'application/pdf', buffer: pdf('sensores') },
    ]);
    await siguiente(page);

    await page.getByText('Resumen Sensores e2e.pdf').waitFor();
    expect(await page.locator('.mantine-Stepper-step').count()).toBe(6);
    await page.getByLabel('Confirmo que los archivos y el periodo son correctos').check();
    await shot(page, 'reportes-confirmacion');
    await page.getByRole('button', { name: 'Enviar' }).click();
    await page.getByText('Periodo publicado con éxito').first().waitFor();
    // Back to the start of the wizard.
    await page.getByRole('radio', { name: 'SEMANAL' }).waitFor();
    await context.close();

    // One commit publishes both groups (EDEB, Sensores): each tells the client and the territory's employees.
    const mails = outbox()
      .slice(mailsAntes)
      .filter((m) => m.includes('Nuevos informes'));
    expect(mails.length).toBe(2);
    expect(mails.every((m) => m.includes('empleado@agrodemo.cl'))).toBe(true);

    const emp = await newPage();
    await signIn(emp.page, 'empleado@agrodemo.cl');
    await emp.page.waitForURL('**/cliente/inicio');
    await emp.page.goto('/cliente/edeb');
    await emp.page.getByRole('button', { name: 'Buscar' }).click();
    await irASemana(emp.page);
    await emp.page.getByText('NDVI e2e.png').waitFor();
    await emp.page.getByText('Vuelo e2e.mp4').waitFor();
    await emp.page.getByText('Resumen EDEB e2e.pdf').waitFor();
    await emp.page.goto('/cliente/sensores');
    await emp.page.getByRole('button', { name: 'Buscar' }).click();
    await irASemana(emp.page);
    await emp.page.getByText('Humedad e2e.png').waitFor();
    await shot(emp.page, 'reportes-empleado-sensores');
    await emp.context.close();
  });
});

describe('Finanzas: create an invoice and pay it in two parts', () => {
  it('the admin bills and collects; the client sees the result', async () => {
    const { page, context } = await newPage();
    await signIn(page, 'admin@agrodemo.cl');
    await page.waitForURL('**/admin/inicio');
    await page.goto('/admin/finanzas');
    await buscarClienteFinanzas(page, '1', /^1 · /);
    await page.getByRole('table', { name: 'Facturas' }).waitFor();

    await page.getByRole('button', { name: 'Agregar Deuda' }).click();
    const crear = page.getByRole('dialog', { name: 'Agregar Deuda' });
    await crear.getByText('Único').click();
    await crear.getByLabel('Nombre').fill('Visita técnica e2e');
    await crear.getByLabel('Total (CLP)').fill('300000');
    await crear.getByRole('button', { name: 'Crear deuda' }).click();
    await page.getByText('Factura creada con éxito').first().waitFor();
    const fila = page.locator('tr', { hasText: 'Visita técnica e2e' });
    await fila.getByText('Pendiente').waitFor();
    const id = (await fila.getAttribute('data-factura'))!;

    async function saldar(abono: string | null, sii: string, recibo: boolean) {
      await page.getByRole('button', { name: 'Saldar Deuda' }).click();
      const dlg = page.getByRole('dialog', { name: 'Saldar Deuda' });
      await dlg.getByLabel(`Seleccionar ${id}`).check();
      if (abono !== null) await dlg.getByLabel(`Abono ${id}`).fill(abono);
      await dlg.getByLabel('N° de factura SII').fill(sii);
      if (recibo)
        await adjuntar(page, 'archivo comprobante', `Transferencia ${sii}.pdf`, 'application/pdf', pdf(sii));
      await dlg.getByRole('button', { name: 'Saldar deuda' }).click();
      return dlg;
    }

    // The receipt is required.
    const sinRecibo = await saldar('100000', 'E2E-1', false);
    await sinRecibo.getByText('Por favor, selecciona un archivo antes de enviar.').waitFor();
    await adjuntar(page, 'archivo comprobante', 'Transferencia E2E-1.pdf', 'application/pdf', pdf('E2E-1'));
    await sinRecibo.getByRole('button', { name: 'Saldar deuda' }).click();
    await page.getByText('Factura saldada con éxito').first().waitFor();
    await fila.getByText('Parcial').waitFor();
    await shot(page, 'finanzas-parcial');

    // The second payment takes the whole remaining saldo (the default abono).
    await saldar(null, 'E2E-2', true);
    await fila.getByText('Pagada').waitFor();
    await page.getByRole('button', { name: `Pagos de ${id}` }).click();
    const pagos = page.getByRole('dialog', { name: new RegExp(`Pagos de ${id}`) });
    await pagos.getByText('E2E-2').waitFor();
    expect(await pagos.getByRole('link', { name: /Descargar/ }).count()).toBe(2);
    await context.close();

    const cli = await newPage();
    await signIn(cli.page, 'cliente@agrodemo.cl');
    await cli.page.waitForURL('**/cliente-principal/inicio');
    await cli.page.goto('/cliente-principal/finanzas');
    await cli.page.getByRole('tab', { name: 'Pagos anteriores' }).click();
    const filas = cli.page.locator('tr', { hasText: 'Visita técnica e2e' });
    await filas.first().waitFor();
    expect(await filas.count()).toBe(2);
    await cli.page.getByText('E2E-1').waitFor();
    await cli.page.getByText('$100.000').first().waitFor();
    await cli.page.getByText('$200.000').first().waitFor();
    await shot(cli.page, 'finanzas-cliente-pagos');
    await cli.context.close();
  });
});

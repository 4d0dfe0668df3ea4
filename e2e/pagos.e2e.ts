import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { todayInSantiago } from '@agro/domain/format';
import { newPage, outbox, shot, signIn, useBrowser } from './support/browser.ts';

useBrowser();

// Unique per run: the e2e server keeps its state across files of one run.
const run = Date.now().toString(36);
const NOMBRE = `Asesoría agronómica ${run}`;
const RECIBO = Buffer.from(
  `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
);

/** A JSON call from inside the signed-in page (same origin, its cookie). */
async function apiPost<T>(page: Page, path: string, body: unknown): Promise<T> {
  return page.evaluate(
    async ([p, b]) => {
      const r = await fetch(`/api/v1/${p}`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(b),
      });
      return r.json();
    },
    [path, body] as const,
  ) as Promise<T>;
}

/**
 * Activates a control as the keyboard would: toasts and the sticky header may lie over the side
 * tabs after the page scrolled to the form, which a pointer click would hit instead.
 */
const pulsar = (l: Locator) => l.evaluate((el) => (el as HTMLElement).click());

describe('Pagos en el portal', () => {
  it('the client sends a receipt, staff approve it, the client sees the invoice Pagada and downloads its PDF', async () => {
    // Staff bill the first demo company.
    const adm = await newPage();
    await signIn(adm.page, 'admin@agrodemo.cl');
    await adm.page.waitForURL('**/admin/inicio');
    const creada = await apiPost<{ factura: { factura_id: number; facturarel_id: number }[] }>(
      adm.page,
      'factura/crear',
      { nombre: NOMBRE, tipo_pago: 'UNICO', total: 150_000, cp_raw: 1, fecha_inicio: todayInSantiago() },
    );
    const rel = String(creada.factura[0]!.facturarel_id).padStart(3, '0');
    const displayId = `1-F-${rel}`;

    // The client picks it, tries too much, then sends the receipt for the whole saldo.
    const cli = await newPage();
    await signIn(cli.page, 'cliente@agrodemo.cl');
    await cli.page.waitForURL('**/cliente-principal/inicio');
    await cli.page.goto('/cliente-principal/finanzas');
    await cli.page.getByTestId('cuenta-bancaria').getByText('Banco de Chile').waitFor();
    await cli.page.getByLabel(`Pagar la factura ${displayId}`).check();
    const form = cli.page.getByRole('form', { name: 'Enviar comprobante' });
    const abono = form.getByLabel(new RegExp(`Abono a ${displayId}`));
    await abono.fill('150001');
    await form.getByText('El abono no puede superar el saldo de $150.000').waitFor();
    await form.getByRole('button', { name: 'Enviar comprobante' }).click();
    await form.getByText('Adjunta el comprobante de la transferencia (PDF, JPEG o PNG)').waitFor();
    await abono.fill('150000');
    await form
      .locator('input[type="file"]')
      .setInputFiles({ name: 'transferencia.pdf', mimeType: 'application/pdf', buffer: RECIBO });
    await shot(cli.page, 'pagos-cliente-envio');
    await form.getByRole('button', { name: 'Enviar comprobante' }).click();
    await cli.page.getByText('Comprobante enviado').first().waitFor();
    await pulsar(cli.page.getByRole('tab', { name: 'Pagos anteriores' }));
    const enviado = cli.page.getByTestId('envio-row').filter({ hasText: displayId });
    await enviado.getByTestId('envio-estado').filter({ hasText: 'En revisión' }).waitFor();
    await shot(cli.page, 'pagos-cliente-enviados');

    // Staff see the count, open the receipt and approve it.
    await adm.page.goto('/admin/finanzas');
    await adm.page
      .getByRole('link', { name: /Finanzas/ })
      .getByLabel(/comprobantes por revisar/)
      .waitFor();
    const fila = adm.page.getByTestId('envio-revision-row').filter({ hasText: displayId });
    await fila.getByRole('button', { name: 'Revisar' }).click();
    const dlg = adm.page.getByRole('dialog');
    await dlg.locator('iframe[title="Comprobante de transferencia"]').waitFor();
    await shot(adm.page, 'pagos-admin-revisar');
    // A rejection needs its reason, asked for in the schema's words; going back keeps the receipt.
    await dlg.getByRole('button', { name: 'Rechazar' }).click();
    await dlg.getByRole('button', { name: 'Confirmar rechazo' }).click();
    await dlg.getByText('Indica el motivo del rechazo').waitFor();
    await dlg.getByRole('button', { name: 'Volver' }).click();
    await dlg.getByRole('button', { name: 'Aprobar' }).click();
    await adm.page.getByText('Comprobante aprobado y pago registrado').first().waitFor();
    await fila.waitFor({ state: 'detached' });
    await adm.context.close();
    expect(outbox().some((m) => m.includes('cliente@agrodemo.cl') && /Comprobante aprobado/.test(m))).toBe(
      true,
    );

    // The client sees it approved, the invoice Pagada, and downloads the invoice PDF.
    await cli.page.reload();
    await pulsar(cli.page.getByRole('tab', { name: 'Pagos anteriores' }));
    await cli.page
      .getByTestId('envio-row')
      .filter({ hasText: displayId })
      .getByTestId('envio-estado')
      .filter({ hasText: 'Aprobado' })
      .waitFor();
    await pulsar(cli.page.getByRole('tab', { name: 'Pago', exact: true }));
    await pulsar(cli.page.locator('label', { hasText: /^Pagada$/ }));
    const factura = cli.page.getByTestId('factura-row').filter({ hasText: NOMBRE });
    await factura.getByText('Pagada').waitFor();
    await shot(cli.page, 'pagos-cliente-pagada');
    const [download] = await Promise.all([
      cli.page.waitForEvent('download'),
      factura.getByRole('button', { name: `Descargar PDF de la factura ${displayId}` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`factura-${displayId}.pdf`);
    const bytes = readFileSync((await download.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    await cli.context.close();
  });

  it('on a phone the invoices stack as cards and every action is reachable', async () => {
    const { page, context } = await newPage(375);
    await signIn(page, 'cliente@agrodemo.cl');
    await page.waitForURL('**/cliente-principal/inicio');
    await page.goto('/cliente-principal/finanzas');
    await page.getByTestId('cuenta-bancaria').waitFor();
    await page.getByTestId('factura-row').first().waitFor();
    const scroll = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(scroll).toBeLessThanOrEqual(0);
    await shot(page, 'pagos-cliente-375');
    await context.close();
  });
});

describe('Cuenta bancaria del proveedor', () => {
  it('staff edit it with the wizard bank rules; the queue and form fit a phone', async () => {
    for (const width of [1280, 375]) {
      const { page, context } = await newPage(width);
      await signIn(page, 'admin@agrodemo.cl');
      await page.waitForURL('**/admin/inicio');
      await page.goto('/admin/finanzas');
      await page.getByRole('button', { name: 'Cuenta bancaria' }).click();
      const dlg = page.getByRole('dialog', { name: 'Cuenta bancaria para recibir pagos' });
      const rut = dlg.getByLabel(/RUT del titular/);
      await expect.poll(() => rut.inputValue()).not.toBe('');
      const valido = await rut.inputValue();
      await rut.fill('11.111.111-2');
      await dlg.getByRole('button', { name: 'Guardar' }).click();
      await dlg.getByText('El RUT ingresado no es válido').waitFor();
      await shot(page, `pagos-admin-cuenta-${width}`);
      await rut.fill(valido);
      await dlg.getByRole('button', { name: 'Guardar' }).click();
      await page.getByText('Cuenta bancaria guardada con éxito').first().waitFor();
      await dlg.waitFor({ state: 'detached' });
      const scroll = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(scroll).toBeLessThanOrEqual(0);
      await shot(page, `pagos-admin-finanzas-${width}`);
      await context.close();
    }
  });
});

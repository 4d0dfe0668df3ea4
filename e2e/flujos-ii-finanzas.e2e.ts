// Issue 28, invoices and payments: the client's payment panel (the table's width, one status, the
// selection leading to the receipt form, an invoice in review that cannot be sent again), toasts clear of
// the header, and the back office's finance search by client name with "Saldar Deuda" saying why it waits.
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { todayInSantiago } from '@agro/domain/format';
import { newPage, shot, signIn, useBrowser } from './support/browser.ts';
import { buscarClienteFinanzas } from './support/finanzas.ts';

useBrowser();

// Unique per run: the e2e server keeps its state across files of one run.
const run = Date.now().toString(36);
const RECIBO = Buffer.from(
  `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
);

/** A one-off invoice of the first demo company, made by the admin through the API; its display id and id. */
async function facturaNueva(nombre: string, total: number) {
  const adm = await newPage();
  await signIn(adm.page, 'admin@agrodemo.cl');
  await adm.page.waitForURL('**/admin/inicio');
  const creada = await adm.page.evaluate(
    async (body) => {
      const r = await fetch('/api/v1/factura/crear', {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return r.json();
    },
    { nombre, tipo_pago: 'UNICO', total, cp_raw: 1, fecha_inicio: todayInSantiago() },
  );
  await adm.context.close();
  const f = creada.factura[0] as { factura_id: number; facturarel_id: number };
  return { id: f.factura_id, displayId: `1-F-${String(f.facturarel_id).padStart(3, '0')}` };
}

type Caja = { x: number; y: number; width: number; height: number };
const seCruzan = (a: Caja, b: Caja) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Whether the box lies inside the visible part of the page. */
async function enPantalla(page: Page, l: Locator) {
  const caja = (await l.boundingBox())!;
  const alto = page.viewportSize()!.height;
  return caja.y >= 0 && caja.y < alto;
}

/** Every toast on screen: none over the header (bell, name, avatar), and one per message. */
async function toastsDespejados(page: Page, texto: string) {
  const toast = page.locator('.mantine-Notification-root').filter({ hasText: texto });
  await toast.first().waitFor();
  // Let the enter transition finish before measuring.
  await page.waitForTimeout(400);
  expect(await toast.count()).toBe(1);
  const header = (await page.locator('header').first().boundingBox())!;
  for (const caja of await page.locator('.mantine-Notification-root').evaluateAll((els) =>
    els.map((e) => {
      const r = e.getBoundingClientRect();
      return { x: r.x, y: r.y, width: r.width, height: r.height };
    }),
  ))
    expect(seCruzan(caja, header), 'un aviso tapa la cabecera').toBe(false);
}

/** Ticks an invoice, follows the summary to the receipt form and sends it; the toast stays clear of the header. */
async function enviarComprobante(page: Page, displayId: string, ancho: number) {
  await page.goto('/cliente-principal/finanzas');
  const casilla = page.getByLabel(`Pagar la factura ${displayId}`);
  await casilla.waitFor();
  await casilla.check();
  // The selection is answered on screen: a summary with the total, and from it the form.
  const resumen = page.getByTestId('seleccion-resumen');
  await resumen.waitFor();
  expect(await enPantalla(page, resumen)).toBe(true);
  expect(await resumen.textContent()).toMatch(/1 factura seleccionada · Saldo \$/);
  await shot(page, `flujos-ii-pago-seleccion-${ancho}`);
  await resumen.getByRole('button', { name: 'Ir al comprobante' }).click();
  const form = page.getByRole('form', { name: 'Enviar comprobante' });
  await page.waitForFunction(() => {
    const r = document.getElementById('enviar-comprobante')?.getBoundingClientRect();
    return !!r && r.top >= 0 && r.top < window.innerHeight / 2;
  });
  await form
    .locator('input[type="file"]')
    .setInputFiles({ name: 'transferencia.pdf', mimeType: 'application/pdf', buffer: RECIBO });
  await form.getByRole('button', { name: 'Enviar comprobante' }).click();
  await toastsDespejados(page, 'Comprobante enviado');
  await shot(page, `flujos-ii-pago-toast-${ancho}`);
}

describe('Flujos II: facturas y pagos', () => {
  it('at 1280 px the table has the width, one status per invoice, and an invoice in review cannot be sent again', async () => {
    const { displayId, id } = await facturaNueva(`Análisis de suelo ${run}`, 90_000);
    const { page, context } = await newPage(1280);
    await signIn(page, 'cliente@agrodemo.cl');
    await page.waitForURL('**/cliente-principal/inicio');
    await page.goto('/cliente-principal/finanzas');
    const tabla = page.getByRole('table', { name: 'Facturas' });
    await tabla.waitFor();
    expect((await tabla.boundingBox())!.width).toBeGreaterThan(800);
    const fila = page.getByTestId('factura-row').filter({ hasText: displayId });
    expect(await fila.getByTestId('factura-estado').count()).toBe(1);
    await shot(page, 'flujos-ii-pago-1280');

    await enviarComprobante(page, displayId, 1280);

    // Now in review: one status says so, the box cannot be ticked and says why.
    await fila.getByTestId('factura-estado').filter({ hasText: 'En revisión' }).waitFor();
    expect(await fila.getByTestId('factura-estado').count()).toBe(1);
    const casilla = page.getByLabel(`Pagar la factura ${displayId}`);
    expect(await casilla.isDisabled()).toBe(true);
    await fila.getByText('Ya enviaste un comprobante para esta factura y está en revisión').waitFor();
    await shot(page, 'flujos-ii-pago-en-revision-1280');

    // And the server refuses it all the same.
    const res = await page.evaluate(
      async ([facturaId, pdf]) => {
        const body = new FormData();
        body.append('lineas', JSON.stringify([{ factura_id: facturaId, abono: 1000 }]));
        body.append('comprobante', new Blob([pdf], { type: 'application/pdf' }), 'otra.pdf');
        const r = await fetch('/api/v1/envio/cp/1', { method: 'POST', credentials: 'include', body });
        return { status: r.status, body: await r.json() };
      },
      [id, RECIBO.toString('latin1')] as const,
    );
    expect(res.status).toBe(409);
    expect(res.body.mensaje).toContain('en revisión');
    await context.close();
  });

  it('at 375 px: the selection summary leads to the form, and the toast sits clear of the header', async () => {
    const { displayId } = await facturaNueva(`Visita técnica ${run}`, 45_000);
    const { page, context } = await newPage(375);
    await signIn(page, 'cliente@agrodemo.cl');
    await page.waitForURL('**/cliente-principal/inicio');
    await enviarComprobante(page, displayId, 375);
    await shot(page, 'flujos-ii-pago-375');
    await context.close();
  });

  it('back office: finance search by client name, the client on every row, and why Saldar Deuda waits', async () => {
    for (const ancho of [1280, 375]) {
      const { page, context } = await newPage(ancho);
      await signIn(page, 'admin@agrodemo.cl');
      await page.waitForURL('**/admin/inicio');
      await page.goto('/admin/finanzas');
      const saldar = page.getByRole('button', { name: 'Saldar Deuda' });
      await saldar.waitFor();
      expect(await saldar.getAttribute('aria-disabled')).toBe('true');
      await saldar.hover();
      await page
        .getByRole('tooltip')
        .filter({ hasText: 'Busca un cliente o un territorio para ver las facturas que puedes saldar' })
        .waitFor();

      await buscarClienteFinanzas(page, 'valle central', /Agrícola Valle Central SpA/);
      const filas = page.getByRole('table', { name: 'Facturas' }).locator('tbody tr');
      if (ancho === 1280) {
        await filas.first().waitFor();
        const textos = await filas.allTextContents();
        expect(textos.length).toBeGreaterThan(0);
        for (const t of textos) expect(t).toContain('Agrícola Valle Central SpA');
      } else {
        await page.getByText('Agrícola Valle Central SpA').first().waitFor();
      }
      await shot(page, `flujos-ii-finanzas-admin-${ancho}`);
      await context.close();
    }
  });
});

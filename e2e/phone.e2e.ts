import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, shot, signIn, useBrowser } from './support/browser.ts';
import { buscarClienteFinanzas } from './support/finanzas.ts';

useBrowser();

const WIDTH = 375;

/** Every matching control sits inside the 375 px viewport, and the page never scrolls sideways. */
async function allInside(page: Page, controls: Locator, what: string) {
  await controls.first().waitFor();
  const boxes = await controls.evaluateAll((els) =>
    els.map((e) => {
      const r = e.getBoundingClientRect();
      return { left: r.left, right: r.right, text: e.getAttribute('aria-label') ?? e.textContent };
    }),
  );
  expect(boxes.length, what).toBeGreaterThan(0);
  const outside = boxes.filter((b) => b.left < 0 || b.right > WIDTH);
  expect(outside, `${what} fuera de la pantalla`).toEqual([]);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    `${what}: desplazamiento lateral`,
  ).toBeLessThanOrEqual(WIDTH);
}

/** The collapsed menu: out of the tab order when closed, focus moves in when opened, Escape closes it. */
async function checkMenu(page: Page) {
  const menu = page.locator('#area-menu');
  const burger = page.getByRole('button', { name: 'Abrir menú' });
  await burger.waitFor();
  expect(await menu.getAttribute('inert')).not.toBeNull();
  // Tabbing through the whole page never lands inside the closed menu.
  await page.locator('body').focus();
  for (let i = 0; i < 25; i++) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('#area-menu'))).toBe(false);
  }
  await burger.click();
  await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('#area-menu'))).toBe(true);
  expect(await menu.getAttribute('inert')).toBeNull();
  await page.keyboard.press('Escape');
  await expect.poll(() => menu.getAttribute('inert')).not.toBeNull();
  expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Abrir menú');
}

async function enter(email: string, home: string) {
  const { page, context } = await newPage(WIDTH);
  await signIn(page, email);
  await page.waitForURL(home);
  return { page, context };
}

async function buscarPeriodo(page: Page) {
  await page.getByRole('button', { name: 'Buscar' }).click();
  await page.getByTestId('periodo-label').first().waitFor({ state: 'attached' });
}

describe('a 375 px', () => {
  it('Empleado: menú y tabla de archivos', async () => {
    const { page, context } = await enter('empleado@agrodemo.cl', '**/cliente/inicio');
    await checkMenu(page);
    await page.goto('/cliente/edeb');
    await buscarPeriodo(page);
    await allInside(page, page.getByRole('button', { name: /^Ver / }), 'Ver');
    await allInside(page, page.getByRole('link', { name: /^Descargar / }), 'Descargar');
    await shot(page, 'phone-empleado-edeb');
    await context.close();
  });

  it('Cliente Principal: menú, archivos, finanzas, servicios y territorios', async () => {
    const { page, context } = await enter('cliente@agrodemo.cl', '**/cliente-principal/inicio');
    await checkMenu(page);
    await page.goto('/cliente-principal/edeb');
    await buscarPeriodo(page);
    await allInside(page, page.getByRole('link', { name: /^Descargar / }), 'Descargar');
    await page.goto('/cliente-principal/finanzas');
    await page.getByTestId('factura-row').first().waitFor();
    await allInside(page, page.getByTestId('factura-row'), 'facturas');
    await page.getByRole('tab', { name: 'Pagos anteriores' }).click();
    await allInside(page, page.getByRole('button', { name: /^Descargar comprobante/ }), 'comprobantes');
    await shot(page, 'phone-cp-pagos');
    await page.goto('/cliente-principal/servicios');
    await allInside(page, page.getByRole('link', { name: /^1-T-/ }), 'servicios');
    await page.goto('/cliente-principal/mis-territorios');
    await allInside(page, page.getByRole('link', { name: /^Ver / }), 'territorios');
    await context.close();
  });

  it('Admin: menú, registros, Administrar y Finanzas', async () => {
    const { page, context } = await enter('admin@agrodemo.cl', '**/admin/inicio');
    await checkMenu(page);
    for (const registro of ['clientes', 'territorios']) {
      await page.goto(`/admin/registro/${registro}`);
      await allInside(
        page,
        page.getByRole('link', { name: /Más información de / }),
        `registro de ${registro}`,
      );
      await shot(page, `phone-admin-registro-${registro}`);
    }
    await page.goto('/admin/registro/servicios');
    await page.getByRole('list', { name: 'Registro de Servicios' }).waitFor();
    await allInside(page, page.getByRole('listitem'), 'registro de servicios');
    await page.goto('/admin/administrar');
    await allInside(page, page.getByRole('button', { name: /^Modificar contraseña de / }), 'Administrar');
    await page.goto('/admin/finanzas');
    await buscarClienteFinanzas(page, '1', /^1 · /);
    await allInside(page, page.getByRole('button', { name: /^Pagos de / }), 'facturas');
    await shot(page, 'phone-admin-finanzas');
    await context.close();
  });

  it('Dev: logs', async () => {
    const { page, context } = await enter('dev@agrodemo.cl', '**/admin/inicio');
    await page.goto('/admin/desarrollador');
    await page.getByRole('tab', { name: 'Logs' }).click();
    await allInside(page, page.getByRole('button', { name: /^Descargar detalle del log/ }), 'logs');
    await shot(page, 'phone-dev-logs');
    await context.close();
  });
});

import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage, shot, signIn, useBrowser } from './support/browser.ts';

useBrowser();

const CAMPANA = /^Notificaciones, \d+ sin leer$/;

/** The unread count the bell announces in its accessible name. */
async function contador(page: Page): Promise<number> {
  const bell = page.getByRole('button', { name: CAMPANA });
  await bell.waitFor();
  const name = (await bell.getAttribute('aria-label')) ?? '';
  return Number(/(\d+) sin leer/.exec(name)?.[1]);
}

const esperarContador = (page: Page, n: number, timeout = 15_000) =>
  page.getByRole('button', { name: `Notificaciones, ${n} sin leer` }).waitFor({ timeout });

async function abrirCampana(page: Page) {
  await page.getByRole('button', { name: CAMPANA }).click();
  const dialog = page.getByRole('dialog', { name: 'Notificaciones' });
  await dialog.waitFor();
  return dialog;
}

async function como(email: string, area: string, width = 1280) {
  const { page, context } = await newPage(width);
  await signIn(page, email);
  await page.waitForURL(`**/${area}/inicio`);
  return { page, context };
}

describe('notification bell', () => {
  it('counts the unread notices; reading one, another tab reading one, and "Marcar todo" bring it down', async () => {
    const { page, context } = await como('cliente@agrodemo.cl', 'cliente-principal');
    const inicial = await contador(page);
    expect(inicial).toBeGreaterThanOrEqual(3);

    // Reading a notice opens its page and lowers the count.
    const dialog = await abrirCampana(page);
    await shot(page, 'notificaciones-campana-1280');
    const primera = dialog.getByRole('link').filter({ hasText: 'sin leer' }).first();
    const destino = await primera.getAttribute('href');
    expect(destino).toMatch(/^\/cliente-principal\//);
    await primera.click();
    await page.waitForURL(`**${destino}`);
    await esperarContador(page, inicial - 1);

    // Read elsewhere (another tab, same session): the bell follows without a reload, within its poll.
    const leida = await page.evaluate(async () => {
      const list = await (await fetch('/api/v1/notificacion/listar?limit=50')).json();
      const n = (list.notificaciones as { notificacion_id: number; read_at: string | null }[]).find(
        (x) => x.read_at === null,
      )!;
      const res = await fetch(`/api/v1/notificacion/leer/${n.notificacion_id}`, { method: 'POST' });
      return res.status;
    });
    expect(leida).toBe(200);
    await esperarContador(page, inicial - 2, 45_000);

    const again = await abrirCampana(page);
    await again.getByRole('button', { name: 'Marcar todo como leído' }).click();
    await esperarContador(page, 0);
    expect(await again.getByRole('button', { name: 'Marcar todo como leído' }).isDisabled()).toBe(true);
    await context.close();
    // Waits up to one poll of the bell (30 s) on a busy machine.
  }, 120_000);

  it('at 375 px the bell and its list fit the screen (employee)', async () => {
    const { page, context } = await como('empleado@agrodemo.cl', 'cliente', 375);
    const dialog = await abrirCampana(page);
    await dialog.getByRole('button', { name: 'Marcar todo como leído' }).waitFor();
    const box = await dialog.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await shot(page, 'notificaciones-campana-375');
    await context.close();
  });
  it('staff hear of task failures; the header still fits at 375 px (admin)', async () => {
    const { page, context } = await como('admin@agrodemo.cl', 'admin', 375);
    expect(await contador(page)).toBeGreaterThanOrEqual(1);
    const dialog = await abrirCampana(page);
    const falla = dialog.getByRole('link').filter({ hasText: 'Falló la tarea' }).first();
    expect(await falla.getAttribute('href')).toBe('/admin/desarrollador');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await shot(page, 'notificaciones-campana-admin-375');
    await context.close();
  });
});

describe('notification preferences in Perfil', () => {
  for (const width of [1280, 375]) {
    it(`turn a channel off and keep it after a reload (${width} px)`, async () => {
      const { page, context } = await como('cliente2@agrodemo.cl', 'cliente-principal', width);
      await page.goto('/cliente-principal/perfil');
      await page.getByRole('tab', { name: 'NOTIFICACIONES' }).click();
      const correo = page.getByRole('checkbox', { name: 'Pagos registrados: por correo' });
      await correo.waitFor();
      expect(await correo.isChecked()).toBe(true);
      expect(await page.getByRole('checkbox', { name: 'Nuevos informes: en la app' }).isChecked()).toBe(true);
      await correo.click();
      await page.getByText('Preferencias de notificación guardadas').first().waitFor();
      await shot(page, `notificaciones-preferencias-${width}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.reload();
      await page.getByRole('tab', { name: 'NOTIFICACIONES' }).click();
      await page.getByRole('checkbox', { name: 'Pagos registrados: por correo' }).waitFor();
      expect(await page.getByRole('checkbox', { name: 'Pagos registrados: por correo' }).isChecked()).toBe(
        false,
      );
      // Back on, for whoever runs next.
      await page.getByRole('checkbox', { name: 'Pagos registrados: por correo' }).click();
      await page.getByText('Preferencias de notificación guardadas').first().waitFor();
      await context.close();
    });
  }
});

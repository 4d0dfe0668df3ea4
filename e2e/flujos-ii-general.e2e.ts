// Issue 28, everywhere: every date field in Spanish dd/mm/aaaa, one casing for buttons and tabs,
// readable read-only profile fields, a footer that scrolls with the content, and the manual's videos
// chosen by screen width with their captions as steps under them.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage, shot, signIn, useBrowser } from './support/browser.ts';

useBrowser();

const DD_MM_AAAA = /^(\d{2}\/\d{2}\/\d{4}|dd\/mm\/aaaa)$/;
const MESES = /enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre/i;

async function entrar(email: string, home: string, ancho = 1280) {
  const { page, context } = await newPage(ancho);
  await signIn(page, email);
  await page.waitForURL(`**${home}`);
  return { page, context };
}

/** No native date input on the page, and each named date field shows dd/mm/aaaa (or, empty, that hint). */
async function fechasEnEspanol(page: Page, etiquetas: string[]) {
  expect(await page.locator('input[type="date"], input[type="month"], input[type="week"]').count()).toBe(0);
  for (const etiqueta of etiquetas) {
    const campo = page.getByRole('button', { name: etiqueta, exact: true });
    await campo.waitFor();
    expect(((await campo.textContent()) ?? '').trim(), etiqueta).toMatch(DD_MM_AAAA);
  }
}

describe('Flujos II: en toda la aplicación', () => {
  it('every date field is the same Spanish dd/mm/aaaa picker', async () => {
    const cli = await entrar('cliente@agrodemo.cl', '/cliente-principal/inicio');
    await cli.page.goto('/cliente-principal/finanzas');
    await cli.page.getByRole('heading', { name: 'Estado de cuenta' }).waitFor();
    await fechasEnEspanol(cli.page, ['Desde', 'Hasta']);
    await cli.page.getByRole('button', { name: 'Desde', exact: true }).click();
    expect(
      await cli.page.locator('.mantine-DatePickerInput-dropdown, [role="dialog"]').last().textContent(),
    ).toMatch(MESES);
    await cli.page.keyboard.press('Escape');
    await shot(cli.page, 'flujos-ii-fechas-cliente-1280');
    await cli.context.close();

    const dev = await entrar('dev@agrodemo.cl', '/admin/inicio');
    await dev.page.goto('/admin/finanzas');
    await fechasEnEspanol(dev.page, ['Desde', 'Hasta']);
    await dev.page.getByRole('button', { name: 'Agregar Deuda' }).click();
    const dlg = dev.page.getByRole('dialog');
    await dlg.getByRole('button', { name: /^Fecha de emisión/ }).waitFor();
    expect(
      ((await dlg.getByRole('button', { name: /^Fecha de emisión/ }).textContent()) ?? '').trim(),
    ).toMatch(DD_MM_AAAA);
    await dev.page.keyboard.press('Escape');
    await dev.page.goto('/admin/desarrollador');
    await dev.page.getByRole('tab', { name: 'Logs' }).click();
    await fechasEnEspanol(dev.page, ['Fecha']);
    await dev.context.close();
  });

  it('buttons and tabs share one casing, from the theme', async () => {
    const { page, context } = await entrar('cliente@agrodemo.cl', '/cliente-principal/inicio');
    await page.goto('/cliente-principal/perfil');
    await page.getByRole('tab', { name: 'Seguridad' }).waitFor();
    const casings = await page
      .locator('.mantine-Button-label:visible, .mantine-Tabs-tabLabel:visible')
      .evaluateAll((els) => els.map((e) => `${e.textContent}: ${getComputedStyle(e).textTransform}`));
    expect(casings.length).toBeGreaterThan(3);
    for (const c of casings) expect(c).toMatch(/: uppercase$/);
    await context.close();
  });

  it('read-only profile fields read clearly (≥ 4.5:1), say they are not editable, and can be focused', async () => {
    const { page, context } = await entrar('empleado@agrodemo.cl', '/cliente/inicio');
    await page.goto('/cliente/perfil');
    const campos = page.getByTestId('campo-solo-lectura');
    await campos.first().waitFor();
    expect(await campos.count()).toBeGreaterThanOrEqual(2);
    for (const campo of await campos.all()) {
      expect(await campo.getAttribute('readonly')).not.toBeNull();
      expect(await campo.isDisabled()).toBe(false);
      const ratio = await campo.evaluate((el) => {
        const rgb = (c: string) => (c.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
        const lum = ([r, g, b]: number[]) => {
          const f = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
          return 0.2126 * f(r!) + 0.7152 * f(g!) + 0.0722 * f(b!);
        };
        const s = getComputedStyle(el);
        const [a, b] = [lum(rgb(s.color)), lum(rgb(s.backgroundColor))].sort((x, y) => y - x);
        return (a! + 0.05) / (b! + 0.05);
      });
      expect(ratio).toBeGreaterThanOrEqual(4.5);
    }
    await page.getByText('No editable').first().waitFor();
    await shot(page, 'flujos-ii-perfil-1280');
    await context.close();
  });

  it('the copyright footer scrolls with the content in the signed-in areas', async () => {
    for (const ancho of [1280, 375]) {
      const { page, context } = await entrar('empleado@agrodemo.cl', '/cliente/inicio', ancho);
      const footer = page.locator('main footer');
      await footer.getByText(/Agro Monitoreo ©/).waitFor();
      expect(await footer.evaluate((el) => getComputedStyle(el).position)).not.toBe('fixed');
      expect(await page.locator('footer').count()).toBe(1);
      await context.close();
    }
  });

  it('the manual plays the phone recording on a phone, the desktop one on a desktop, with its steps as text', async () => {
    for (const [ancho, formato] of [
      [375, 'movil'],
      [1280, 'escritorio'],
    ] as const) {
      const { page, context } = await entrar('empleado@agrodemo.cl', '/cliente/inicio', ancho);
      await page.goto('/cliente/manual');
      await page.getByRole('link', { name: 'Cambiar Datos De Perfil Y Contraseña' }).click();
      const video = page.getByTestId('tutorial-video');
      await video.waitFor();
      expect(await video.getAttribute('data-formato')).toBe(formato);
      expect(await video.getAttribute('src')).toMatch(
        formato === 'movil' ? /formato=movil$/ : /\/video\/\d+$/,
      );
      const pasos = page.getByTestId('tutorial-pasos').getByRole('listitem');
      await pasos.first().waitFor();
      expect(await pasos.count()).toBeGreaterThanOrEqual(3);
      expect(await pasos.first().textContent()).toBe('Abre Perfil desde el menú.');
      await shot(page, `flujos-ii-manual-${ancho}`);
      await context.close();
    }
  });
});

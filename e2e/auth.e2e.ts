import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage, outbox, signIn, useBrowser } from './support/browser.ts';

useBrowser();

describe('sign-in', () => {
  it.each([
    ['admin@agrodemo.cl', '/admin/inicio'],
    ['dev@agrodemo.cl', '/admin/inicio'],
    ['cliente@agrodemo.cl', '/cliente-principal/inicio'],
    ['empleado@agrodemo.cl', '/cliente/inicio'],
    ['cliente2@agrodemo.cl', '/cliente-principal/inicio'],
    ['empleado2@agrodemo.cl', '/cliente/inicio'],
  ])('%s lands in %s', async (email, path) => {
    const { page, context } = await newPage();
    await signIn(page, email);
    await page.waitForURL(`**${path}`);
    await page.getByTestId('area-name').waitFor();
    const record = JSON.parse((await page.evaluate(() => localStorage.getItem('userData'))) ?? '{}');
    expect(record.isLoggedIn).toBe(true);
    expect(record.exp).toBeGreaterThan(Date.now() + 23 * 3600_000);
    await context.close();
  });

  it('a wrong password stays on /login with the message and signed out', async () => {
    const { page, context } = await newPage();
    await signIn(page, 'cliente@agrodemo.cl', 'Mala#Clave2026');
    await page.getByText('Usuario ingresado no existe').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await page.evaluate(() => localStorage.getItem('userData'))).toBeNull();
    await context.close();
  });

  it('shows the e-mail rule before calling the server', async () => {
    const { page, context } = await newPage();
    await signIn(page, 'no-es-email', 'Agro#Demo2026');
    await page.getByText('Email ingresado no es válido').first().waitFor();
    await context.close();
  });

  it('an employee opening the admin area lands on /403, and logout returns home', async () => {
    const { page, context } = await newPage();
    await signIn(page, 'empleado@agrodemo.cl');
    await page.waitForURL('**/cliente/inicio');
    await page.goto('/admin/inicio');
    await page.waitForURL('**/403');
    await page.getByText('No tienes acceso a esta sección').waitFor();
    // An admin page opened by another role also clears the browser's session record: sign in again.
    expect(await page.evaluate(() => localStorage.getItem('userData'))).toBeNull();
    await signIn(page, 'empleado@agrodemo.cl');
    await page.waitForURL('**/cliente/inicio');
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await page.waitForURL('**/home');
    await page.goto('/cliente/inicio');
    await page.waitForURL('**/403');
    await context.close();
  });

  it('the area menu at 375 px opens and closes', async () => {
    const { page, context } = await newPage(375);
    await signIn(page, 'cliente@agrodemo.cl');
    await page.waitForURL('**/cliente-principal/inicio');
    const nav = page.getByRole('navigation', { name: 'Menú principal' });
    // The collapsed menu slides off-screen to the left.
    const onScreen = async () => ((await nav.boundingBox())?.x ?? -1) >= 0;
    await expect.poll(onScreen).toBe(false);
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await expect.poll(onScreen).toBe(true);
    await page.getByRole('link', { name: 'Mis Territorios' }).click();
    await page.waitForURL('**/cliente-principal/mis-territorios');
    await expect.poll(onScreen).toBe(false);
    await context.close();
  });

  it('recovers a password through the e-mailed link and signs in with the new one', async () => {
    const { page, context } = await newPage();
    await page.goto('/login');
    await page.getByRole('link', { name: /olvidaste|recuperar/i }).click();
    await page.waitForURL('**/recuperar-contrasena');
    await resetViaEmail(page, 'empleado2@agrodemo.cl', 'Temporal#2026x');
    await signIn(page, 'empleado2@agrodemo.cl', 'Temporal#2026x');
    await page.waitForURL('**/cliente/inicio');
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await page.waitForURL('**/home');
    // Put the demo password back for the other browser tests, through the same flow.
    await page.goto('/recuperar-contrasena');
    await resetViaEmail(page, 'empleado2@agrodemo.cl', 'Agro#Demo2026');
    await signIn(page, 'empleado2@agrodemo.cl');
    await page.waitForURL('**/cliente/inicio');
    await context.close();
  });
});

async function resetViaEmail(page: Page, email: string, password: string) {
  const mine = () => outbox().filter((m) => m.includes(`To: ${email}`) && m.includes('nueva-contrasena'));
  const before = mine().length;
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Enviar' }).click();
  await page.getByText('Si existe un correo asociado en nuestra plataforma', { exact: false }).waitFor();
  await expect.poll(() => mine().length).toBe(before + 1);
  const raw = mine()
    .at(-1)!
    .replace(/=\r?\n/g, '')
    .replace(/=3D/g, '=');
  const link = /https?:\/\/[^\s"<>]+\/nueva-contrasena\?t=[A-Za-z0-9_%-]+/.exec(raw)![0];
  await page.goto(link);
  await page.getByLabel('Nueva contraseña').fill(password);
  await page.getByLabel('Confirmar contraseña').fill(password);
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await page.getByText('¡La contraseña fue modificada exitosamente!', { exact: false }).first().waitFor();
  // Sign-in comes next, with the account's e-mail already filled in.
  await page.waitForURL((u) => u.pathname === '/login');
  expect(await page.getByLabel('Email').inputValue()).toBe(email);
}

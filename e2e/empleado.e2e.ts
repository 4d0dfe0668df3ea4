import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, DEMO_PASSWORD, newPage, shot, signIn, useBrowser } from './support/browser.ts';

useBrowser();

const EMAIL = 'empleado@agrodemo.cl';
const NEW_PASSWORD = 'Nueva#Clave2027';
// A 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

async function enter(email = EMAIL, width = 1280) {
  const { page, context } = await newPage(width);
  await signIn(page, email);
  await page.waitForURL('**/cliente/inicio');
  return { page, context };
}

async function buscar(page: Page) {
  await page.getByRole('button', { name: 'Buscar' }).click();
  await page.getByTestId('periodo-label').waitFor();
}

// Whatever happens, leave the demo password as other test files expect it.
afterAll(async () => {
  const login = await fetch(`${baseUrl()}/api/v1/usuario/logear`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: EMAIL, password: NEW_PASSWORD }),
  });
  if (login.status !== 200) return;
  const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
  await fetch(`${baseUrl()}/api/v1/usuario/password/${EMAIL}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({
      password_old: NEW_PASSWORD,
      password_new: DEMO_PASSWORD,
      password_new2: DEMO_PASSWORD,
    }),
  });
});

describe('employee report viewers', () => {
  it('EDEB: searches SEMANAL, pages back and forth, previews an image and a PDF, downloads a file and the ZIP', async () => {
    const { page, context } = await enter();
    await page.getByRole('link', { name: 'EDEB', exact: true }).click();
    await page.waitForURL('**/cliente/edeb');
    // Linked to two territories: the selector shows the EDEB Full one first.
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Territorio' }).inputValue())
      .toContain('Fundo El Peumo');
    await buscar(page);
    const label = page.getByTestId('periodo-label');
    const newest = await label.textContent();
    expect(newest).toMatch(/^Lunes \d+ de \w+ de \d{4} al domingo \d+ de \w+ de \d{4}$/);
    await page.getByRole('cell', { name: 'Imagen EDEB' }).first().waitFor();
    await shot(page, 'empleado-edeb-semanal');

    await page.getByRole('button', { name: 'Volver' }).click();
    await expect.poll(() => label.textContent()).not.toBe(newest);
    await page.getByRole('cell', { name: 'Video EDEB' }).waitFor();
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expect.poll(() => label.textContent()).toBe(newest);

    // Image preview.
    await page.getByRole('button', { name: /^Ver NDVI_/ }).click();
    const img = page.getByTestId('file-preview').locator('img');
    await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await img.waitFor({ state: 'detached' });

    // PDF preview, rendered inline from the server's file (shown through a blob: URL, as the CSP forbids framing).
    await page.getByRole('button', { name: /^Ver Resumen_EDEB_/ }).click();
    const frame = page.getByTestId('file-preview').locator('iframe');
    expect(await frame.getAttribute('src')).toMatch(/^blob:/);
    const src = await frame.getAttribute('data-file');
    expect(src).toMatch(/\/api\/v1\/descargar\/servicios\/[a-f0-9]{32}\.pdf\?inline=1$/);
    const pdf = await page.request.get(src!);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect(pdf.headers()['content-disposition']).toMatch(/^inline; /);
    await shot(page, 'empleado-edeb-pdf');
    await page.keyboard.press('Escape');
    await frame.waitFor({ state: 'detached' });

    // One file, with its original name.
    const name = (await page.getByRole('cell', { name: /^Resumen_EDEB_.*\.pdf$/ }).textContent())!;
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: `Descargar ${name}` }).click(),
    ]);
    expect(file.suggestedFilename()).toBe(name);
    expect(
      readFileSync((await file.path())!)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    // The whole period as a ZIP.
    const [zip] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Descargar todo' }).click(),
    ]);
    expect(zip.suggestedFilename()).toMatch(/^\d+-T-001_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.zip$/);
    expect(readFileSync((await zip.path())!).readUInt32LE(0)).toBe(0x04034b50);

    // Changing the selector clears the results; MENSUAL shows monthly summaries.
    await page.getByText('MENSUAL', { exact: true }).click();
    await label.waitFor({ state: 'detached' });
    await buscar(page);
    expect(await label.textContent()).toMatch(/^[A-Z][a-z]+ \d{4}$/);
    await page.getByRole('cell', { name: 'Resumenes Mensuales' }).first().waitFor();
    await context.close();
  });

  it('Sensores shows the sensor files of the Full territory, and the gate on the Foliar one', async () => {
    const { page, context } = await enter();
    await page.getByRole('link', { name: 'EDEB Sensores' }).click();
    await page.waitForURL('**/cliente/sensores');
    await buscar(page);
    await page.getByRole('cell', { name: 'Imagen Sensor' }).first().waitFor();
    await page.getByRole('cell', { name: 'Video Sensor' }).first().waitFor();
    await page.getByRole('combobox', { name: 'Territorio' }).click();
    await page.getByRole('option', { name: /Parcela Los Aromos/ }).click();
    await page.getByText('El territorio listado no tiene EDEB© Sensores contratado').waitFor();
    expect(await page.getByTestId('periodo-label').count()).toBe(0);
    await page.getByRole('button', { name: 'Información de Territorio' }).click();
    const modal = page.getByRole('dialog', { name: 'Información de Territorio' });
    await modal.getByText('Parcela Los Aromos').waitFor();
    await modal.getByText(/^\d+-T-002$/).waitFor();
    await modal.getByText('EDEB Foliar').waitFor();
    await context.close();
  });

  it('empleado2 (EDEB Foliar only) opening Sensores sees that it is not contracted', async () => {
    const { page, context } = await enter('empleado2@agrodemo.cl');
    await page.goto('/cliente/sensores');
    await page.getByText('El territorio listado no tiene EDEB© Sensores contratado').waitFor();
    expect(await page.getByRole('button', { name: 'Buscar' }).count()).toBe(0);
    await context.close();
  });
});

describe('employee profile', () => {
  it('changes its phone and its avatar', async () => {
    const { page, context } = await enter();
    await page.getByRole('link', { name: 'Perfil' }).click();
    const telefono = page.getByRole('textbox', { name: 'Teléfono' });
    const original = await telefono.inputValue();
    await telefono.fill('+56987654321');
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'yo.png', mimeType: 'image/png', buffer: PNG });
    await page.getByText('yo.png').waitFor();
    await page.getByRole('button', { name: 'GUARDAR' }).click();
    await page.getByText('Usuario actualizado con éxito').first().waitFor();
    await page.getByText('Avatar actualizado con éxito').first().waitFor();
    await page.reload();
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Teléfono' }).inputValue())
      .toBe('+56987654321');
    const header = page.getByRole('banner').getByRole('img', { name: 'Diego Muñoz' });
    await expect.poll(() => header.getAttribute('src')).toMatch(/^\/static\/avatars\/[a-f0-9]{32}\.png$/);
    await shot(page, 'empleado-perfil');
    // Put the demo phone back.
    await page.getByRole('textbox', { name: 'Teléfono' }).fill(original);
    await page.getByRole('button', { name: 'GUARDAR' }).click();
    await page.getByText('Usuario actualizado con éxito').first().waitFor();
    await context.close();
  });

  it('refuses a wrong current password, then changes it and signs in with the new one', async () => {
    const { page, context } = await enter();
    const cambiar = async (actual: string, nueva: string) => {
      await page.goto('/cliente/perfil');
      await page.getByRole('tab', { name: 'SEGURIDAD' }).click();
      await page.getByLabel(/^Contraseña actual/).fill(actual);
      await page.getByLabel(/^Nueva contraseña/).fill(nueva);
      await page.getByLabel(/^Confirmar nueva contraseña/).fill(nueva);
      await page.getByRole('button', { name: 'CAMBIAR CONTRASEÑA' }).click();
    };
    await cambiar('Mala#Clave2026', NEW_PASSWORD);
    await page.getByText('La contraseña actual no es correcta').first().waitFor();
    await cambiar(DEMO_PASSWORD, NEW_PASSWORD);
    await page.getByText('Usuario actualizado con éxito').first().waitFor();
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await page.waitForURL('**/home');
    await signIn(page, EMAIL, NEW_PASSWORD);
    await page.waitForURL('**/cliente/inicio');
    // Back to the demo password so other test files still sign in.
    await cambiar(NEW_PASSWORD, DEMO_PASSWORD);
    await page.getByText('Usuario actualizado con éxito').first().waitFor();
    await context.close();
  });
});

describe('employee manual and contact', () => {
  it('opens a tutorial from the manual and plays it', async () => {
    const { page, context } = await enter();
    await page.goto('/cliente/manual');
    await page.getByRole('link', { name: 'Cambiar Datos De Perfil Y Contraseña' }).click();
    await page.waitForURL(/\/cliente\/videos\?t=.+&i=\d+$/);
    await page.getByRole('heading', { name: 'Cambiar Datos De Perfil Y Contraseña' }).waitFor();
    const video = page.getByTestId('tutorial-video');
    await expect.poll(() => video.evaluate((el) => (el as HTMLVideoElement).readyState)).toBeGreaterThan(0);
    // Its Spanish captions load and show by default (HTMLTrackElement.LOADED is 2).
    const track = video.locator('track[kind="captions"][srclang="es"]');
    await expect.poll(() => track.evaluate((el) => (el as HTMLTrackElement).readyState)).toBe(2);
    expect(await track.evaluate((el) => (el as HTMLTrackElement).track.cues?.length ?? 0)).toBeGreaterThan(3);
    await page.goto('/cliente/videos?t=Nada&i=99999');
    await page.getByText('Recurso no encontrado').waitFor();
    await page.getByRole('link', { name: 'Volver' }).click();
    await page.waitForURL('**/cliente/manual');
    await context.close();
  });

  it('shows the FAQ and the support links', async () => {
    const { page, context } = await enter(EMAIL, 375);
    await page.goto('/cliente/contacto');
    const wa = page.getByRole('link', { name: /^Escribir al \+\d+$/ });
    expect(await wa.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\d+\?text=.+soporte/);
    expect(await page.getByRole('link', { name: /@/ }).getAttribute('href')).toMatch(/^mailto:/);
    expect(await page.getByRole('button', { name: /^¿/ }).count()).toBe(4);
    await context.close();
  });
});

import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage, shot, signIn, useBrowser } from './support/browser.ts';

useBrowser();

async function openDesarrollador(page: Page) {
  await signIn(page, 'dev@agrodemo.cl');
  await page.waitForURL('**/admin/inicio');
  // The developer menu link only shows in developer mode, toggled by the bug icon.
  expect(await page.getByRole('link', { name: 'Desarrollador' }).count()).toBe(0);
  await page.getByRole('button', { name: 'Modo desarrollador' }).click();
  // Below 768 px the sidebar is a pop-up opened from the menu button.
  const burger = page.getByRole('button', { name: 'Abrir menú' });
  if (await burger.isVisible()) await burger.click();
  const link = page.getByRole('link', { name: 'Desarrollador' });
  await link.click();
  await page.waitForURL('**/admin/desarrollador');
}

// Tasks are shown by their Spanish names (the key stays in the test id).
const TAREAS: Record<string, string> = { purga_sesiones: 'Purga de sesiones vencidas' };

async function setEstado(page: Page, tarea: string, estado: 'Activo' | 'Inactivo') {
  await page.getByRole('button', { name: `Editar ${TAREAS[tarea]}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Estado', { exact: true }).click();
  await page.getByRole('option', { name: estado, exact: true }).click();
  await dialog.getByRole('button', { name: 'GUARDAR' }).click();
  await page.getByText('Tarea actualizada con éxito').first().waitFor();
  await dialog.waitFor({ state: 'detached' });
  await page.getByTestId(`tarea-${tarea}`).getByText(estado, { exact: true }).waitFor();
}

describe('developer menu', () => {
  it('as dev: toggles developer mode, opens the three tabs, deactivates and reactivates a task', async () => {
    const { page, context } = await newPage(1280);
    await openDesarrollador(page);

    // Estado del servidor: database, mailer (outbox) and api ok, 3/3.
    await page.getByRole('tab', { name: 'Estado del servidor' }).waitFor();
    await expect.poll(() => page.getByTestId('estado-resumen').textContent()).toBe('3/3');
    for (const s of ['database', 'mailer', 'api'])
      expect(await page.getByTestId(`estado-${s}`).textContent()).toBe('ok');
    // The release from package.json and the commit the build baked in (lib/version.ts).
    expect(await page.getByTestId('estado-version').textContent()).toMatch(
      /^Versión \d+\.\d+\.\d+ · commit [0-9a-f]{7,}$/,
    );
    await shot(page, 'ops-estado-1280');

    // Logs: this session's sign-in is there; filters narrow the list; the detail downloads as JSON.
    await page.getByRole('tab', { name: 'Logs' }).click();
    const tabla = page.getByRole('table', { name: 'Logs' });
    await tabla.getByText('/api/v1/usuario/logear').first().waitFor();
    await page.getByRole('textbox', { name: 'URL contiene' }).fill('no-existe-en-ningun-log');
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await tabla.getByText('No hay logs disponibles').waitFor();
    await page.getByRole('button', { name: 'Limpiar' }).click();
    await tabla.getByText('/api/v1/usuario/logear').first().waitFor();
    // The code a 5xx message quotes (the request id) finds that one entry.
    const codigo = (await tabla.getByTitle('Código de referencia').first().textContent())!;
    await page.getByRole('textbox', { name: 'Código de referencia' }).fill(codigo);
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect.poll(() => tabla.getByTitle('Código de referencia').allTextContents()).toEqual([codigo]);
    await shot(page, 'ops-logs-codigo-1280');
    await page.getByRole('button', { name: 'Limpiar' }).click();
    await tabla.getByText('/api/v1/usuario/logear').first().waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page
        .getByRole('button', { name: /Descargar detalle del log/ })
        .first()
        .click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^log-[0-9a-f]+\.json$/);
    await shot(page, 'ops-logs-1280');

    // Acciones programadas: deactivate, then reactivate, a task.
    await page.getByRole('tab', { name: 'Acciones programadas' }).click();
    await page.getByTestId('tarea-purga_sesiones').waitFor();
    await setEstado(page, 'purga_sesiones', 'Inactivo');
    expect(
      await page.getByRole('button', { name: 'Ejecutar ahora Purga de sesiones vencidas' }).isDisabled(),
    ).toBe(true);
    await shot(page, 'ops-tareas-inactiva-1280');
    await setEstado(page, 'purga_sesiones', 'Activo');
    await page.getByRole('button', { name: 'Ejecutar ahora Purga de sesiones vencidas' }).click();
    await page.getByText('Tarea ejecutada: Purga de sesiones vencidas').first().waitFor();
    await page.getByTestId('tarea-purga_sesiones').getByText('Correcto').waitFor();

    // The changes were logged with their author.
    await page.getByRole('tab', { name: 'Logs' }).click();
    await page.getByRole('textbox', { name: 'URL contiene' }).fill('cron/');
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await tabla.getByText('/api/v1/cron/desactivar').first().waitFor();
    await tabla.getByText('dev@agrodemo.cl').first().waitFor();
    await context.close();
  });

  it('works on a phone-sized screen', async () => {
    const { page, context } = await newPage(375);
    await openDesarrollador(page);
    await expect.poll(() => page.getByTestId('estado-resumen').textContent()).toBe('3/3');
    await page.getByTestId('estado-version').waitFor();
    await shot(page, 'ops-estado-375');
    await page.getByRole('tab', { name: 'Acciones programadas' }).click();
    await page.getByTestId('tarea-recordatorio_facturas_vencidas').waitFor();
    await shot(page, 'ops-tareas-375');
    await context.close();
  });
});

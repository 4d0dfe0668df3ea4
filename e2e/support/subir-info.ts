import type { Page } from 'playwright-core';

export const siguiente = (page: Page) => page.getByRole('button', { name: 'Siguiente', exact: true }).click();

/** Step 2's picker: types `busqueda`, then picks the option of the territory `id` (`1-T-002`). */
export async function elegirParcela(page: Page, busqueda: string, id: string) {
  await page.getByRole('combobox', { name: 'Territorio' }).fill(busqueda);
  await page.getByRole('option').filter({ hasText: id }).first().click();
}

/**
 * Subir Información as staff, up to a free week: SEMANAL, the territory `id` (shown as `nombre`)
 * confirmed, the week holding `dia` picked and reported available. The caller goes on to the files.
 */
export async function elegirSemana(page: Page, id: string, nombre: string, dia: string) {
  await page.goto('/admin/subir-info');
  await page.getByRole('radio', { name: 'SEMANAL' }).click();
  await siguiente(page);
  await elegirParcela(page, id, id);
  await page.getByText(nombre, { exact: true }).first().waitFor();
  await page.getByLabel('Confirmo que los datos del territorio son correctos').check();
  await siguiente(page);
  await page.getByLabel('Semana (lunes a domingo)').click();
  for (let i = 0; i < 6 && (await page.locator(`[data-date="${dia}"]`).count()) === 0; i++)
    await page.getByRole('button', { name: 'Mes anterior' }).click();
  await page.locator(`[data-date="${dia}"]`).first().click();
  await page.getByText('Periodo disponible').waitFor();
}

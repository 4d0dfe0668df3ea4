import type { Page } from 'playwright-core';

/**
 * Back-office Finanzas: picks a client in the search by what the user types (its name or id, as the
 * registry searches), takes the first match and runs the search (issue 28: it took a numeric id).
 */
export async function buscarClienteFinanzas(page: Page, texto: string, opcion: RegExp) {
  await page.getByRole('combobox', { name: 'Cliente', exact: true }).fill(texto);
  await page.getByRole('option', { name: opcion }).first().click();
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
}

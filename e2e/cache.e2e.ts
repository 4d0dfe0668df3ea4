import { describe, expect, it } from 'vitest';
import { newPage, signIn, useBrowser } from './support/browser.ts';

useBrowser();

describe('one client per endpoint: a write refreshes every view of the record', () => {
  it("a client's territory rename shows at once on Mis Servicios, without a reload", async () => {
    const { page, context } = await newPage(1280);
    await signIn(page, 'cliente@agrodemo.cl');
    await page.waitForURL('**/cliente-principal/inicio');
    const nav = page.getByRole('navigation');

    // Mis Servicios first, so its list is in the cache when the territory is renamed.
    await nav.getByRole('link', { name: 'Mis Servicios' }).click();
    await page.getByText('Huerto San Clemente').first().waitFor();

    await nav.getByRole('link', { name: 'Mis Territorios' }).click();
    await page.getByRole('link', { name: 'Más información de Huerto San Clemente' }).click();
    await page.getByRole('heading', { name: 'Huerto San Clemente' }).waitFor();
    await page.getByRole('button', { name: 'MODIFICAR' }).click();
    const modal = page.getByRole('dialog', { name: 'Modificar territorio' });
    await modal.getByRole('textbox', { name: /^Nombre/ }).fill('Huerto San Clemente Norte');
    await modal.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Territorio actualizado con éxito').first().waitFor();

    try {
      await nav.getByRole('link', { name: 'Mis Servicios' }).click();
      await page.waitForURL('**/cliente-principal/servicios');
      await page.getByText('Huerto San Clemente Norte').first().waitFor({ timeout: 5000 });
    } finally {
      // Leave the demo territory as it was for the other browser tests.
      const res = await page.request.get('/api/v1/parcela/id/3/1');
      const p = ((await res.json()) as { parcela: Record<string, unknown>[] }).parcela[0]!;
      const c = p.coordenadas as { x: number; y: number };
      const restore = await page.request.put('/api/v1/parcela/id/3', {
        data: {
          nombre: 'Huerto San Clemente',
          region: p.region,
          ciudad: p.ciudad,
          direccion_ref: p.direccion_ref,
          coord_x: c.x,
          coord_y: c.y,
          notas: p.notas,
          extension: p.extension,
          cp_id: 1,
        },
      });
      expect(restore.status()).toBe(200);
      await context.close();
    }
  });
});

import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { deudaVencida } from '@agro/domain/finanzas';
import { formatMoney, todayInSantiago } from '@agro/domain/format';
import { newPage, outbox, shot, signIn, useBrowser } from './support/browser.ts';

useBrowser();

async function entrar(width = 1280) {
  const { page, context } = await newPage(width);
  await signIn(page, 'cliente@agrodemo.cl');
  await page.waitForURL('**/cliente-principal/inicio');
  return { page, context };
}

/** The same API the screens use, with the page's session. */
const apiGet = async <T>(page: Page, path: string): Promise<T> =>
  (await page.request.get(`/api/v1/${path}`)).json() as Promise<T>;

describe('principal client: territories', () => {
  it('pages through the territory grid, 6 per page', async () => {
    const { page, context } = await entrar();
    // The demo company has 3 territories; the list answer is padded with copies so the grid has a second page.
    await page.route('**/api/v1/parcela/cp/*', async (route) => {
      const res = await route.fetch();
      const body = await res.json();
      const extra = Array.from({ length: 5 }, (_, i) => ({
        ...body.parcelas[0],
        parcela_id: 9000 + i,
        parcelarel_id: 90 + i,
        nombre: `Territorio de prueba ${i + 1}`,
      }));
      await route.fulfill({ response: res, json: { ...body, parcelas: [...body.parcelas, ...extra] } });
    });
    await page.goto('/cliente-principal/mis-territorios');
    const cards = page.getByTestId('territorio-card');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(6);
    await page.getByText('Página 1 de 2 · 8 territorios').waitFor();
    await page.getByRole('button', { name: 'Página siguiente' }).click();
    await page.getByText('Página 2 de 2 · 8 territorios').waitFor();
    expect(await cards.count()).toBe(2);
    await page.getByText('Territorio de prueba 5').first().waitFor();
    // The registry table lists every territory.
    expect(
      await page.getByRole('table', { name: 'Registro de territorios' }).locator('tbody tr').count(),
    ).toBe(8);
    await page.unroute('**/api/v1/parcela/cp/*');

    await page.getByRole('button', { name: 'Agregar nuevo territorio' }).click();
    const wa = page
      .getByRole('dialog', { name: 'Agregar nuevo territorio' })
      .getByRole('link', { name: 'Contactar por WhatsApp' });
    expect(await wa.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
    await context.close();
  });

  it('edits a territory and its harvest, keeping the 1–10 rule', async () => {
    const { page, context } = await entrar();
    await page.goto('/cliente-principal/mis-territorios');
    await page.getByRole('link', { name: 'Más información de Huerto San Clemente' }).click();
    await page.waitForURL('**/mis-territorios/mas-info?e=1&t=3');
    await page.getByRole('heading', { name: 'Huerto San Clemente' }).waitFor();
    type P = {
      nombre: string;
      region: string;
      ciudad: string;
      direccion_ref: string;
      coordenadas: { x: number; y: number };
      notas: string;
      extension: number;
      tags: string[];
    };
    const original = (await apiGet<{ parcela: P[] }>(page, 'parcela/id/3/1')).parcela[0]!;

    await page.getByRole('button', { name: 'MODIFICAR' }).click();
    const modal = page.getByRole('dialog', { name: 'Modificar territorio' });
    await modal.getByLabel('Notas').fill('Notas e2e: revisar sondas del cuartel norte.');
    await modal.getByLabel('Extensión (m²)').fill('70000');
    await modal.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Territorio actualizado con éxito').first().waitFor();
    await page.getByText('Notas e2e: revisar sondas del cuartel norte.').waitFor();
    await page.getByText('70.000 m²', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'EDITAR COSECHA' }).click();
    const cosecha = page.getByRole('dialog', { name: 'Editar cosecha' });
    await cosecha.getByLabel('Cosecha').fill('Mora');
    await cosecha.getByLabel('Cosecha').press('Enter');
    await cosecha.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Cosecha actualizada con éxito').first().waitFor();
    await page.getByTestId('cosecha').getByText('Mora').waitFor();
    await shot(page, 'cp-territorio');

    // An empty harvest cannot be saved.
    await page.getByRole('button', { name: 'EDITAR COSECHA' }).click();
    await cosecha.getByLabel('Cosecha').click();
    for (let i = 0; i < 5; i++) await cosecha.getByLabel('Cosecha').press('Backspace');
    expect(await cosecha.getByRole('button', { name: 'Guardar' }).isDisabled()).toBe(true);
    await cosecha.getByRole('button', { name: 'Cancelar' }).click();

    // Leave the demo territory as it was for the other browser tests.
    const { nombre, region, ciudad, direccion_ref, coordenadas, notas, extension } = original;
    const restore = await page.request.put('/api/v1/parcela/id/3', {
      data: {
        nombre,
        region,
        ciudad,
        direccion_ref,
        coord_x: coordenadas.x,
        coord_y: coordenadas.y,
        notas,
        extension,
        cp_id: 1,
      },
    });
    expect(restore.status()).toBe(200);
    expect(
      (
        await page.request.put('/api/v1/parcela/tags/3', { data: { tags: original.tags, cp_id: 1 } })
      ).status(),
    ).toBe(200);
    await context.close();
  });
});

describe('principal client: workers', () => {
  it('creates a worker through the wizard and associates it to a second territory', async () => {
    const { page, context } = await entrar();
    const email = `e2e.cp.${Date.now()}@valle-central.cl`;
    await page.goto('/cliente-principal/mis-trabajadores');
    await page.getByRole('link', { name: 'Nuevo trabajador' }).click();
    await page.waitForURL('**/mis-trabajadores/nuevo');

    await page.getByLabel('Nombre').fill('Camilo');
    await page.getByLabel('Apellido').fill('Navarrete');
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel('Teléfono').fill('911223344');
    expect(await page.getByLabel('Teléfono').inputValue()).toBe('+56911223344');
    await page.getByLabel('RUT').pressSequentially('151234569');
    expect(await page.getByLabel('RUT').inputValue()).toBe('15.123.456-9');
    await page.getByLabel('Cargo').fill('Operador de drones');
    await page.getByRole('button', { name: 'Siguiente' }).click();

    const siguiente = page.getByRole('button', { name: 'Siguiente' });
    await page.getByRole('combobox', { name: 'Territorio' }).click();
    await page.getByRole('option', { name: /1-T-003/ }).click();
    await page.getByTestId('territorio-encontrado').getByText('Huerto San Clemente').waitFor();
    expect(await siguiente.isDisabled()).toBe(true);
    await page.getByLabel('Confirmo que los datos del territorio son correctos').check();
    await siguiente.click();

    const registrar = page.getByRole('button', { name: 'Registrar trabajador' });
    await page.getByText(email).first().waitFor();
    expect(await registrar.isDisabled()).toBe(true);
    await page.getByLabel('Confirmo que los datos del trabajador son correctos').check();
    expect(await registrar.isDisabled()).toBe(true);
    await page.getByLabel(/tendrá acceso a la información del territorio/).check();
    await shot(page, 'cp-wizard-confirmacion');
    await registrar.click();
    await page.getByText('¡Trabajador registrado con éxito!').first().waitFor();
    await page.waitForURL('**/mis-trabajadores/mas-info?e=1&l=*');
    await page.getByRole('heading', { name: 'Camilo Navarrete' }).waitFor();
    expect(outbox().some((m) => m.includes(email) && m.includes('/nueva-contrasena?t='))).toBe(true);

    await page.getByRole('button', { name: 'ASOCIAR TERRITORIO' }).click();
    const modal = page.getByRole('dialog', { name: 'Asociar territorio' });
    await modal.getByRole('combobox', { name: 'Territorio' }).click();
    await page.getByRole('option', { name: /1-T-001/ }).click();
    await modal.getByLabel(/tendrá acceso a este territorio/).check();
    await modal.getByRole('button', { name: 'Asociar' }).click();
    await page.getByText('Territorio asociado con éxito').first().waitFor();
    await page.getByRole('tab', { name: 'Territorios' }).click();
    const ligados = page.getByRole('table', { name: 'Territorios del trabajador' }).locator('tbody tr');
    await ligados.nth(1).waitFor();
    expect(await ligados.allTextContents()).toEqual([
      expect.stringContaining('1-T-001'),
      expect.stringContaining('1-T-003'),
    ]);
    await shot(page, 'cp-trabajador');

    await page.getByRole('button', { name: 'MODIFICAR' }).click();
    const editar = page.getByRole('dialog', { name: 'Modificar trabajador' });
    await editar.getByLabel('Cargo').fill('Piloto de drones');
    await editar.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Trabajador actualizado con éxito').first().waitFor();
    await page.getByRole('tab', { name: 'Información' }).click();
    await page.getByText('Piloto de drones').first().waitFor();
    await context.close();
  });
});

describe('principal client: reports and finance', () => {
  it('opens EDEB for a territory and previews a file', async () => {
    const { page, context } = await entrar();
    await page.goto('/cliente-principal/edeb');
    await page.getByRole('button', { name: 'Buscar' }).click();
    const ver = page.getByRole('button', { name: /^Ver / }).first();
    await ver.waitFor();
    await ver.click();
    const preview = page.getByTestId('file-preview');
    await preview.waitFor();
    const img = preview.locator('img');
    if (await img.count()) {
      await expect
        .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
        .toBe(true);
    } else {
      expect(await preview.locator('video, iframe').count()).toBe(1);
    }
    await shot(page, 'cp-edeb-preview');
    await context.close();
  });

  it('shows pending invoices with the overdue debt and the payment history with receipts', async () => {
    const { page, context } = await entrar();
    type F = { saldo: number; fecha_vencimiento: string };
    const { facturas } = await apiGet<{ facturas: F[] }>(page, 'factura/cp/1');
    const { pagos } = await apiGet<{ pagos: { monto: number }[] }>(page, 'factura/pagos/cp/1');
    const impagas = facturas.filter((f) => f.saldo > 0);

    await page.goto('/cliente-principal/finanzas');
    await page.getByTestId('deuda-vencida').waitFor();
    expect(await page.getByTestId('deuda-vencida').textContent()).toBe(
      formatMoney(deudaVencida(facturas, todayInSantiago())),
    );
    expect(await page.getByTestId('saldo-pendiente').textContent()).toBe(
      formatMoney(impagas.reduce((s, f) => s + f.saldo, 0)),
    );
    expect(await page.getByTestId('factura-row').count()).toBe(impagas.length);
    await shot(page, 'cp-finanzas');

    await page.getByRole('tab', { name: 'Pagos anteriores' }).click();
    await page.getByTestId('total-pagado').waitFor();
    expect(await page.getByTestId('total-pagado').textContent()).toBe(
      formatMoney(pagos.reduce((s, p) => s + p.monto, 0)),
    );
    expect(await page.getByTestId('pago-row').count()).toBe(Math.min(10, pagos.length));
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page
        .getByRole('button', { name: /Descargar comprobante/ })
        .first()
        .click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);

    await page.getByRole('tab', { name: 'Pago', exact: true }).click();
    await page.getByRole('link', { name: 'Ver detalle de deuda' }).click();
    await page.waitForURL('**/finanzas/detalle-deuda?e=1');
    expect(await page.getByTestId('deuda-total').textContent()).toBe(
      formatMoney(deudaVencida(facturas, todayInSantiago())),
    );
    await context.close();
  });
});

import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage, outbox, shot, signIn, useBrowser } from './support/browser.ts';

useBrowser();

/** People and accounts (issue 12): a pending invitation, its resend, deactivation, accent-insensitive search. */
const run = Date.now().toString(36);
const email = `rosa-${run}@canelos.cl`;
const PASSWORD = 'Rosa#Canelos2026';

const toast = (page: Page, text: string) => page.getByText(text, { exact: false }).first().waitFor();
const linksTo = (to: string) =>
  outbox()
    .filter((m) => m.includes(`To: ${to}`) && m.includes('nueva-contrasena'))
    .map(
      (m) =>
        /https?:\/\/[^\s"<>]+\/nueva-contrasena\?t=[A-Za-z0-9_%-]+/.exec(
          m.replace(/=\r?\n/g, '').replace(/=3D/g, '='),
        )![0],
    );

async function asCliente(width = 1280) {
  const { page, context } = await newPage(width);
  await signIn(page, 'cliente@agrodemo.cl');
  await page.waitForURL('**/cliente-principal/inicio');
  return { page, context };
}

let empleadoId = 0;

describe('people and accounts', () => {
  it('pending invitation → resend → the old link is dead → the new link works', async () => {
    const { page, context } = await asCliente();
    const res = await page.request.post('/api/v1/empleado/registrar', {
      data: {
        nombre: 'Rosa',
        apellido: 'Canelo',
        rut: '9.876.543-3',
        telefono: '+56913131313',
        cargo: 'Capataz',
        email,
        cp_id: 1,
        idTerritorio: '1-T-001',
      },
    });
    expect(res.status()).toBe(201);
    empleadoId = (await res.json()).empleado_id as number;
    await expect.poll(() => linksTo(email).length).toBe(1);
    const viejo = linksTo(email)[0]!;

    await page.goto(`/cliente-principal/mis-trabajadores/mas-info?e=1&l=${empleadoId}`);
    await page.getByRole('heading', { name: 'Rosa Canelo' }).waitFor();
    await page.getByText('Invitación pendiente').first().waitFor();
    await shot(page, 'personas-trabajador-pendiente-1280');
    await page.getByRole('button', { name: 'Reenviar invitación' }).click();
    await toast(page, 'Invitación reenviada con éxito');
    await expect.poll(() => linksTo(email).length).toBe(2);
    const nuevo = linksTo(email)[1]!;

    await page.goto(viejo);
    await toast(page, 'El contenido buscado no existe');
    await page.waitForURL('**/home');

    await page.goto(nuevo);
    await page.getByLabel('Nueva contraseña').fill(PASSWORD);
    await page.getByLabel('Confirmar contraseña').fill(PASSWORD);
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await toast(page, '¡La contraseña fue modificada exitosamente!');
    await context.close();

    const worker = await newPage(375);
    await signIn(worker.page, email, PASSWORD);
    await worker.page.waitForURL('**/cliente/inicio');
    await worker.context.close();
  });

  it('a deactivated worker cannot sign in', async () => {
    const { page, context } = await asCliente(375);
    await page.goto(`/cliente-principal/mis-trabajadores/mas-info?e=1&l=${empleadoId}`);
    await page.getByRole('heading', { name: 'Rosa Canelo' }).waitFor();
    await page.getByRole('tab', { name: 'Territorios' }).click();
    await page
      .getByRole('button', { name: /Desligar/ })
      .first()
      .waitFor();
    await shot(page, 'personas-trabajador-375');
    await page.getByRole('button', { name: 'Desactivar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Desactivar trabajador' });
    await shot(page, 'personas-desactivar-modal-375');
    await dialog.getByRole('button', { name: 'Desactivar' }).click();
    await toast(page, 'Trabajador desactivado con éxito');
    await page.getByRole('button', { name: 'Reactivar' }).waitFor();
    await context.close();

    const worker = await newPage();
    await signIn(worker.page, email, PASSWORD);
    await toast(worker.page, 'Usuario ingresado no existe');
    expect(worker.page.url()).toContain('/login');
    await worker.context.close();
  });

  it('the client registry finds "Viñedos del Maule" when "vinedos" is typed', async () => {
    for (const width of [1280, 375]) {
      const { page, context } = await newPage(width);
      await signIn(page, 'admin@agrodemo.cl');
      await page.waitForURL('**/admin/inicio');
      await page.goto('/admin/registro/clientes');
      // A table from 768 px, a list of cards below (DataTable).
      const table = page.getByRole(width >= 768 ? 'table' : 'list', { name: 'Registro de Clientes' });
      const rows = table.locator(width >= 768 ? 'tbody tr' : ':scope > li');
      await table.getByText('Agrícola Valle Central SpA').waitFor();
      await page.getByLabel('Buscar en Registro de Clientes').fill('vinedos');
      await expect.poll(() => rows.count()).toBe(1);
      await table.getByText('Viñedos del Maule Ltda.').waitFor();
      await shot(page, `personas-registro-busqueda-${width}`);
      await context.close();
    }
  });

  it('back office: one VOLVER and account actions, bank data edit, client search in Ver Información', async () => {
    for (const width of [1280, 375]) {
      const { page, context } = await newPage(width);
      await signIn(page, 'admin@agrodemo.cl');
      await page.waitForURL('**/admin/inicio');
      type E = { empleado_id: number; email: string };
      const empleados = (await (await page.request.get('/api/v1/empleado/cp/1')).json()).empleados as E[];
      const diego = empleados.find((e) => e.email === 'empleado@agrodemo.cl')!;
      await page.goto(`/admin/registro/empleados/mas-info?b=clientes&e=1&l=${diego.empleado_id}`);
      await page.getByRole('heading', { name: 'Diego Muñoz' }).waitFor();
      expect(await page.getByRole('link', { name: 'VOLVER' }).count()).toBe(1);
      await page.getByRole('button', { name: 'Desactivar' }).waitFor();
      await page.getByRole('button', { name: 'Enviar enlace de contraseña' }).click();
      await toast(page, 'Se envió un enlace para restablecer la contraseña');
      await shot(page, `personas-admin-empleado-${width}`);

      await page.goto('/admin/registro/clientes/mas-info?e=2');
      await page.getByRole('heading', { name: 'Viñedos del Maule Ltda.' }).waitFor();
      await page.getByRole('button', { name: 'DATOS BANCARIOS' }).click();
      const modal = page.getByRole('dialog', { name: 'Modificar Datos Bancarios' });
      await modal.getByLabel('Número de cuenta').fill('abc');
      await modal.getByRole('button', { name: 'GUARDAR' }).click();
      await modal
        .getByText(/cuenta/i)
        .nth(1)
        .waitFor();
      await shot(page, `personas-admin-banco-${width}`);
      await modal.getByLabel('Número de cuenta').fill(`00-${width}-998877`);
      await modal.getByRole('button', { name: 'GUARDAR' }).click();
      await toast(page, 'Datos bancarios actualizados con éxito');
      await page.getByText(`00-${width}-998877`).waitFor();

      await page.goto('/admin/ver-informacion');
      await page.getByRole('heading', { name: 'Ver Información' }).waitFor();
      await page.getByLabel('Cliente', { exact: true }).first().fill('vined');
      await page.getByRole('option', { name: /Viñedos del Maule/ }).click();
      await page.getByLabel('Territorio', { exact: true }).first().click();
      await page.getByRole('option', { name: /2-T-001/ }).waitFor();
      await shot(page, `personas-ver-informacion-${width}`);
      await context.close();
    }
  });
});

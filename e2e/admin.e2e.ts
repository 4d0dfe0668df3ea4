import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage, shot, signIn, useBrowser } from './support/browser.ts';

useBrowser();

// Unique per run: the e2e server keeps its state across files of one run.
const run = Date.now().toString(36);
const cpEmail = `cp-${run}@garzas.cl`;
const cpEmailNuevo = `cp-nuevo-${run}@garzas.cl`;
const cpNombre = `Frutícola Garzas ${run}`;
const PASSWORD = 'Garzas#2026ok';

async function selectOption(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).first().click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function toast(page: Page, text: string) {
  await page.getByText(text, { exact: false }).first().waitFor();
}

async function asAdmin(width = 1280) {
  const { page, context } = await newPage(width);
  await signIn(page, 'admin@agrodemo.cl');
  await page.waitForURL('**/admin/inicio');
  return { page, context };
}

describe('admin back office I', () => {
  let cpId = 0;

  it('toggles developer mode from the header, and the mode survives a reload', async () => {
    const { page, context } = await asAdmin();
    const link = page.getByRole('link', { name: 'Desarrollador' });
    expect(await link.count()).toBe(0);
    await page.getByRole('button', { name: 'Modo desarrollador' }).click();
    await link.waitFor();
    await page.reload();
    await link.waitFor();
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('userData'))) ?? '{}').devMode).toBe(true);
    await page.getByRole('button', { name: 'Modo desarrollador' }).click();
    await link.waitFor({ state: 'detached' });
    await context.close();
  });

  it('Agregar CP: five steps, RUT and phone auto-formatted, required fields enforced', async () => {
    const { page, context } = await asAdmin();
    await page.goto('/admin/agregar/cp');
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByText('El campo nombre es obligatorio').first().waitFor();
    await page.getByLabel('Nombre de la empresa').fill(cpNombre);
    await page.getByLabel('RUT', { exact: true }).fill('765432103');
    expect(await page.getByLabel('RUT', { exact: true }).inputValue()).toBe('76.543.210-3');
    await page.getByLabel('Email de la cuenta').fill(cpEmail);
    await page.getByLabel('Teléfono').fill('9 8765 4321');
    expect(await page.getByLabel('Teléfono').inputValue()).toBe('98765432');
    await page.getByLabel('Dirección').fill('Camino Las Garzas 123');
    await selectOption(page, 'Región', "VI O'Higgins");
    await page.getByLabel('Ciudad').fill('Rengo');
    await page.getByRole('button', { name: 'Siguiente' }).click();
    for (const [nombre, apellido, email, fono] of [
      ['Luis', 'Toro', `ltoro-${run}@garzas.cl`, '11112222'],
      ['Ana', 'Paz', `apaz-${run}@garzas.cl`, '33334444'],
    ]) {
      await page.getByLabel('Nombre', { exact: true }).fill(nombre!);
      await page.getByLabel('Apellido').fill(apellido!);
      await page.getByLabel('Email', { exact: true }).fill(email!);
      await page.getByLabel('Teléfono').fill(fono!);
      await page.getByRole('button', { name: 'Siguiente' }).click();
    }
    await page.getByLabel('RUT del titular').fill('765432103');
    await page.getByLabel('Email bancario').fill(`pagos-${run}@garzas.cl`);
    await selectOption(page, 'Banco', 'BancoEstado');
    await selectOption(page, 'Tipo de cuenta', 'Corriente');
    await page.getByLabel('Número de cuenta').fill('12345678');
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByText('+56987654321').waitFor();
    const send = page.getByRole('button', { name: 'Crear CP' });
    expect(await send.isDisabled()).toBe(true);
    await page.getByLabel('Confirmo que los datos ingresados son correctos').check();
    await shot(page, 'admin-agregar-cp-confirmacion');
    await send.click();
    const msg = page.getByText(/¡CP creado con éxito! ID del cliente: \d+/).first();
    await msg.waitFor();
    cpId = Number(/(\d+)$/.exec((await msg.textContent()) ?? '')![1]);
    expect(cpId).toBeGreaterThan(2);
    await context.close();
  });

  it('Agregar Territorio: client lookup, territory data, service, confirmation', async () => {
    const { page, context } = await asAdmin();
    await page.goto('/admin/agregar/territorio');
    await page.getByLabel('ID del Cliente').fill(String(cpId));
    await page.getByRole('button', { name: 'Buscar' }).click();
    await page.getByText(cpNombre).first().waitFor();
    expect(await page.getByRole('button', { name: 'Siguiente' }).isDisabled()).toBe(true);
    await page.getByLabel('Confirmo que este es el cliente correcto').check();
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByLabel('Nombre del territorio').fill('Lote Las Garzas');
    await selectOption(page, 'Región', "VI O'Higgins");
    await page.getByLabel('Ciudad').fill('Rengo');
    await page.getByLabel('Dirección de referencia').fill('Camino Las Garzas km 2');
    await page.getByLabel('Latitud').fill('-34.4');
    await page.getByLabel('Longitud').fill('-70.86');
    await page.getByLabel('Extensión (m²)').fill('52000');
    await page.getByLabel('Cosecha').fill('Nogal');
    await page.getByLabel('Cosecha').press('Enter');
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByRole('radio', { name: 'EDEB Foliar' }).click();
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByLabel('Confirmo que los datos ingresados son correctos').check();
    await page.getByRole('button', { name: 'Crear Territorio' }).click();
    await toast(page, `¡Territorio creado con éxito! ID: ${cpId}-T-001`);
    await context.close();
  });

  it('Agregar Servicio: updates the territory\'s live service', async () => {
    const { page, context } = await asAdmin();
    await page.goto('/admin/agregar/servicio');
    await page.getByLabel('ID del Territorio').fill(`${cpId}-T-001`);
    await page.getByRole('button', { name: 'Buscar' }).click();
    await page.getByText('Lote Las Garzas').first().waitFor();
    await page.getByLabel('Confirmo que este es el territorio correcto').check();
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByRole('radio', { name: 'EDEB Full' }).click();
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByLabel('Confirmo que los datos ingresados son correctos').check();
    await page.getByRole('button', { name: 'Registrar Servicio' }).click();
    await toast(page, '¡Servicio registrado con éxito!');
    await context.close();
  });

  it('filters each registry on the server', async () => {
    const { page, context } = await asAdmin();
    await page.goto('/admin/registro/clientes');
    await selectOption(page, 'Filtrar por', 'Nombre');
    await page.getByLabel('Buscar en Registro de Clientes').fill(run);
    await page.getByRole('table', { name: 'Registro de Clientes' }).getByRole('row').nth(2).waitFor({ state: 'detached' });
    await page.getByRole('cell', { name: cpNombre }).waitFor();
    await page.getByLabel('Buscar en Registro de Clientes').fill('zzz-nadie');
    await page.getByText('No hay clientes disponibles').waitFor();

    await page.goto('/admin/registro/territorios');
    await selectOption(page, 'Filtrar por', 'Propietario');
    await page.getByLabel('Buscar en Registro de Territorios').fill(run);
    await page.getByRole('cell', { name: 'Lote Las Garzas' }).waitFor();
    await page.getByRole('cell', { name: 'Fundo El Peumo' }).waitFor({ state: 'detached' });
    await page.getByRole('cell', { name: `${cpId}-T-001` }).waitFor();

    await page.goto('/admin/registro/servicios');
    await selectOption(page, 'Filtrar por', 'Tipo de Servicio');
    await page.getByLabel('Buscar en Registro de Servicios').fill('sensores');
    await page.getByRole('cell', { name: '1-T-003' }).waitFor();
    await page.getByRole('cell', { name: '1-T-001' }).waitFor({ state: 'detached' });
    expect(await page.getByText(/\d{2}\/\d{2}\/\d{4} a las \d{2}:\d{2} hrs/).count()).toBeGreaterThan(0);
    await context.close();
  });

  it('opens the client, territory and employee details, and VOLVER returns to the origin', async () => {
    const { page, context } = await asAdmin();
    await page.goto('/admin/registro/clientes/mas-info?e=1');
    await page.getByRole('heading', { name: 'Agrícola Valle Central SpA' }).waitFor();
    await page.getByText('Contacto Secundario').waitFor();
    await page.getByRole('tab', { name: 'EMPRESA' }).click();
    await page.getByRole('link', { name: 'Más información de Diego Muñoz' }).click();
    await page.getByRole('heading', { name: 'Diego Muñoz' }).waitFor();
    await page.getByText('Jefe de Campo').waitFor();
    await page.getByRole('link', { name: 'VOLVER' }).last().click();
    await page.waitForURL('**/admin/registro/clientes/mas-info?e=1');
    await page.getByRole('tab', { name: 'TERRITORIOS' }).click();
    await page.getByRole('link', { name: 'Más información de Fundo El Peumo' }).click();
    await page.waitForURL('**/admin/registro/territorios/mas-info?e=1&t=1');
    await page.getByText('185.000 m²').waitFor();
    await page.getByRole('tab', { name: 'EMPRESA' }).click();
    await page.getByRole('link', { name: 'Más información de Diego Muñoz' }).click();
    await page.getByRole('link', { name: 'VOLVER' }).last().click();
    await page.waitForURL('**/admin/registro/territorios/mas-info?e=1&t=1');
    await page.getByRole('button', { name: 'EDITAR COSECHA' }).click();
    await page.getByRole('dialog', { name: 'Editar Cosecha' }).waitFor();
    await page.keyboard.press('Escape');
    await context.close();
  });

  it('Administrar: sets a password and changes the e-mail of the new client, which then signs in with it', async () => {
    const { page, context } = await asAdmin();
    await page.goto('/admin/administrar');
    await page.getByLabel('Buscar en Usuarios').fill(cpEmail);
    await page.getByRole('button', { name: `Modificar contraseña de ${cpEmail}` }).click();
    await page.getByLabel('Nueva contraseña', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirmar nueva contraseña').fill(PASSWORD);
    await page.getByRole('dialog').getByRole('button', { name: 'GUARDAR' }).click();
    await toast(page, 'Contraseña de usuario cambiada con éxito');
    await page.getByRole('button', { name: `Modificar email de ${cpEmail}` }).click();
    await page.getByLabel('Nuevo email').fill('cliente2@agrodemo.cl');
    await page.getByRole('dialog').getByRole('button', { name: 'GUARDAR' }).click();
    await page.getByRole('dialog').getByText('El email ingresado ya está registrado').waitFor();
    await page.getByLabel('Nuevo email').fill(cpEmailNuevo);
    await page.getByRole('dialog').getByRole('button', { name: 'GUARDAR' }).click();
    await toast(page, 'Email de usuario cambiado con éxito');
    await context.close();

    const other = await newPage();
    await signIn(other.page, cpEmailNuevo, PASSWORD);
    await other.page.waitForURL('**/cliente-principal/inicio');
    await other.context.close();
  });

  it('modifies and deactivates the client it created; the client can no longer sign in', async () => {
    const { page, context } = await asAdmin();
    await page.goto(`/admin/registro/clientes/mas-info?e=${cpId}`);
    await page.getByRole('heading', { name: cpNombre }).waitFor();
    await page.getByRole('button', { name: 'MODIFICAR' }).click();
    const dialog = page.getByRole('dialog', { name: 'Modificar Perfil del Cliente' });
    await dialog.getByLabel('Ciudad').fill('San Fernando');
    await dialog.getByRole('button', { name: 'GUARDAR' }).click();
    await toast(page, 'Cliente actualizado con éxito');
    await page.getByText('San Fernando').first().waitFor();

    await page.getByRole('button', { name: 'MODIFICAR' }).click();
    const desactivar = dialog.getByLabel(/Desactivar este cliente/);
    const eliminar = dialog.getByLabel(/Eliminar este cliente/);
    await desactivar.check();
    expect(await eliminar.isDisabled()).toBe(true);
    await desactivar.uncheck();
    await eliminar.check();
    expect(await desactivar.isDisabled()).toBe(true);
    await eliminar.uncheck();
    await desactivar.check();
    await shot(page, 'admin-modificar-cliente');
    await dialog.getByRole('button', { name: 'DESACTIVAR CLIENTE' }).click();
    await toast(page, 'Cliente desactivado con éxito');
    await page.getByText('Estado: Inactivo').waitFor();
    await context.close();

    const other = await newPage();
    await signIn(other.page, cpEmailNuevo, PASSWORD);
    await other.page.getByText('Usuario ingresado no existe').first().waitFor();
    await other.context.close();
  });

  it('looks right at 375 px: the menu pops up and the registry scrolls sideways', async () => {
    const { page, context } = await asAdmin(375);
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page.getByRole('link', { name: 'Territorios' }).click();
    await page.getByRole('heading', { name: 'Registro de Territorios' }).waitFor();
    await page.getByRole('cell', { name: 'Fundo El Peumo' }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(1);
    await shot(page, 'admin-territorios-375');
    await context.close();
  });
});

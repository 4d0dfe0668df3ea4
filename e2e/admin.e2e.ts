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

/** A form field by its exact label (Mantine appends " *" to required ones). */
const field = (page: Page | ReturnType<Page['getByRole']>, label: string) =>
  page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`));

async function selectOption(page: Page, label: string, option: string) {
  await field(page, label).first().click();
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
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('userData'))) ?? '{}').devMode).toBe(
      true,
    );
    await page.getByRole('button', { name: 'Modo desarrollador' }).click();
    await link.waitFor({ state: 'detached' });
    await context.close();
  });

  it('Agregar CP: five steps, RUT and phone auto-formatted, required fields enforced', async () => {
    const { page, context } = await asAdmin();
    await page.goto('/admin/agregar/cp');
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByText('Revise los campos marcados antes de continuar.').waitFor();
    // Field messages name the field by its label, never by the API key.
    await page.getByText('El campo Nombre es obligatorio').first().waitFor();
    await page.getByText('El campo Región no es válido').first().waitFor();
    expect(await page.getByText(/Valor no válido|Campo obligatorio|\bregion\b/).count()).toBe(0);
    await field(page, 'Nombre de la empresa').fill(cpNombre);
    await field(page, 'RUT').fill('765432103');
    expect(await field(page, 'RUT').inputValue()).toBe('76.543.210-3');
    await field(page, 'Email de la cuenta').fill(cpEmail);
    await field(page, 'Teléfono').fill('9 8765 4321');
    expect(await field(page, 'Teléfono').inputValue()).toBe('87654321');
    await field(page, 'Dirección').fill('Camino Las Garzas 123');
    await selectOption(page, 'Región', "VI O'Higgins");
    await field(page, 'Ciudad').fill('Rengo');
    await page.getByRole('button', { name: 'Siguiente' }).click();
    for (const [nombre, apellido, email, fono] of [
      ['Luis', 'Toro', `ltoro-${run}@garzas.cl`, '11112222'],
      ['Ana', 'Paz', `apaz-${run}@garzas.cl`, '33334444'],
    ]) {
      await field(page, 'Nombre').fill(nombre!);
      await field(page, 'Apellido').fill(apellido!);
      await field(page, 'Email').fill(email!);
      await field(page, 'Teléfono').fill(fono!);
      await page.getByRole('button', { name: 'Siguiente' }).click();
    }
    await field(page, 'RUT del titular').fill('765432103');
    await field(page, 'Email bancario').fill(`pagos-${run}@garzas.cl`);
    await selectOption(page, 'Banco', 'BancoEstado');
    await selectOption(page, 'Tipo de cuenta', 'Corriente');
    await field(page, 'Número de cuenta').fill('12345678');
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByText('+56987654321').waitFor();
    const send = page.getByRole('button', { name: 'Crear CP' });
    expect(await send.isDisabled()).toBe(true);
    await page.getByLabel('Confirmo que los datos ingresados son correctos').check();
    await shot(page, 'admin-agregar-cp-confirmacion');
    await send.click();
    // The wizard shows the new client's id, linked to its page, and offers to create another.
    const created = page.getByTestId('wizard-created-id');
    await created.waitFor();
    cpId = Number(await created.textContent());
    expect(cpId).toBeGreaterThan(2);
    expect(await created.getAttribute('href')).toBe(`/admin/registro/clientes/mas-info?e=${cpId}`);
    // From the keyboard: a toast's animation keeps pointer clicks waiting for a stable target.
    await page.getByRole('button', { name: 'Crear otro' }).press('Enter');
    expect(await field(page, 'Nombre de la empresa').inputValue()).toBe('');
    await context.close();
  });

  it('Agregar Territorio: client lookup, territory data, service, confirmation', async () => {
    const { page, context } = await asAdmin();
    await page.goto('/admin/agregar/territorio');
    await field(page, 'ID del Cliente').fill(String(cpId));
    await page.getByRole('button', { name: 'Buscar' }).click();
    await page.getByText(cpNombre).first().waitFor();
    expect(await page.getByRole('button', { name: 'Siguiente' }).isDisabled()).toBe(true);
    await page.getByLabel('Confirmo que este es el cliente correcto').check();
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await field(page, 'Nombre del territorio').fill('Lote Las Garzas');
    await selectOption(page, 'Región', "VI O'Higgins");
    await field(page, 'Ciudad').fill('Rengo');
    await field(page, 'Dirección de referencia').fill('Camino Las Garzas km 2');
    await field(page, 'Latitud').fill('-34.4');
    await field(page, 'Longitud').fill('-70.86');
    await field(page, 'Extensión (m²)').fill('52000');
    await page.getByRole('combobox', { name: 'Cosecha' }).fill('Nogal');
    await page.getByRole('combobox', { name: 'Cosecha' }).press('Enter');
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByRole('radio', { name: 'EDEB Foliar' }).click();
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByLabel('Confirmo que los datos ingresados son correctos').check();
    await page.getByRole('button', { name: 'Crear Territorio' }).click();
    await toast(page, '¡Territorio creado con éxito!');
    expect(await page.getByTestId('wizard-created-id').textContent()).toBe(`${cpId}-T-001`);
    await page.getByTestId('wizard-created-id').click();
    await page.waitForURL(`**/admin/registro/territorios/mas-info?e=${cpId}&t=1`);
    await context.close();
  });

  it("Agregar Servicio: updates the territory's live service", async () => {
    const { page, context } = await asAdmin();
    await page.goto('/admin/agregar/servicio');
    await field(page, 'ID del Territorio').fill(`${cpId}-T-001`);
    await page.getByRole('button', { name: 'Buscar' }).click();
    await page.getByText('Lote Las Garzas').first().waitFor();
    await page.getByLabel('Confirmo que este es el territorio correcto').check();
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByRole('radio', { name: 'EDEB Full' }).click();
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByLabel('Confirmo que los datos ingresados son correctos').check();
    await page.getByRole('button', { name: 'Registrar Servicio' }).click();
    await toast(page, '¡Servicio registrado con éxito!');
    await page.getByRole('button', { name: 'Crear otro' }).waitFor();
    await context.close();
  });

  it('filters each registry on the server', async () => {
    const { page, context } = await asAdmin();
    await page.goto('/admin/registro/clientes');
    await selectOption(page, 'Filtrar por', 'Nombre');
    await page.getByLabel('Buscar en Registro de Clientes').fill(run);
    await page
      .getByRole('table', { name: 'Registro de Clientes' })
      .getByRole('row')
      .nth(2)
      .waitFor({ state: 'detached' });
    await page.getByRole('cell', { name: cpNombre, exact: true }).waitFor();
    await page.getByLabel('Buscar en Registro de Clientes').fill('zzz-nadie');
    await page.getByText('No hay clientes disponibles').waitFor();

    await page.goto('/admin/registro/territorios');
    await selectOption(page, 'Filtrar por', 'Propietario');
    await page.getByLabel('Buscar en Registro de Territorios').fill(run);
    await page.getByRole('cell', { name: 'Lote Las Garzas', exact: true }).waitFor();
    await page.getByRole('cell', { name: 'Fundo El Peumo', exact: true }).waitFor({ state: 'detached' });
    await page.getByRole('cell', { name: `${cpId}-T-001` }).waitFor();

    await page.goto('/admin/registro/servicios');
    await selectOption(page, 'Filtrar por', 'Tipo de Servicio');
    await page.getByLabel('Buscar en Registro de Servicios').fill('full');
    await page.getByRole('cell', { name: `${cpId}-T-001`, exact: true }).waitFor();
    await page.getByLabel('Buscar en Registro de Servicios').fill('zzz');
    await page.getByText('No hay servicios disponibles').waitFor();
    await page.getByLabel('Buscar en Registro de Servicios').fill('full');
    await page.getByRole('cell', { name: `${cpId}-T-001`, exact: true }).waitFor();
    expect(await page.getByText(/\d{2}\/\d{2}\/\d{4} a las \d{2}:\d{2} hrs/).count()).toBeGreaterThan(0);
    await context.close();
  });

  it('opens the client, territory and employee details, and VOLVER returns to the origin', async () => {
    const { page, context } = await asAdmin();
    // A worker of the new client, registered through the API the principal-client area uses (staff may too).
    const res = await page.request.post('/api/v1/empleado/registrar', {
      data: {
        nombre: 'Rosa',
        apellido: 'Vera',
        rut: '9.876.543-3',
        telefono: '+56913131313',
        cargo: 'Capataz',
        email: `rvera-${run}@garzas.cl`,
        cp_id: cpId,
        idTerritorio: `${cpId}-T-001`,
      },
    });
    expect(res.status()).toBe(201);
    const empleadoId = (await res.json()).empleado_id as number;

    await page.goto('/admin/registro/clientes');
    await page.getByLabel('Buscar en Registro de Clientes').fill(run);
    await page.getByRole('link', { name: `Más información de ${cpNombre}` }).click();
    await page.getByRole('heading', { name: cpNombre }).waitFor();
    await page.getByText('Contacto Secundario').waitFor();
    await page.getByText('BancoEstado').waitFor();
    await page.getByRole('tab', { name: 'EMPRESA' }).click();
    await page.getByRole('link', { name: 'Más información de Rosa Vera' }).click();
    await page.waitForURL(`**/admin/registro/empleados/mas-info?b=clientes&e=${cpId}&l=${empleadoId}`);
    await page.getByRole('heading', { name: 'Rosa Vera' }).waitFor();
    await page.getByText('Capataz').waitFor();
    await page.getByRole('link', { name: 'VOLVER' }).last().click();
    await page.waitForURL(`**/admin/registro/clientes/mas-info?e=${cpId}`);
    await page.getByRole('tab', { name: 'TERRITORIOS' }).click();
    await page.getByRole('link', { name: 'Más información de Lote Las Garzas' }).click();
    await page.waitForURL(`**/admin/registro/territorios/mas-info?e=${cpId}&t=1`);
    await page.getByText('52.000 m²', { exact: true }).waitFor();
    await page.getByText('EDEB Full').first().waitFor();
    await page.getByRole('tab', { name: 'EMPRESA' }).click();
    await page.getByRole('link', { name: 'Más información de Rosa Vera' }).click();
    await page.waitForURL(`**/admin/registro/empleados/mas-info?b=territorios&e=${cpId}&t=1&l=${empleadoId}`);
    await page.getByRole('link', { name: 'VOLVER' }).last().click();
    await page.waitForURL(`**/admin/registro/territorios/mas-info?e=${cpId}&t=1`);
    await page.getByRole('button', { name: 'EDITAR COSECHA' }).click();
    const cosecha = page.getByRole('dialog', { name: 'Editar Cosecha' });
    await cosecha.getByRole('combobox', { name: 'Cosecha' }).fill('Almendro');
    await cosecha.getByRole('combobox', { name: 'Cosecha' }).press('Enter');
    await cosecha.getByRole('button', { name: 'GUARDAR' }).click();
    await toast(page, 'Cosecha actualizada con éxito');
    await page.getByText('Almendro').first().waitFor();
    await page.goto(`/admin/parcela-cliente?e=${cpId}&t=1`);
    await page.getByRole('heading', { name: 'Lote Las Garzas' }).waitFor();
    await page.getByText('Rosa Vera').waitFor();
    await context.close();
  });

  it('Administrar: sets a password and changes the e-mail of the new client, which then signs in with it', async () => {
    const { page, context } = await asAdmin();
    await page.goto('/admin/administrar');
    await page.getByLabel('Buscar en Usuarios').fill(cpEmail);
    await page.getByRole('button', { name: `Modificar contraseña de ${cpEmail}` }).click();
    await field(page, 'Nueva contraseña').fill(PASSWORD);
    await field(page, 'Confirmar nueva contraseña').fill(PASSWORD);
    await page.getByRole('dialog').getByRole('button', { name: 'GUARDAR' }).click();
    await toast(page, 'Contraseña de usuario cambiada con éxito');
    await page.getByRole('button', { name: `Modificar email de ${cpEmail}` }).click();
    await field(page, 'Nuevo email').fill('cliente2@agrodemo.cl');
    await page.getByRole('dialog').getByRole('button', { name: 'GUARDAR' }).click();
    await page.getByRole('dialog').getByText('El email ingresado ya está registrado').waitFor();
    await field(page, 'Nuevo email').fill(cpEmailNuevo);
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
    await field(dialog, 'Ciudad').fill('San Fernando');
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
    await page.getByRole('button', { name: 'MODIFICAR' }).click();
    await dialog.getByLabel(/Reactivar este cliente/).waitFor();
    await page.keyboard.press('Escape');
    await context.close();

    const other = await newPage();
    await signIn(other.page, cpEmailNuevo, PASSWORD);
    await other.page.getByText('Usuario ingresado no existe').first().waitFor();
    await other.context.close();
  });

  it('looks right at 375 px: the menu pops up and the registry shows cards, never scrolling sideways', async () => {
    const { page, context } = await asAdmin(375);
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page.getByRole('link', { name: 'Territorios' }).click();
    await page.getByRole('heading', { name: 'Registro de Territorios' }).waitFor();
    // Below 768 px each row is a card (components/ui/data-table.tsx).
    await page
      .getByRole('list', { name: 'Registro de Territorios' })
      .getByText(`${cpId}-T-001`, { exact: true })
      .waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(1);
    await shot(page, 'admin-territorios-375');
    await context.close();
  });
});

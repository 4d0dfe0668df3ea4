import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage, shot, signIn, useBrowser } from './support/browser.ts';
import { fieldMessages, RAW_KEY } from './support/field-messages.ts';
import { buscarClienteFinanzas } from './support/finanzas.ts';

useBrowser();

/** Waits for each message under a field, then checks that no field message shows an API key. */
async function expectLabelled(scope: ReturnType<Page['getByRole']>, messages: string[]) {
  for (const m of messages)
    await scope.locator('.mantine-InputWrapper-error', { hasText: m }).first().waitFor();
  const all = await fieldMessages(scope);
  expect(all.length).toBeGreaterThanOrEqual(messages.length);
  for (const m of all) expect(m).not.toMatch(RAW_KEY);
}

const userData = (page: Page) => page.evaluate(() => localStorage.getItem('userData'));

describe('session and navigation', () => {
  it('an expired session leads to sign-in and back to the same page', async () => {
    const { page, context } = await newPage();
    await signIn(page, 'cliente@agrodemo.cl');
    await page.waitForURL('**/cliente-principal/inicio');
    await page.goto('/cliente-principal/mis-trabajadores');
    await page
      .getByRole('heading', { name: /Mis Trabajadores/i })
      .first()
      .waitFor();
    // The server forgets the session (cookie gone): the next call answers 401.
    await context.clearCookies();
    await page.reload();
    await page.waitForURL((u) => u.pathname === '/login', { waitUntil: 'commit' });
    expect(new URL(page.url()).searchParams.get('next')).toBe('/cliente-principal/mis-trabajadores');
    await page.getByText('Tu sesión expiró, inicia sesión nuevamente').first().waitFor();
    expect(await userData(page)).toBeNull();
    await page.getByLabel('Email').fill('cliente@agrodemo.cl');
    await page
      .getByLabel(/contraseña/i)
      .first()
      .fill('Agro#Demo2026');
    // Submitted from the keyboard: the sign-in form answers Enter.
    await page
      .getByLabel(/contraseña/i)
      .first()
      .press('Enter');
    await page.waitForURL('**/cliente-principal/mis-trabajadores');
    await context.close();
  });

  it.each(['//evil.com', '/\\evil.com', 'https://evil.com/admin/inicio', '/cliente/inicio'])(
    'ignores ?next=%s and lands on the role home',
    async (next) => {
      const { page, context } = await newPage();
      await page.goto(`/login?next=${encodeURIComponent(next)}`);
      await page.getByLabel('Email').fill('admin@agrodemo.cl');
      await page
        .getByLabel(/contraseña/i)
        .first()
        .fill('Agro#Demo2026');
      await page.getByRole('button', { name: 'Ingresar' }).click();
      await page.waitForURL('**/admin/inicio');
      expect(new URL(page.url()).host).toBe(new URL(page.url()).host);
      expect(new URL(page.url()).pathname).toBe('/admin/inicio');
      await context.close();
    },
  );

  it('an employee or principal client opening an admin page lands on /403 with userData cleared', async () => {
    for (const [email, home] of [
      ['empleado@agrodemo.cl', '/cliente/inicio'],
      ['cliente@agrodemo.cl', '/cliente-principal/inicio'],
    ] as const) {
      const { page, context } = await newPage();
      await signIn(page, email);
      await page.waitForURL(`**${home}`);
      expect(await userData(page)).not.toBeNull();
      await page.goto('/admin/finanzas');
      await page.waitForURL('**/403');
      await expect.poll(() => userData(page)).toBeNull();
      await context.close();
    }
  });

  it('the employee EDEB page opens on the newest weekly period with files, without Buscar', async () => {
    const { page, context } = await newPage();
    await signIn(page, 'empleado@agrodemo.cl');
    await page.waitForURL('**/cliente/inicio');
    await page.goto('/cliente/edeb');
    await page.getByTestId('periodo-label').waitFor();
    expect(await page.getByText('No hay archivos subidos para este periodo').count()).toBe(0);
    expect(await page.locator('tbody tr').count()).toBeGreaterThan(0);
    await context.close();
  });
});

describe('validation messages use field labels', () => {
  async function asAdmin() {
    const { page, context } = await newPage();
    await signIn(page, 'admin@agrodemo.cl');
    await page.waitForURL('**/admin/inicio');
    return { page, context };
  }

  it('Agregar Deuda: empty and bad values', async () => {
    const { page, context } = await asAdmin();
    await page.goto('/admin/finanzas');
    await page.getByRole('button', { name: 'Agregar Deuda' }).click();
    const dlg = page.getByRole('dialog', { name: 'Agregar Deuda' });
    await dlg.getByRole('button', { name: 'Crear deuda' }).click();
    await dlg.getByText('El campo Nombre es obligatorio').waitFor();
    await dlg.getByText('El campo ID del cliente no es válido').waitFor();
    await dlg.getByText('El campo Total no es válido').waitFor();
    await dlg.getByLabel('ID del Cliente').fill('abc');
    await dlg.getByRole('button', { name: 'Crear deuda' }).click();
    await dlg.getByText('El campo ID del cliente no es válido').waitFor();
    const msgs = await fieldMessages(dlg);
    expect(msgs.length).toBeGreaterThan(2);
    for (const m of msgs) expect(m).not.toMatch(RAW_KEY);
    // A value-looking placeholder is a hint.
    expect(await dlg.getByLabel('ID del Cliente').getAttribute('placeholder')).toMatch(/^Ej\.: /);
    await context.close();
  });

  it('Agregar Territorio: a negative Extensión is refused with its message', async () => {
    const { page, context } = await asAdmin();
    await page.goto('/admin/agregar/territorio');
    await page.getByLabel(/^ID del Cliente/).fill('1');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await page.getByLabel('Confirmo que este es el cliente correcto').check();
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByLabel(/^Extensión \(m²\)/).fill('-500');
    await page.getByLabel(/^Latitud/).fill('-34.4');
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByText('Extensión (m²) debe ser un número mayor que 0').waitFor();
    expect(await page.getByLabel(/^Extensión \(m²\)/).inputValue()).toBe('-500');
    await page.getByText('El campo Región no es válido').waitFor();
    for (const m of await fieldMessages(page)) expect(m).not.toMatch(RAW_KEY);
    await context.close();
  });

  it('Nuevo trabajador (principal client): the shared wizard with labelled messages', async () => {
    const { page, context } = await newPage();
    await signIn(page, 'cliente@agrodemo.cl');
    await page.waitForURL('**/cliente-principal/inicio');
    await page.goto('/cliente-principal/mis-trabajadores/nuevo');
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByText('Revise los campos marcados antes de continuar.').waitFor();
    await page.getByText('El campo Nombre es obligatorio').waitFor();
    await page.getByLabel(/^Correo electrónico/).fill('no-es-correo');
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByText('Email ingresado no es válido').first().waitFor();
    for (const m of await fieldMessages(page)) expect(m).not.toMatch(RAW_KEY);
    await context.close();
  });

  async function asCliente() {
    const { page, context } = await newPage();
    await signIn(page, 'cliente@agrodemo.cl');
    await page.waitForURL('**/cliente-principal/inicio');
    return { page, context };
  }

  it('Perfil de la empresa (principal client): empty and bad values', async () => {
    const { page, context } = await asCliente();
    await page.goto('/cliente-principal/perfil');
    await page.getByLabel(/^Nombre de la empresa/).fill('');
    await page.getByRole('button', { name: 'GUARDAR' }).click();
    await expectLabelled(page.getByRole('main'), ['El campo Nombre es obligatorio']);
    await page.getByLabel(/^RUT/).fill('1234');
    await page.getByLabel(/^Teléfono/).fill('12');
    await page.getByRole('button', { name: 'GUARDAR' }).click();
    await expectLabelled(page.getByRole('main'), [
      'El campo Nombre es obligatorio',
      'El RUT ingresado no es válido',
      'El teléfono debe tener el formato +569 seguido de 8 dígitos',
    ]);
    await context.close();
  });

  it('Modificar trabajador (principal client): empty and bad values', async () => {
    const { page, context } = await asCliente();
    await page.goto('/cliente-principal/mis-trabajadores');
    await page
      .getByRole('link', { name: /^Más información de / })
      .first()
      .click();
    await page.getByRole('button', { name: 'MODIFICAR' }).click();
    const dlg = page.getByRole('dialog', { name: 'Modificar trabajador' });
    await dlg.getByLabel(/^Nombre/).fill('');
    await dlg.getByLabel(/^Apellido/).fill('');
    await dlg.getByLabel(/^RUT/).fill('12');
    await dlg.getByRole('button', { name: 'Guardar' }).click();
    await expectLabelled(dlg, [
      'El campo Nombre es obligatorio',
      'El campo Apellido es obligatorio',
      'El RUT ingresado no es válido',
    ]);
    await context.close();
  });

  it('Modificar territorio (principal client): empty and bad values', async () => {
    const { page, context } = await asCliente();
    await page.goto('/cliente-principal/mis-territorios/mas-info?e=1&t=3');
    await page.getByRole('button', { name: 'MODIFICAR' }).click();
    const dlg = page.getByRole('dialog', { name: 'Modificar territorio' });
    await dlg.getByLabel(/^Nombre/).fill('');
    await dlg.getByLabel(/^Dirección de referencia/).fill('');
    await dlg.getByLabel(/^Latitud/).fill('200');
    await dlg.getByLabel(/^Extensión \(m²\)/).fill('-5');
    await dlg.getByRole('button', { name: 'Guardar' }).click();
    await expectLabelled(dlg, [
      'El campo Nombre es obligatorio',
      'El campo Dirección de referencia es obligatorio',
      'El campo Latitud no es válido',
      'Extensión (m²) debe ser un número mayor que 0',
    ]);
    await shot(page, 'validacion-territorio-1280');
    await page.setViewportSize({ width: 375, height: 800 });
    await shot(page, 'validacion-territorio-375');
    await context.close();
  });

  it('Modificar Territorio (back office): the same form and messages', async () => {
    const { page, context } = await asAdmin();
    await page.goto('/admin/registro/territorios/mas-info?e=1&t=1');
    await page.getByRole('button', { name: 'MODIFICAR' }).click();
    const dlg = page.getByRole('dialog', { name: 'Modificar Territorio' });
    await dlg.getByLabel(/^Ciudad/).fill('');
    await dlg.getByLabel(/^Longitud/).fill('500');
    await dlg.getByRole('button', { name: 'GUARDAR' }).click();
    await expectLabelled(dlg, ['El campo Ciudad es obligatorio', 'El campo Longitud no es válido']);
    await context.close();
  });

  it('Editar cosecha: an 11th entry is refused at the field, a too long one on saving', async () => {
    const { page, context } = await asCliente();
    await page.goto('/cliente-principal/mis-territorios/mas-info?e=1&t=3');
    await page.getByRole('button', { name: 'EDITAR COSECHA' }).click();
    const dlg = page.getByRole('dialog', { name: 'Editar cosecha' });
    const input = dlg.getByLabel('Cosecha');
    const cuenta = dlg.getByText(/^\d+ de 10$/);
    const n = Number((await cuenta.textContent())!.split(' ')[0]);
    for (let i = n; i < 10; i++) {
      await input.fill(`Cultivo ${i}`);
      await input.press('Enter');
    }
    await dlg.getByText('10 de 10').waitFor();
    await input.fill('Once');
    await expectLabelled(dlg, ['Máximo 10 cultivos']);
    await input.press('Enter');
    // The rejected text is dropped, not kept for later.
    expect(await input.inputValue()).toBe('');
    await dlg.getByText('10 de 10').waitFor();
    await input.press('Backspace');
    await input.fill('x'.repeat(61));
    await input.press('Enter');
    await dlg.getByRole('button', { name: 'Guardar' }).click();
    await expectLabelled(dlg, ['La cosecha debe tener entre 1 y 10 entradas']);
    await dlg.getByRole('button', { name: 'Cancelar' }).click();
    await context.close();
  });

  it('Modificar Perfil del Cliente (back office): company and contacts', async () => {
    const { page, context } = await asAdmin();
    await page.goto('/admin/registro/clientes/mas-info?e=2');
    await page.getByRole('button', { name: 'MODIFICAR' }).click();
    const dlg = page.getByRole('dialog', { name: 'Modificar Perfil del Cliente' });
    await dlg
      .getByLabel(/^Nombre/)
      .first()
      .fill('');
    await dlg.getByLabel(/^RUT/).fill('99');
    await dlg
      .getByLabel(/^Email/)
      .first()
      .fill('no-es-correo');
    await dlg
      .getByLabel(/^Apellido/)
      .nth(1)
      .fill('');
    await dlg.getByRole('button', { name: 'GUARDAR' }).click();
    await expectLabelled(dlg, [
      'El campo Nombre es obligatorio',
      'El RUT ingresado no es válido',
      'El campo Email no es válido',
      'El campo Apellido es obligatorio',
    ]);
    await context.close();
  });

  it('Modificar Datos Bancarios (back office): empty and bad values', async () => {
    const { page, context } = await asAdmin();
    await page.goto('/admin/registro/clientes/mas-info?e=2');
    await page.getByRole('button', { name: 'DATOS BANCARIOS' }).click();
    const dlg = page.getByRole('dialog', { name: 'Modificar Datos Bancarios' });
    await dlg.getByLabel(/^RUT del titular/).fill('');
    await dlg.getByLabel(/^Email bancario/).fill('x@');
    await dlg.getByLabel(/^Número de cuenta/).fill('abc');
    await dlg.getByRole('button', { name: 'GUARDAR' }).click();
    await expectLabelled(dlg, [
      'El RUT ingresado no es válido',
      'El campo Email bancario no es válido',
      'El campo Número de cuenta no es válido',
    ]);
    await shot(page, 'validacion-banco-1280');
    await page.setViewportSize({ width: 375, height: 800 });
    await shot(page, 'validacion-banco-375');
    await context.close();
  });

  it('Cuenta bancaria para recibir pagos (back office): empty and bad values', async () => {
    const { page, context } = await asAdmin();
    await page.goto('/admin/finanzas');
    await page.getByRole('button', { name: 'Cuenta bancaria' }).click();
    const dlg = page.getByRole('dialog', { name: 'Cuenta bancaria para recibir pagos' });
    await dlg.getByLabel(/^Titular/).fill('');
    await dlg.getByLabel(/^Número de cuenta/).fill('1');
    // The message names the field by the label shown above it.
    await dlg.getByLabel(/^Email bancario/).fill('pagos@');
    await dlg.getByRole('button', { name: 'Guardar' }).click();
    await expectLabelled(dlg, [
      'El campo Titular es obligatorio',
      'El campo Número de cuenta no es válido',
      'El campo Email bancario no es válido',
    ]);
    await context.close();
  });

  it('Agregar Cliente Principal: each step names its fields', async () => {
    const { page, context } = await asAdmin();
    await page.goto('/admin/agregar/cp');
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByText('Revise los campos marcados antes de continuar.').waitFor();
    await expectLabelled(page.getByRole('main'), [
      'El campo Nombre es obligatorio',
      'El RUT ingresado no es válido',
      'El campo Región no es válido',
    ]);
    await page.getByLabel(/^RUT/).fill('55');
    await page.getByLabel(/^Email de la cuenta/).fill('no-es-correo');
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expectLabelled(page.getByRole('main'), [
      'El RUT ingresado no es válido',
      'El campo Email no es válido',
    ]);
    await context.close();
  });

  it('Saldar Deuda refuses an abono above the saldo inline, before sending', async () => {
    const { page, context } = await asAdmin();
    await page.goto('/admin/finanzas');
    await buscarClienteFinanzas(page, '1', /^1 · /);
    await page.getByRole('table', { name: 'Facturas' }).waitFor();
    await page.getByRole('button', { name: 'Saldar Deuda' }).click();
    const dlg = page.getByRole('dialog', { name: 'Saldar Deuda' });
    await dlg.locator('input[type=checkbox]:not([disabled])').first().check();
    const abono = dlg.getByLabel(/^Abono /).first();
    const saldo = Number((await abono.inputValue()).replace(/\D/g, ''));
    expect(saldo).toBeGreaterThan(0);
    await abono.fill(String(saldo + 120000));
    await dlg.getByText(/El abono no puede superar el saldo de la factura/).waitFor();
    expect(await dlg.getByRole('button', { name: 'Saldar deuda' }).isDisabled()).toBe(true);
    const total = Number(((await dlg.getByText(/^Total a pagar/).textContent()) ?? '').replace(/\D/g, ''));
    expect(total).toBeLessThanOrEqual(saldo);
    // Still refused after leaving the field: never capped silently.
    await dlg.getByLabel('N° de factura SII').click();
    expect(Number((await abono.inputValue()).replace(/\D/g, ''))).toBe(saldo + 120000);
    await context.close();
  });
});

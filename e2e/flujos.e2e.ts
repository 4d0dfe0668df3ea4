import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage, signIn, useBrowser } from './support/browser.ts';

useBrowser();

// API keys that must never appear in a message shown to a user.
const RAW_KEY =
  /\b(cp_raw|extension|coord_x|coord_y|direccion_ref|tipo_pago|fecha_inicio|region|servicio_id|cp_id)\b/;

/** Every field message on the page (Mantine renders them as the inputs' error text). */
async function fieldMessages(page: Page | ReturnType<Page['getByRole']>) {
  return page.locator('.mantine-InputWrapper-error').allTextContents();
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

  it('Saldar Deuda refuses an abono above the saldo inline, before sending', async () => {
    const { page, context } = await asAdmin();
    await page.goto('/admin/finanzas');
    await page.getByLabel('ID del Cliente').fill('1');
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
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

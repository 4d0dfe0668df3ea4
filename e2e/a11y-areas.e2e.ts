import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkScreens } from './support/a11y-check.ts';
import {
  adminScreens,
  cpScreens,
  DEV_SCREENS,
  EMPLEADO_SCREENS,
  type Screen,
} from './support/a11y-routes.ts';
import { newPage, signIn, useBrowser } from './support/browser.ts';

useBrowser();

/** The id of one employee of the demo company 1, for the detail routes. */
async function empleadoDemo(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const r = await fetch('/api/v1/empleado/cp/1');
    const body = (await r.json()) as { empleados: { empleado_id: number }[] };
    return body.empleados[0]!.empleado_id;
  });
}

const ROLES: { role: string; email: string; home: string; screens: (id: number) => Screen[] }[] = [
  {
    role: 'Empleado',
    email: 'empleado@agrodemo.cl',
    home: '**/cliente/inicio',
    screens: () => EMPLEADO_SCREENS,
  },
  {
    role: 'Cliente Principal',
    email: 'cliente@agrodemo.cl',
    home: '**/cliente-principal/inicio',
    screens: cpScreens,
  },
  { role: 'Admin', email: 'admin@agrodemo.cl', home: '**/admin/inicio', screens: adminScreens },
  { role: 'Dev', email: 'dev@agrodemo.cl', home: '**/admin/inicio', screens: () => DEV_SCREENS },
];

// WCAG 2.2 AA (axe-core, serious and critical rules) on every route of each area, its modals and wizard steps.
describe('accesibilidad: áreas privadas', () => {
  for (const r of ROLES) {
    for (const width of [1280, 375]) {
      it(`${r.role} sin violaciones graves a ${width} px`, { timeout: 300_000 }, async () => {
        const { page, context } = await newPage(width);
        await signIn(page, r.email);
        await page.waitForURL(r.home);
        const id = r.role === 'Empleado' || r.role === 'Dev' ? 0 : await empleadoDemo(page);
        const found = await checkScreens(page, r.screens(id), `${width}`);
        await context.close();
        expect(found, found.join('\n')).toEqual([]);
      });
    }
  }
});

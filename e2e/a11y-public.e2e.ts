import { describe, expect, it } from 'vitest';
import { checkScreens } from './support/a11y-check.ts';
import { PUBLIC_SCREENS } from './support/a11y-routes.ts';
import { newPage, useBrowser } from './support/browser.ts';

useBrowser();

// WCAG 2.2 AA (axe-core, serious and critical rules) on every public and sign-in route, at both widths.
describe('accesibilidad: sitio público', () => {
  for (const width of [1280, 375]) {
    it(`sin violaciones graves a ${width} px`, { timeout: 180_000 }, async () => {
      const { page, context } = await newPage(width);
      const found = await checkScreens(page, PUBLIC_SCREENS, `${width}`);
      await context.close();
      expect(found, found.join('\n')).toEqual([]);
    });
  }
});

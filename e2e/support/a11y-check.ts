import type { Page } from 'playwright-core';
import { axeViolations } from './axe.ts';
import type { Screen } from './a11y-routes.ts';

/** Visits each screen and each of its states, collecting every serious or critical axe violation. */
export async function checkScreens(page: Page, screens: Screen[], tag: string): Promise<string[]> {
  const found: string[] = [];
  for (const s of screens) {
    await page.goto(s.path);
    found.push(...(await axeViolations(page, `${tag} ${s.path}`)));
    for (const state of s.states ?? []) {
      await page.goto(s.path);
      await page.waitForLoadState('networkidle').catch(() => undefined);
      try {
        await state.open(page);
      } catch (e) {
        found.push(
          `[${tag} ${s.path} · ${state.name}] no se pudo abrir: ${(e as Error).message.split('\n')[0]}`,
        );
        continue;
      }
      found.push(...(await axeViolations(page, `${tag} ${s.path} · ${state.name}`)));
    }
  }
  return found;
}

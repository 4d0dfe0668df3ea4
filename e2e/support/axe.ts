import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

// The WCAG 2.2 AA rule set (axe tags are cumulative per version and level).
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string; html: string }[];
}

/** Lets transitions and pending requests finish so axe sees the settled screen. */
export async function settle(page: Page) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page
    .locator('.mantine-Loader-root')
    .first()
    .waitFor({ state: 'detached', timeout: 5000 })
    .catch(() => undefined);
  await page.waitForTimeout(350);
}

/**
 * Runs axe-core in the page (evaluated through the devtools protocol: no inline script, so the
 * page's CSP is not involved) and returns the serious and critical violations, one line per element.
 */
export async function axeViolations(page: Page, label: string): Promise<string[]> {
  await settle(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async (tags) => {
    const axe = (
      window as unknown as { axe: { run: (ctx: Document, o: object) => Promise<{ violations: unknown[] }> } }
    ).axe;
    const r = await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
    return r.violations;
  }, TAGS);
  return (violations as AxeViolation[])
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.map(
        (n) =>
          `[${label}] ${v.id} (${v.impact}): ${n.target.join(' ')} — ${n.html.slice(0, 160)}\n    ${(n.failureSummary ?? v.help).replace(/\n/g, ' ')}`,
      ),
    );
}

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { DEMO_PASSWORD, fillLogin, launchChromium } from '../../scripts/lib/chromium.mjs';

export { DEMO_PASSWORD };
export const baseUrl = () => inject('baseUrl');

let browser: Browser;

// Content-Security-Policy violations seen by any page of the current test (issue 10: the built app must pass its CSP).
const cspViolations: string[] = [];

/** One Chromium per test file (Debian's package), closed afterwards. */
export function useBrowser() {
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterEach(() => {
    const seen = cspViolations.splice(0);
    expect(seen, 'violaciones de la Content-Security-Policy').toEqual([]);
  });
  afterAll(async () => {
    await browser?.close();
  });
}

/** Records CSP violations of every page of a context: the DOM event and Chromium's console report. */
async function watchCsp(context: BrowserContext) {
  await context.exposeBinding('__reportCsp', ({ page }, v: string) => {
    cspViolations.push(`${page.url()}: ${v}`);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __reportCsp: (v: string) => void }).__reportCsp;
      report(`${e.violatedDirective} ${e.blockedURI} (${e.sourceFile}:${e.lineNumber})`);
    });
  });
  context.on('console', (msg) => {
    if (msg.type() === 'error' && /Content Security Policy/i.test(msg.text()))
      cspViolations.push(`${msg.page()?.url() ?? ''}: ${msg.text()}`);
  });
}

/** A fresh browser context (own cookies and localStorage) at a given width. */
export async function newPage(width = 1280): Promise<{ page: Page; context: BrowserContext }> {
  const context = await browser.newContext({
    viewport: { width, height: width < 500 ? 800 : 900 },
    baseURL: baseUrl(),
    locale: 'es-CL',
    timezoneId: 'America/Santiago',
  });
  await watchCsp(context);
  const page = await context.newPage();
  return { page, context };
}

/** Signs in through the login form and waits for the area to load. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await fillLogin(page, email, password);
}

/** Raw e-mails the server wrote to its outbox, oldest first. */
export function outbox(): string[] {
  const dir = path.join(inject('dataDir'), 'outbox');
  try {
    return readdirSync(dir)
      .sort()
      .map((f) => readFileSync(path.join(dir, f), 'utf8'));
  } catch {
    return [];
  }
}

/** Saves a screenshot under e2e/screenshots/ when SCREENSHOTS=1 (for looking at screens, not asserting). */
export async function shot(page: Page, name: string) {
  if (process.env.SCREENSHOTS !== '1') return;
  await page.screenshot({
    path: path.join(import.meta.dirname, '..', 'screenshots', `${name}.png`),
    fullPage: true,
  });
}

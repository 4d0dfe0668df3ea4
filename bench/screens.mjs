// Not a measurement: full-page screenshots of public pages, sign-in and area pages at desktop and phone
// widths, to compare before and after a change to the web assets (`--only screens`; PNGs in the run's folder).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fillLogin } from '../scripts/lib/chromium.mjs';
import { launchBrowser } from './lib/browser.mjs';
import { DEMO_PASSWORD } from './lib/http.mjs';
import { startProduct } from './lib/server.mjs';

// [file name, path, account to sign in with first]
const PAGES = [
  ['home', '/home'],
  ['servicios', '/servicios'],
  ['preguntas-frecuentes', '/preguntas-frecuentes'],
  ['login', '/login'],
  ['empleado-inicio', '/cliente/inicio', 'empleado@agrodemo.cl'],
  ['admin-territorios', '/admin/registro/territorios', 'admin@agrodemo.cl'],
  ['admin-subir-info', '/admin/subir-info', 'admin@agrodemo.cl'],
];
const WIDTHS = [1280, 375];

// The web app mirrors the session in the browser (docs/RULES.md#states): sign in through the form, as a person does.
async function signIn(page, baseUrl, email) {
  await page.goto(`${baseUrl}/login`);
  await fillLogin(page, email, DEMO_PASSWORD);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

export async function run({ outDir, logDir }) {
  const server = await startProduct({ name: 'product-screens', env: { JOBS_ENABLED: 'false' }, logDir });
  const browser = await launchBrowser();
  const dir = path.join(outDir, 'screens');
  mkdirSync(dir, { recursive: true });
  try {
    for (const width of WIDTHS) {
      for (const [name, url, email] of PAGES) {
        const context = await browser.newContext({ viewport: { width, height: 900 } });
        const page = await context.newPage();
        if (email) await signIn(page, server.url, email);
        await page.goto(server.url + url, { waitUntil: 'networkidle' });
        await page.waitForTimeout(500);
        await page.screenshot({ path: path.join(dir, `${name}-${width}.png`), fullPage: true });
        await context.close();
      }
    }
    return { dir: path.relative(process.cwd(), dir) };
  } finally {
    await browser.close();
    await server.stop();
  }
}

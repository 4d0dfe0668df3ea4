// Not a measurement: screenshots of /home, /login and an area page at desktop and phone widths, to look
// at before and after a change to the web assets (`--only screens`; PNGs in the run's folder).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { launchBrowser } from './lib/browser.mjs';
import { DEMO_PASSWORD } from './lib/http.mjs';
import { startProduct } from './lib/server.mjs';

const PAGES = [
  ['home', '/home'],
  ['login', '/login'],
  ['empleado-inicio', '/cliente/inicio'],
];
const WIDTHS = [1280, 375];

export async function run({ outDir, logDir }) {
  const server = await startProduct({ name: 'product-screens', env: { JOBS_ENABLED: 'false' }, logDir });
  const browser = await launchBrowser();
  const dir = path.join(outDir, 'screens');
  mkdirSync(dir, { recursive: true });
  try {
    for (const width of WIDTHS) {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      for (const [name, url] of PAGES) {
        if (name === 'empleado-inicio') {
          // The web app mirrors the session in the browser (spec 000 §4): sign in through the form.
          await page.goto(`${server.url}/login`);
          await page
            .getByLabel(/correo|email/i)
            .first()
            .fill('empleado@agrodemo.cl');
          await page
            .getByLabel(/contraseña/i)
            .first()
            .fill(DEMO_PASSWORD);
          await page.getByRole('button', { name: 'Ingresar' }).click();
          await page.waitForURL(/\/cliente\//);
        }
        await page.goto(server.url + url, { waitUntil: 'networkidle' });
        await page.waitForTimeout(500);
        await page.screenshot({ path: path.join(dir, `${name}-${width}.png`), fullPage: true });
      }
      await context.close();
    }
    return { dir: path.relative(process.cwd(), dir) };
  } finally {
    await browser.close();
    await server.stop();
  }
}

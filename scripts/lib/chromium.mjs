// The one way the repository's own tools drive the product in a browser: the e2e suite, the manuals'
// video recorder and the bench all start the built server and Debian's Chromium the same way, so a
// flag or an environment variable changes here only. Plain JavaScript so the .mjs scripts can run it
// without a build; chromium.d.mts gives the TypeScript side its types.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_ARGS } from './server-command.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

export const DEMO_PASSWORD = 'Agro#Demo2026';
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** No sandbox (containers), no GPU, and no traffic beyond the app under test. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Debian's Chromium through playwright-core. Imported when called, not at load: the recorder must
 * point PLAYWRIGHT_BROWSERS_PATH at its ffmpeg before Playwright reads it.
 */
export async function launchChromium() {
  const { chromium } = await import('playwright-core');
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/**
 * Starts the production build (`npm run build`: compiled server, built web app) on the embedded
 * database with the demo data, in a fresh data folder, and waits for /health. `stop()` ends it
 * gracefully (the database closes before its folder is removed). The first start seeds the demo
 * data with its rasters: minutes on a busy 2-core machine, hence the generous limit.
 */
export async function startBuiltServer({ port, tmpPrefix = 'agro-', timeoutMs = 360_000 }) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), tmpPrefix));
  const baseUrl = `http://localhost:${port}`;
  const server = spawn(process.execPath, SERVER_ARGS, {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      DATABASE_URL: '',
      SEED_DEMO: 'true',
      NODE_ENV: 'test',
      JOBS_ENABLED: 'false',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((r) => server.once('exit', r));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(`${baseUrl}/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline || server.exitCode !== null) {
      await stop();
      throw new Error('el servidor no arrancó');
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return { baseUrl, dataDir, stop };
}

/** Fills and sends the login form, as a person does (the web app keeps its own copy of the session). */
export async function fillLogin(page, email, password = DEMO_PASSWORD) {
  await page
    .getByLabel(/correo|email/i)
    .first()
    .fill(email);
  await page
    .getByLabel(/contraseña/i)
    .first()
    .fill(password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
}

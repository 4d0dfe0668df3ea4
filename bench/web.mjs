// The landing's weight: every script and stylesheet /home loads on a first visit in Chromium, raw,
// gzip -9 and as the server actually sent them, with the caching headers of the page and its assets.
import { gzipSync } from 'node:zlib';
import { launchBrowser } from './lib/browser.mjs';
import { startProduct } from './lib/server.mjs';

const KB = 1000;

/** Loads `url` in a fresh browser context and lists the JS and CSS it fetched. */
export async function landingAssets(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const pending = [];
  page.on('response', (res) => {
    const type = res.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      (async () => {
        const body = await res.body();
        const sizes = await res.request().sizes();
        return {
          url: new URL(res.url()).pathname,
          type,
          raw: body.length,
          gzip: gzipSync(body).length,
          sent: sizes.responseBodySize,
          encoding: res.headers()['content-encoding'] ?? 'identity',
          cacheControl: res.headers()['cache-control'] ?? '',
        };
      })(),
    );
  });
  const doc = await page.goto(url, { waitUntil: 'networkidle' });
  const files = await Promise.all(pending);
  await context.close();
  return { files, htmlCacheControl: doc?.headers()['cache-control'] ?? '' };
}

export async function run({ logDir }) {
  const server = await startProduct({ name: 'product-web', env: { JOBS_ENABLED: 'false' }, logDir });
  const browser = await launchBrowser();
  try {
    const { files, htmlCacheControl } = await landingAssets(browser, `${server.url}/home`);
    const sum = (k) => files.reduce((a, f) => a + f[k], 0);
    return {
      rawKB: sum('raw') / KB,
      gzipKB: sum('gzip') / KB,
      sentKB: sum('sent') / KB,
      encodings: [...new Set(files.map((f) => f.encoding))],
      assetCacheControl: [...new Set(files.map((f) => f.cacheControl))],
      htmlCacheControl,
      files,
    };
  } finally {
    await browser.close();
    await server.stop();
  }
}

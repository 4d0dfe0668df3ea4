// Lighthouse (mobile, its default: simulated slow 4G and 4× CPU slowdown) on /home, run on Debian's
// Chromium; interleaved with the same build behind nginx (gzip, long cache) as a reference.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROME_FLAGS, CHROMIUM } from './lib/browser.mjs';
import { median } from './lib/http.mjs';
import { startNginx } from './lib/nginx.mjs';
import { ROOT, startProduct } from './lib/server.mjs';

async function audit(url) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  try {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    const a = lhr.audits;
    return {
      performance: Math.round(lhr.categories.performance.score * 100),
      accessibility: Math.round(lhr.categories.accessibility.score * 100),
      lcpMs: a['largest-contentful-paint'].numericValue,
      fcpMs: a['first-contentful-paint'].numericValue,
      tbtMs: a['total-blocking-time'].numericValue,
      cls: a['cumulative-layout-shift'].numericValue,
    };
  } finally {
    await chrome.kill();
  }
}

const summary = (runs) =>
  Object.fromEntries(
    Object.keys(runs[0])
      .map((k) => [k, median(runs.map((r) => r[k]))])
      .concat([['runs', runs]]),
  );

export async function run({ rounds, logDir }) {
  const server = await startProduct({ name: 'product-lighthouse', env: { JOBS_ENABLED: 'false' }, logDir });
  const dist = `${ROOT}/apps/web/dist`;
  const nginx = await startNginx(
    `location /api/ { proxy_pass ${server.url}; }
    location /assets/ { root ${dist}; add_header Cache-Control "public, max-age=31536000, immutable"; }
    location / { root ${dist}; try_files $uri /index.html; add_header Cache-Control "no-cache"; }`,
    { http: 'gzip on; gzip_types text/css application/javascript image/svg+xml;' },
  );
  try {
    const runs = { product: [], nginx: [] };
    for (let r = 0; r < rounds; r++) {
      runs.product.push(await audit(`${server.url}/home`));
      runs.nginx.push(await audit(`${nginx.url}/home`));
    }
    return { product: summary(runs.product), nginx: summary(runs.nginx) };
  } finally {
    await nginx.stop();
    await server.stop();
  }
}

// HTTP helpers: sign in, load with autocannon, sample latencies one request at a time, summarise.
import autocannon from 'autocannon';

export const DEMO_PASSWORD = 'Agro#Demo2026';

/** Signs in through the API and returns the `Cookie` header value of the session. */
export async function login(baseUrl, email, password = DEMO_PASSWORD) {
  const res = await fetch(`${baseUrl}/api/v1/usuario/logear`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('agro_sesion='));
  if (!res.ok || !cookie) throw new Error(`login ${email} at ${baseUrl}: ${res.status}`);
  return cookie.split(';')[0];
}

export async function getJson(url, cookie) {
  const res = await fetch(url, { headers: cookie ? { cookie } : {} });
  if (!res.ok) throw new Error(`GET ${url}: ${res.status}`);
  return res.json();
}

/** One autocannon run; returns req/s, p50/p99 latency (ms), non-2xx count and bytes/s. */
export async function load(url, { cookie, connections = 50, duration = 5, timeout = 10 } = {}) {
  const r = await autocannon({ url, connections, duration, timeout, headers: cookie ? { cookie } : {} });
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    bad: r.non2xx + r.errors + r.timeouts,
    bytesPerSec: r.throughput.average,
  };
}

/** Sends `n` requests one after another and returns each latency in ms (and the last body's size). */
export async function sampleLatencies(url, { cookie, n = 30 } = {}) {
  const times = [];
  let bytes = 0;
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    const res = await fetch(url, { headers: cookie ? { cookie } : {} });
    const body = await res.arrayBuffer();
    times.push(performance.now() - t0);
    if (!res.ok) throw new Error(`GET ${url}: ${res.status}`);
    bytes = body.byteLength;
  }
  return { times, bytes };
}

export function percentile(values, p) {
  const s = [...values].sort((a, b) => a - b);
  if (s.length === 0) return NaN;
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))];
}

export function median(values) {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

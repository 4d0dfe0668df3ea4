// Prints the figures as the table of docs/PERFORMANCE.md (markdown): product, ceiling, ratio.
const n = (x, d = 0) =>
  x === undefined || Number.isNaN(x) ? '—' : x.toLocaleString('en-US', { maximumFractionDigits: d });
const ratio = (a, b) => (a && b ? (a / b).toFixed(2) : '—');

function apiRows({ parcelaCp: c, archivosSemanal: f }) {
  const ep = (x) => `${n(x.rps)} req/s, p50 ${n(x.p50)} ms, p99 ${n(x.p99)} ms`;
  return [
    [
      '`GET parcela/cp/1` as client, 50 connections',
      `PGlite ${ep(c.pglite)}; PostgreSQL ${ep(c.postgres)}`,
      `bare Fastify ${n(c.bare.rps)} req/s; raw \`pg\` ${ep(c.raw)}`,
      `${ratio(c.postgres.rps, c.bare.rps)} of bare, ${ratio(c.postgres.rps, c.raw.rps)} of raw \`pg\` (PostgreSQL); PGlite ${ratio(c.pglite.rps, c.postgres.rps)} of PostgreSQL, PGlite p99/p50 ${ratio(c.pglite.p99, c.pglite.p50)}`,
    ],
    [
      '`GET servicio/archivos/{id}/semanal` as employee, 50 connections',
      `PGlite ${ep(f.pglite)}; PostgreSQL ${ep(f.postgres)}`,
      `raw \`pg\` ${ep(f.raw)}`,
      `${ratio(f.postgres.rps, f.raw.rps)} of raw \`pg\`; PGlite ${ratio(f.pglite.rps, f.postgres.rps)} of PostgreSQL, PGlite p99/p50 ${ratio(f.pglite.p99, f.pglite.p50)}`,
    ],
  ];
}

function registryRow({ cases, floor, seeded }) {
  const parts = Object.entries(cases).map(([name, c]) =>
    c.p95 !== undefined
      ? `${name} p50 ${n(c.p50, 1)} ms, p95 ${n(c.p95, 1)} ms`
      : `${name} → ${n(c.bytes / 1e6, 2)} MB, ${n(c.p50)} ms, +${n(c.rssGrowthMiB)} MiB server memory`,
  );
  return [
    [
      `admin territory registry, ${n(seeded.clientes)} clients / ${n(seeded.parcelas)} territories, PostgreSQL`,
      parts.join('; '),
      `the page query alone ${n(floor.pageQueryMs, 1)} ms; \`count(*)\` ${n(floor.countMs, 1)} ms`,
      '—',
    ],
  ];
}

function downloadRows({ download: d, upload: u }) {
  const span = (x) => `${n(x.mibPerSec)} MiB/s (${n(x.min)}–${n(x.max)})`;
  return [
    [
      'download of a 50 MB MP4, 10 connections',
      span(d.product),
      `nginx \`sendfile\` ${span(d.nginx)}`,
      ratio(d.product.mibPerSec, d.nginx.mibPerSec),
    ],
    [
      `${u.mib} MB upload, server RSS`,
      `+${n(u.growthMiB, 1)} MiB (from ${n(u.rssBeforeMiB)} MiB), ${n(u.seconds, 1)} s`,
      '—',
      '—',
    ],
  ];
}

const webRows = (w) => [
  [
    '`/home` JS + CSS, first load',
    `${n(w.rawKB, 1)} KB raw, ${n(w.gzipKB, 1)} KB gzip; sent ${n(w.sentKB, 1)} KB (${w.encodings.join(', ')}), assets \`${w.assetCacheControl.join('`, `')}\`, page \`${w.htmlCacheControl}\``,
    '—',
    `${ratio(w.rawKB, w.gzipKB)}× the gzip bytes`,
  ],
];

const lighthouseRows = ({ product: p, nginx: x }) => [
  [
    'Lighthouse mobile, `/home`',
    `performance ${n(p.performance)}, LCP ${n(p.lcpMs / 1000, 1)} s, FCP ${n(p.fcpMs / 1000, 1)} s, TBT ${n(p.tbtMs)} ms, CLS ${n(p.cls, 3)}, accessibility ${n(p.accessibility)}`,
    `same build behind nginx (gzip, long cache): performance ${n(x.performance)}, LCP ${n(x.lcpMs / 1000, 1)} s`,
    ratio(p.performance, x.performance),
  ],
];

const idleRows = ({ pglite: l, postgres: p, bare: b }) => [
  [
    'idle memory (RSS of the server process)',
    `PGlite ${n(l.idleMiB)} MiB (${n(l.afterTrafficMiB)} after traffic, high-water ${n(l.highWaterMiB)}); PostgreSQL ${n(p.idleMiB)} MiB (high-water ${n(p.highWaterMiB)})`,
    `bare Fastify ${n(b.idleMiB)} MiB`,
    `${ratio(p.idleMiB, b.idleMiB)}–${ratio(l.idleMiB, b.idleMiB)}×`,
  ],
];

const rasterRows = ({ gdal: g, producto: p, rendimiento: t, carga: c }) => [
  [
    'raster 10 000² float32 deflate, UTM 19S, 2 000-vertex boundary: clip + statistics + tiles/image/grid',
    `${n(p.segundos, 1)} s (CPU ${n(p.cpuSegundos, 1)} s), RSS +${n(p.crecimientoRssMiB)} MiB, main-thread lag p99 ${n(p.retrasoP99Ms)} ms (max ${n(p.retrasoMaxMs)}), ${n(p.teselas.cantidad)} tiles z${p.teselas.zmin}–${p.teselas.zmax}`,
    `\`gdalwarp -cutline -crop_to_cutline\` + \`gdalinfo -stats\` ${n(g.segundos, 1)} s (CPU ${n(g.cpuSegundos, 1)} s)`,
    `${ratio(p.segundos, g.segundos)}× wall, ${ratio(p.cpuSegundos, g.cpuSegundos)}× CPU`,
  ],
  [
    `raster throughput, ${t.tareas} tasks`,
    `2 worker threads ${n(t.dosHilos, 1)} s`,
    `1 worker thread ${n(t.unHilo, 1)} s; load average ${n(c.antes, 1)} → ${n(c.despues, 1)} on ${c.nucleos} cores`,
    `${n(t.aceleracion, 2)}×`,
  ],
];

const ROWS = {
  api: apiRows,
  registry: registryRow,
  download: downloadRows,
  web: webRows,
  lighthouse: lighthouseRows,
  idle: idleRows,
  raster: rasterRows,
};

/** The markdown table of every benchmark present in `r`. */
export function reportTable(r) {
  const lines = ['| what | product | ceiling in the same run | ratio |', '|---|---|---|---|'];
  for (const [name, rows] of Object.entries(ROWS)) {
    if (r[name]) for (const row of rows(r[name])) lines.push(`| ${row.join(' | ')} |`);
  }
  return lines.join('\n');
}

export function printReport(r) {
  console.log(
    `\n${r.label}: ${r.date.slice(0, 10)}, ${r.machine}, commit ${r.commit}, ${r.options.rounds} rounds × ${r.options.duration} s, medians\n`,
  );
  console.log(reportTable(r));
}

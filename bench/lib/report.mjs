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
      'the same download through nginx with `STORAGE_ACCEL_REDIRECT` (the product checks, nginx sends)',
      span(d.accel),
      `nginx \`sendfile\` ${span(d.nginxWithAccel)}`,
      ratio(d.accel.mibPerSec, d.nginxWithAccel.mibPerSec),
    ],
    [
      `${u.mib} MB upload, server RSS (PGlite)`,
      `+${n(u.growthMiB, 1)} MiB (from ${n(u.rssBeforeMiB)} MiB), ${n(u.seconds, 1)} s; ${n(u.rssAfterMiB)} MiB 10 s later`,
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

const idleRows = ({ pglite: l, postgres: p, bare: b, npmStart: s }) => [
  [
    'RSS 10 s after the first start (migrations and demo seed), PGlite',
    `${n(l.firstStartMiB)} MiB (high-water ${n(l.firstStartHighWaterMiB)}); PostgreSQL ${n(p.firstStartMiB)} MiB`,
    `the same data after a restart: ${n(l.idleMiB)} MiB`,
    ratio(l.firstStartMiB, l.idleMiB),
  ],
  [
    '`npm start` resident tree (PGlite)',
    s.tree
      .map(
        (x) =>
          `${x.pid === s.server ? 'server' : x.command.split(' ').slice(0, 2).join(' ')} ${n(x.rssMiB)} MiB`,
      )
      .join('; '),
    '—',
    `${s.tree.length} processes`,
  ],
  [
    'idle memory (RSS of the server process)',
    `PGlite ${n(l.idleMiB)} MiB (${n(l.afterTrafficMiB)} after traffic, high-water ${n(l.highWaterMiB)}); PostgreSQL ${n(p.idleMiB)} MiB (high-water ${n(p.highWaterMiB)})`,
    `bare Fastify ${n(b.idleMiB)} MiB`,
    `${ratio(p.idleMiB, b.idleMiB)}–${ratio(l.idleMiB, b.idleMiB)}×`,
  ],
];

// What a job did to the server meanwhile: /health p99 against its idle p99, worst event-loop delay, load.
const stall = (x, idle) =>
  `/health p99 ${n(x.health.p99, 1)} ms (${ratio(x.health.p99, idle.health.p99)}× idle), event loop max ${n(x.loop.maxMs)} ms, load ${x.loadavg}`;

function heavyOf(label, h) {
  const i = h.idle;
  const m = h.mapa;
  const z = h.zip;
  const e = h.export;
  return [
    [
      `${label}: idle`,
      `/health p50 ${n(i.health.p50, 1)} ms, p99 ${n(i.health.p99, 1)} ms; event loop max ${n(i.loop.maxMs)} ms, load ${i.loadavg}`,
      '—',
      '—',
    ],
    m && [
      `${label}: map list, 1,000 territories × 200 vertices, 10 connections`,
      `${n(m.bytes.identity / 1e6, 2)} MB (${m.bytes.brSent} ${n(m.bytes.br / 1e6, 3)} MB, ${m.bytes.gzipSent} ${n(m.bytes.gzip / 1e6, 3)} MB); ${n(m.rps, 1)} req/s, p50 ${n(m.p50)} ms, ${m.bad} failed; ${stall(m, i)}`,
      `bare Fastify, same bytes: p50 ${n(m.bareP50)} ms`,
      `${ratio(m.p50, m.bareP50)}× bare p50`,
    ],
    z && [
      `${label}: period ZIP (2 × 25 MiB), 10 connections`,
      `${n(z.zip)} MiB/s; under probe ${n(z.underProbeMiBs)} MiB/s, ${stall(z, i)}`,
      `plain 50 MiB download through the server ${n(z.plain)} MiB/s; nginx serving the zip ${n(z.nginx)} MiB/s`,
      `${ratio(z.zip, z.plain)} of plain, ${ratio(z.zip, z.nginx)} of nginx`,
    ],
    e && [
      `${label}: export of ${n(e.rows)} territories, one at a time`,
      `CSV ${n(e.csv.seconds, 2)} s (${n(e.csv.bytes / 1e6, 1)} MB), XLSX ${n(e.xlsx.seconds, 2)} s (${n(e.xlsx.bytes / 1e6, 1)} MB), load ${e.loadavg}`,
      `\`psql \\copy\` ${n(e.psqlCopySeconds, 2)} s`,
      `CSV ${ratio(e.psqlCopySeconds, e.csv.seconds)} of \`\\copy\`, XLSX ${ratio(e.csv.seconds, e.xlsx.seconds)} of CSV`,
    ],
    ...[
      ['CSV', h.exportCsv10],
      ['XLSX', h.exportXlsx10],
    ].map(
      ([f, x]) =>
        x && [
          `${label}: 10 ${f} exports at once`,
          `${n(x.seconds, 1)} s for all, ${x.bad} failed; ${stall(x, i)}`,
          '—',
          '—',
        ],
    ),
    ...[
      ['invoice PDF', h.pdf_factura],
      ['statement PDF', h.pdf_estado],
    ].map(
      ([what, x]) =>
        x && [
          `${label}: ${what}, 10 connections`,
          `${n(x.rps)} req/s, p50 ${n(x.p50)} ms, ${x.bad} failed; ${stall(x, i)}`,
          '—',
          '—',
        ],
    ),
  ].filter(Boolean);
}

const heavyRows = (h) => [...(h.before ? heavyOf('before', h.before) : []), ...heavyOf('after', h.after)];

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

// Issue 27: the list endpoint's p99 while rasters are processed in the background, against its idle p99.
const rasterCargaRows = ({ endpoint, connections, reposo: i, procesando: p, ratioP99, rasters: r }) => [
  [
    `\`${endpoint}\`, ${connections} connections, while ${r.cantidad} rasters of ${r.pixeles} px are processed (${r.listos} done, ${r.errores} failed; a raster in process ${n(r.actividad * 100)} % of the loaded time)`,
    `p99 ${n(p.p99)} ms, p50 ${n(p.p50)} ms, ${n(p.rps)} req/s, ${p.bad} failed; event loop p99 ${n(p.loopP99Ms)} ms, max ${n(p.loopMaxMs)} ms; /health p99 ${n(p.healthP99, 1)} ms; load ${p.loadavg}`,
    `idle: p99 ${n(i.p99)} ms, p50 ${n(i.p50)} ms, ${n(i.rps)} req/s; event loop p99 ${n(i.loopP99Ms)} ms, max ${n(i.loopMaxMs)} ms; load ${i.loadavg}`,
    `${n(ratioP99, 2)}× idle p99 (goal ≤ 2)`,
  ],
];

const ROWS = {
  api: apiRows,
  heavy: heavyRows,
  registry: registryRow,
  download: downloadRows,
  web: webRows,
  lighthouse: lighthouseRows,
  idle: idleRows,
  raster: rasterRows,
  'raster-carga': rasterCargaRows,
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

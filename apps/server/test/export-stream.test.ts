import { randomBytes } from 'node:crypto';
import ExcelJS from 'exceljs';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import type { FormatoExport } from '@agro/domain/schemas/exportar';
import type { Columna } from '../src/lib/export/columnas.ts';
import { sendExport } from '../src/lib/export/enviar.ts';
import { closeWorkerPools, workerPool } from '../src/lib/worker-pool.ts';

interface Fila {
  n: number;
  texto: string;
}
const COLUMNAS: Columna<Fila>[] = [
  { titulo: 'N', tipo: 'numero', valor: (f) => f.n },
  { titulo: 'Texto', tipo: 'texto', valor: (f) => f.texto },
];
const LOTE = 5000;
const LOTES = 20; // 100,000 rows

// The rows of the export are made on demand; batch 2 onwards waits until the client has received
// bytes, so an exporter that held every row before sending would never finish (and this test fail).
let recibido: () => void = () => {};
let primerosBytes = Promise.resolve();
let pedidos = 0;
async function* lotes(): AsyncIterable<Fila[]> {
  for (let k = 0; k < LOTES; k++) {
    pedidos = k + 1;
    if (k === 2) await primerosBytes;
    // Random text so that the XLSX's compression cannot hide the rows in a tiny first chunk.
    yield Array.from({ length: LOTE }, (_, i) => ({
      n: k * LOTE + i,
      texto: randomBytes(12).toString('hex'),
    }));
  }
}

const app = Fastify();
app.get<{ Querystring: { formato: FormatoExport } }>('/x', (request, reply) =>
  sendExport(reply, {
    formato: request.query.formato,
    archivo: 'prueba',
    hoja: 'Prueba',
    columnas: COLUMNAS,
    lotes: lotes(),
  }),
);
app.get<{ Querystring: { q: string } }>('/texto', (request, reply) =>
  sendExport(reply, {
    formato: 'xlsx',
    archivo: 'texto',
    hoja: 'Texto',
    columnas: [COLUMNAS[1]!, COLUMNAS[0]!] as Columna<Fila>[],
    lotes: (async function* () {
      yield [{ n: 7, texto: request.query.q }];
    })(),
  }),
);
// Batches that do not fall on the 1,000-row slices the pool formats.
app.get<{ Querystring: { formato: FormatoExport } }>('/orden', (request, reply) =>
  sendExport(reply, {
    formato: request.query.formato,
    archivo: 'orden',
    hoja: 'Orden',
    columnas: COLUMNAS,
    lotes: (async function* () {
      for (const [desde, n] of [
        [0, 2500],
        [2500, 1],
        [2501, 1999],
      ] as const)
        yield Array.from({ length: n }, (_, i) => ({ n: desde + i, texto: `f${desde + i}` }));
    })(),
  }),
);
const base = await app.listen({ host: '127.0.0.1', port: 0 });
afterAll(async () => {
  await app.close();
  await closeWorkerPools();
});

async function leer(formato: FormatoExport) {
  pedidos = 0;
  primerosBytes = new Promise<void>((r) => (recibido = r));
  const res = await fetch(`${base}/x?formato=${formato}`);
  const reader = res.body!.getReader();
  let bytes = 0;
  let pedidosAlPrimerChunk = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (bytes === 0) {
      pedidosAlPrimerChunk = pedidos;
      recibido();
    }
    bytes += value.length;
  }
  return { bytes, pedidosAlPrimerChunk, pedidos };
}

describe('sendExport', () => {
  it(
    'streams 100,000 CSV rows: the first bytes leave before most batches are read',
    { timeout: 120_000 },
    async () => {
      const r = await leer('csv');
      expect(r.pedidosAlPrimerChunk).toBeLessThanOrEqual(3);
      expect(r.pedidos).toBe(LOTES);
      expect(r.bytes).toBeGreaterThan(100_000 * 25);
    },
  );

  it(
    'streams 100,000 XLSX rows the same way, formatted on the worker pool',
    { timeout: 240_000 },
    async () => {
      const antes = workerPool().stats().completed;
      const r = await leer('xlsx');
      expect(r.pedidosAlPrimerChunk).toBeLessThanOrEqual(3);
      expect(r.pedidos).toBe(LOTES);
      // One pool task per 1,000-row slice: the request thread only read the rows.
      expect(workerPool().stats().completed - antes).toBe((LOTES * LOTE) / 1000);
    },
  );

  it('keeps every row once and in order across batches and slices, in CSV and XLSX', async () => {
    const esperado = Array.from({ length: 4500 }, (_, i) => [i, `f${i}`]);
    const csv = await (await fetch(`${base}/orden?formato=csv`)).text();
    const lineas = csv
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean)
      .slice(1);
    expect(lineas.map((l) => l.split(';').map((c) => c.replace(/^"|"$/g, '')))).toEqual(
      esperado.map(([n, t]) => [String(n), t]),
    );
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await (await fetch(`${base}/orden?formato=xlsx`)).arrayBuffer()) as ExcelJS.Buffer);
    const filas: unknown[][] = [];
    wb.worksheets[0]!.eachRow((row, r) => r > 1 && filas.push([row.getCell(1).value, row.getCell(2).value]));
    expect(filas).toEqual(esperado);
  });

  it('XLSX text survives XML: markup, quotes, edge spaces; characters XML cannot carry are dropped', async () => {
    const raro = '  <b>&"x"\u0001 é\u000b ';
    const res = await fetch(`${base}/texto?q=${encodeURIComponent(raro)}`);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await res.arrayBuffer()) as ExcelJS.Buffer);
    const ws = wb.worksheets[0]!;
    expect(ws.getCell('A1').value).toBe('Texto');
    expect(ws.getCell('A2').value).toBe('  <b>&"x" é ');
    expect(ws.getCell('B2').value).toBe(7);
  });
});

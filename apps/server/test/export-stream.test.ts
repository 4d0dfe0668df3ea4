import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import type { FormatoExport } from '@agro/domain/schemas/exportar';
import type { Columna } from '../src/lib/export/columnas.ts';
import { sendExport } from '../src/lib/export/enviar.ts';

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
const base = await app.listen({ host: '127.0.0.1', port: 0 });
afterAll(() => app.close());

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

  it('streams 100,000 XLSX rows the same way', { timeout: 240_000 }, async () => {
    const r = await leer('xlsx');
    expect(r.pedidosAlPrimerChunk).toBeLessThanOrEqual(3);
    expect(r.pedidos).toBe(LOTES);
  });
});

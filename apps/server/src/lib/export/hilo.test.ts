import { setTimeout as sleep } from 'node:timers/promises';
import { MessageChannel } from 'node:worker_threads';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../../db/unavailable.ts';
import { HttpError } from '../errors.ts';
import type { Columna } from './columnas.ts';
import type { Exportacion } from './enviar.ts';
import { CLIENTE_DETENIDO, CREDITO, emitirExportacion, recibirExportacion } from './hilo.ts';

interface Fila {
  n: number;
}
// A hundred characters a row: a chunk of 1,000 rows is ~100 KB, as a real export's.
const RELLENO = 'x'.repeat(100);
const COLUMNAS: Columna<Fila>[] = [
  { titulo: 'N', tipo: 'numero', valor: (f) => f.n },
  { titulo: 'Relleno', tipo: 'texto', valor: () => RELLENO },
];

// An export of `lotes` batches of 1,000 rows made on demand, telling how many were asked for and
// whether the reader let go of them (its `finally`).
function exportacion(lotes: number) {
  const estado = { pedidos: 0, soltado: false };
  const e: Exportacion<Fila> = {
    formato: 'csv',
    archivo: 'prueba',
    hoja: 'Prueba',
    columnas: COLUMNAS,
    lotes: (async function* () {
      try {
        for (let k = 0; k < lotes; k++) {
          estado.pedidos = k + 1;
          yield Array.from({ length: 1000 }, (_, i) => ({ n: k * 1000 + i }));
        }
      } finally {
        estado.soltado = true;
      }
    })(),
  };
  return { e, estado };
}

// Both ends on this thread: the protocol is the same as across threads.
function canal<T>(
  hacer: () => Exportacion<T> | Promise<Exportacion<T>>,
  opts: Parameters<typeof emitirExportacion>[2] = {},
) {
  const { port1, port2 } = new MessageChannel();
  const tarea = emitirExportacion(port2, hacer, opts);
  return { tarea, recibido: recibirExportacion(port1, tarea) };
}

async function crudo(bytes: AsyncIterable<Buffer>) {
  const partes: Buffer[] = [];
  for await (const b of bytes) partes.push(b);
  return Buffer.concat(partes);
}
const texto = async (bytes: AsyncIterable<Buffer>) => (await crudo(bytes)).toString('utf8');

describe('an export sent between threads', () => {
  it('arrives whole and in order, with its name and format', async () => {
    const { e } = exportacion(30);
    const { tarea, recibido } = canal(() => e);
    const r = await recibido;
    expect(r).toMatchObject({ archivo: 'prueba', formato: 'csv' });
    const lineas = (await texto(r.bytes)).split('\r\n');
    expect(lineas[0]).toBe('\uFEFF"N";"Relleno"');
    expect(lineas.slice(1, -1)).toEqual(Array.from({ length: 30_000 }, (_, i) => `${i};"${RELLENO}"`));
    await tarea;
  });

  it('a CSV leaves compressed as asked, the same bytes; an XLSX (a ZIP already) never', async () => {
    const plano = await texto((await canal(() => exportacion(30).e).recibido).bytes);
    const gz = await canal(() => exportacion(30).e, { codificacion: 'gzip' }).recibido;
    expect(gz.codificacion).toBe('gzip');
    const comprimidos = await crudo(gz.bytes);
    expect(gunzipSync(comprimidos).toString('utf8')).toBe(plano);
    expect(comprimidos.length).toBeLessThan(plano.length / 10);
    const br = await canal(() => exportacion(3).e, { codificacion: 'br' }).recibido;
    const brPlano = await texto((await canal(() => exportacion(3).e).recibido).bytes);
    expect(brotliDecompressSync(await crudo(br.bytes)).toString()).toBe(brPlano);
    const x = await canal(() => ({ ...exportacion(1).e, formato: 'xlsx' as const }), { codificacion: 'br' })
      .recibido;
    expect(x.codificacion).toBeNull();
    const zip = await crudo(x.bytes);
    expect(zip.readUInt32LE(0)).toBe(0x04034b50);
  });

  it('reads ahead only a few chunks of a reader that stops reading', async () => {
    const { e, estado } = exportacion(200);
    const { tarea, recibido } = canal(() => e);
    const r = await recibido;
    await sleep(300);
    // The stream's buffer (1 MiB, ~10 chunks) plus the credits in flight, and a batch read ahead.
    expect(estado.pedidos).toBeLessThanOrEqual(12 + CREDITO);
    r.bytes.destroy();
    await tarea;
    expect(estado.soltado).toBe(true);
  });

  it.each([null, 'gzip'] as const)(
    'stops reading when the download ends early (compression: %s)',
    async (c) => {
      const { e, estado } = exportacion(200);
      const { tarea, recibido } = canal(() => e, { codificacion: c });
      const r = await recibido;
      for await (const _ of r.bytes) break; // one chunk, then the client is gone
      await tarea;
      expect(estado.soltado).toBe(true);
      expect(estado.pedidos).toBeLessThan(20);
    },
  );

  it('a client that takes nothing for too long loses the download, and the reader lets go', async () => {
    const { e, estado } = exportacion(200);
    const { tarea, recibido } = canal(() => e, { esperaMs: 200 });
    const r = await recibido;
    const fin = new Promise<Error>((ok) => r.bytes.on('error', ok));
    await tarea;
    expect((await fin).message).toBe(CLIENTE_DETENIDO);
    expect(estado.soltado).toBe(true);
  });

  it('a refusal before the first byte is thrown as the same HttpError', async () => {
    const { recibido } = canal(() => {
      throw new HttpError(404, 'No existe');
    });
    const err = await recibido.catch((x: unknown) => x);
    expect(err).toBeInstanceOf(HttpError);
    expect(err).toMatchObject({ statusCode: 404, mensaje: 'No existe' });
  });

  it('a database that went away still reads as unavailable on the other side (503)', async () => {
    const { recibido } = canal(async () => {
      throw new Error('Failed query', { cause: Object.assign(new Error('terminating'), { code: '57P01' }) });
    });
    const err = await recibido.catch((x: unknown) => x);
    expect(isDatabaseUnavailable(err)).toBe(true);
    expect(err).not.toBeInstanceOf(HttpError);
  });

  it('an error after the first byte ends the download with it', async () => {
    const e: Exportacion<Fila> = {
      ...exportacion(0).e,
      lotes: (async function* () {
        yield [{ n: 1 }];
        throw new Error('se cortó');
      })(),
    };
    const { recibido } = canal(() => e);
    const r = await recibido;
    await expect(texto(r.bytes)).rejects.toThrow('se cortó');
  });

  it('a pool thread that dies ends the download', async () => {
    const { port1 } = new MessageChannel();
    let morir: (err: Error) => void = () => {};
    const tarea = new Promise<void>((_, reject) => (morir = reject));
    const recibido = recibirExportacion(port1, tarea);
    morir(new Error('hilo terminado'));
    await expect(recibido).rejects.toThrow('hilo terminado');
  });
});

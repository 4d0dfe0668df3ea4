import { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';
import type { DataStore } from '@tus/utils';
import type { Db } from '../../db/client.ts';
import type { TusStore } from '../../lib/tus-store.ts';
import { avanzarCrc, selectSubida, type SubidaRow } from './queries.ts';

async function* contar(source: AsyncIterable<Uint8Array>, visto: { crc: number; bytes: number }) {
  for await (const chunk of source) {
    visto.crc = crc32(chunk, visto.crc);
    visto.bytes += chunk.length;
    yield chunk;
  }
}

/**
 * Follows each upload's CRC-32 as its requests are written, on whichever process takes them (the
 * state is in the `subida` row, under the upload's lock), so the commit gives the file's row the CRC
 * the period ZIP needs without reading the file again. A write that does not start where the CRC
 * stopped (an earlier one failed after writing part of its bytes), or that kept other than the bytes
 * it was given, leaves the upload without a CRC: its first ZIP computes it.
 */
export function seguirCrc(store: TusStore, db: Db) {
  const ds: DataStore = store.datastore;
  const write = ds.write.bind(ds);
  ds.write = async (readable, storeId, offset) => {
    const id = store.subidaIdOf(storeId);
    const row = id ? await selectSubida(db, id) : undefined;
    if (!id || row?.crc == null || row.crcHasta !== offset) return write(readable, storeId, offset);
    const visto = { crc: row.crc, bytes: 0 };
    const hasta = await write(Readable.from(contar(readable, visto), { objectMode: false }), storeId, offset);
    await avanzarCrc(db, id, offset, hasta === offset + visto.bytes ? { crc: visto.crc, hasta } : null);
    return hasta;
  };
}

/** The CRC-32 of a finished upload's whole file, or null when it could not be followed. */
export const crcDe = (row: Pick<SubidaRow, 'crc' | 'crcHasta' | 'tamano'>): number | null =>
  row.crcHasta === row.tamano ? row.crc : null;

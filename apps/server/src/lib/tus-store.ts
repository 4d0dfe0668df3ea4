import path from 'node:path';
import type { DataStore } from '@tus/utils';
import { DiskStorage } from './storage-disk.ts';
import type { Storage } from './storage.ts';

/** Where unfinished and uncommitted uploads live in the storage (decision 011). */
export const PREFIJO_SUBIDAS = 'subidas';
/** Unfinished uploads are abandoned after a day (the tus `Upload-Expires` and the cleanup task). */
export const SUBIDA_TTL_MS = 24 * 3600_000;

// S3 parts of 8 MiB (S3's floor is 5 MiB): @tus/s3-store buffers each part in a temporary file,
// not in memory, so a 2 GB upload costs a few part-sized files on disk and little RSS.
const PART_SIZE = 8 * 1024 * 1024;

/** The tus datastore beside a Storage, and how its upload ids map to storage keys. */
export interface TusStore {
  datastore: DataStore;
  /** The datastore's id of an upload (S3 object keys carry the storage's prefix). */
  storeId(subidaId: string): string;
  /** The public upload id of a datastore id, or undefined for one that is not ours. */
  subidaIdOf(storeId: string): string | undefined;
  /** The storage key of an upload's bytes. */
  keyOf(subidaId: string): string;
  /** Side files the datastore keeps beside the bytes (metadata), removed after a commit. */
  sideKeys(subidaId: string): string[];
}

const HEX = /^[0-9a-f]{32}$/;

/**
 * A tus datastore that writes into the same place as `storage`, under `subidas/`: a folder of the
 * disk storage (@tus/file-store: bytes plus a `.json` of metadata) or the same bucket and prefix
 * (@tus/s3-store: a multipart upload plus `.info` and `.part` objects). Every process reaches the
 * same bytes, so the chunks of one upload may arrive at any of them. The datastore packages are
 * imported with the first upload, not at start (they and the AWS SDK are ~40 MiB of idle RSS).
 */
async function createTusStore(storage: Storage): Promise<TusStore> {
  const keyOf = (id: string) => `${PREFIJO_SUBIDAS}/${id}`;
  if (storage instanceof DiskStorage) {
    const { FileStore } = await import('@tus/file-store');
    const directory = path.dirname(storage.pathOf(keyOf('0'.repeat(32))));
    return {
      datastore: new FileStore({ directory, expirationPeriodInMilliseconds: SUBIDA_TTL_MS }),
      storeId: (id) => id,
      subidaIdOf: (sid) => (HEX.test(sid) ? sid : undefined),
      keyOf,
      sideKeys: (id) => [`${keyOf(id)}.json`],
    };
  }
  // Already loaded when the storage is S3: createStorage imported it to build it.
  const { S3Storage } = await import('./storage-s3.ts');
  if (storage instanceof S3Storage) {
    const { S3Store } = await import('@tus/s3-store');
    const base = `${storage.prefix}${PREFIJO_SUBIDAS}/`;
    return {
      datastore: new S3Store({
        partSize: PART_SIZE,
        expirationPeriodInMilliseconds: SUBIDA_TTL_MS,
        s3ClientConfig: { ...storage.clientConfig, bucket: storage.bucket },
      }),
      storeId: (id) => base + id,
      subidaIdOf: (sid) => {
        const id = sid.startsWith(base) ? sid.slice(base.length) : '';
        return HEX.test(id) ? id : undefined;
      },
      keyOf,
      sideKeys: (id) => [`${keyOf(id)}.info`, `${keyOf(id)}.part`],
    };
  }
  throw new Error('Las subidas reanudables necesitan almacenamiento en disco o S3');
}

const stores = new WeakMap<Storage, Promise<TusStore>>();

/** The one tus store of a storage (the routes and the cleanup task share it). */
export function tusStoreOf(storage: Storage): Promise<TusStore> {
  let store = stores.get(storage);
  if (!store) {
    store = createTusStore(storage);
    stores.set(storage, store);
  }
  return store;
}

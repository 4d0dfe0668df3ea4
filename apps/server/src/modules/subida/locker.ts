import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { ERRORS, type Lock, type Locker, type RequestRelease } from '@tus/utils';
import type { Db } from '../../db/client.ts';
import { renovarBloqueo, soltarBloqueo, tomarBloqueo } from './queries.ts';

const POLL_MS = 150;
const RENEW_MS = 1000;
const WAIT_MS = 30_000;

/**
 * tus's lock on an upload, held in its database row as a lease so it works across processes: a
 * PATCH that a dropped connection left running on process A is asked to let go (tus cancels it)
 * when the client resumes on process B, and a lease left by a killed process runs out in 10 s.
 * tus's own MemoryLocker only sees one process.
 */
export class DbLocker implements Locker {
  private readonly db: Db;
  private readonly subidaIdOf: (storeId: string) => string | undefined;

  constructor(db: Db, subidaIdOf: (storeId: string) => string | undefined) {
    this.db = db;
    this.subidaIdOf = subidaIdOf;
  }

  newLock(storeId: string): Lock {
    return new DbLock(this.db, this.subidaIdOf(storeId));
  }
}

class DbLock implements Lock {
  private readonly token = randomUUID();
  private timer: NodeJS.Timeout | undefined;

  private readonly db: Db;
  private readonly id: string | undefined;

  constructor(db: Db, id: string | undefined) {
    this.db = db;
    this.id = id;
  }

  async lock(signal: AbortSignal, requestRelease: RequestRelease): Promise<void> {
    const { id } = this;
    if (!id) return; // not one of ours: the handler answers 404 without touching bytes
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      const r = await tomarBloqueo(this.db, id, this.token);
      if (r === 'tomado') break;
      if (r === 'sin-fila') return;
      if (signal.aborted || Date.now() > deadline) throw ERRORS.ERR_LOCK_TIMEOUT;
      await sleep(POLL_MS);
    }
    let asked = false;
    this.timer = setInterval(() => {
      renovarBloqueo(this.db, id, this.token)
        .then((liberar) => {
          if (liberar && !asked) {
            asked = true;
            void requestRelease();
          }
        })
        .catch(() => undefined);
    }, RENEW_MS);
    this.timer.unref();
  }

  async unlock(): Promise<void> {
    clearInterval(this.timer);
    if (this.id) await soltarBloqueo(this.db, this.id, this.token).catch(() => undefined);
  }
}

import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { Mailer } from './lib/mailer.ts';
import type { Storage } from './lib/storage.ts';

/** The services every module reaches through `app.ctx`. */
export interface AppContext {
  config: Config;
  database: Database;
  storage: Storage;
  mailer: Mailer;
  /** The current time; tests move it instead of waiting. */
  now: () => Date;
  /** Folder of the built web app (index.html and assets). */
  webRoot: string;
  /** Set once the process begins to shut down: /health answers 503 so load balancers stop sending. */
  shuttingDown?: boolean;
  /** The process log, for work outside a request (scheduled jobs); set by buildApp. */
  log?: FastifyBaseLogger;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

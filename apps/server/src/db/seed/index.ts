import { todayInSantiago } from '@agro/domain/format';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { hashPassword } from '../../lib/crypto.ts';
import { ensureScheduledTasks } from '../scheduled-tasks.ts';
import { insertAccounts } from './accounts.ts';
import { DEMO_PASSWORD } from './demo-data.ts';
import { hasUsers } from '../seed-process.ts';
import { insertFinance, stageReceipts } from './finance.ts';
import { insertNotificaciones } from './notificaciones.ts';
import { insertLimites } from './limites.ts';
import { insertPortalPayments, stagePortalReceipts } from './pagos-portal.ts';
import { alertasDemo, insertRasters } from './rasters.ts';
import { insertReports, stageReports } from './reports.ts';
import { StagedFiles } from './staged-files.ts';
import { insertVideos, stageVideos } from './videos.ts';

/** What seeding needs from the application context (tests build just this). */
export type SeedContext = Pick<AppContext, 'database' | 'storage' | 'now'>;

export interface SeedOptions {
  /**
   * Generate and process the demo GeoTIFFs (issue 27): on for a server and the browser tests; the
   * server tests leave them out unless a test asks, since every test file seeds a database.
   */
  rasters?: boolean;
}

/**
 * Seeds the demo data set of docs/RULES.md#demo-data when no user exists yet; returns whether it seeded.
 * Files are generated and stored first, then every row goes in one transaction; if that fails,
 * or another process seeded meanwhile, the stored files are deleted again.
 */
export async function seedDemoIfEmpty(ctx: SeedContext, opts: SeedOptions = {}): Promise<boolean> {
  const { db } = ctx.database;
  await ensureScheduledTasks(db);
  if (await hasUsers(db)) return false;

  const now = ctx.now();
  const today = todayInSantiago(now);
  // One scrypt hash shared by every demo user: each hash costs ~50 ms and tests seed often.
  // Identical hashes reveal that the passwords are equal, which is public knowledge here anyway.
  // Started first, it runs on the thread pool while the files are generated.
  const passwordHash = hashPassword(DEMO_PASSWORD);
  const files = new StagedFiles(ctx.storage);
  try {
    const [reports, receipts, videos, hash, portal] = await Promise.all([
      stageReports(files, today, now, { rasters: opts.rasters ?? true }),
      stageReceipts(files, today, now),
      stageVideos(files),
      passwordHash,
      stagePortalReceipts(files, today, now),
    ]);
    const seeded = await db.transaction(async (tx) => {
      // Serialises concurrent seeders (several processes on one database): the loser sees users.
      await tx.execute(sql`lock table usuario in share row exclusive mode`);
      if (await hasUsers(tx)) return false;
      const accounts = await insertAccounts(tx, hash, today, now);
      const archivoIds = await insertReports(
        tx,
        reports.cargas,
        accounts.servicioIds,
        accounts.adminUsuarioId,
      );
      await insertRasters(tx, reports.rasters, archivoIds, accounts.servicioIds, now);
      await insertFinance(tx, accounts.cpIds, accounts.servicioIds, receipts, today, now);
      await insertPortalPayments(tx, accounts.cpIds, portal, today, now);
      await insertVideos(tx, videos);
      await insertNotificaciones(tx, accounts.cpIds, now);
      await insertLimites(tx, accounts.cpIds, accounts.adminUsuarioId, now);
      return true;
    });
    if (!seeded) await files.rollback();
    // The demo's alerts come from its own figures, the way processing raises them (no e-mail).
    else await alertasDemo(ctx);
    return seeded;
  } catch (err) {
    await files.rollback();
    throw err;
  }
}

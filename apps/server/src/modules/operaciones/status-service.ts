import type { z } from 'zod';
import type { estadoServidorSchema } from '@agro/domain/contracts/operaciones';
import type { AppContext } from '../../context.ts';
import { versionInfo } from '../../lib/version.ts';
import type { AuditHealth } from '../../plugins/audit-log.ts';

const DB_TIMEOUT_MS = 3_000;
const MAILER_TIMEOUT_MS = 5_000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`sin respuesta en ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

async function probe(check: () => Promise<unknown>, ms: number): Promise<'ok' | 'error'> {
  try {
    await withTimeout(check(), ms);
    return 'ok';
  } catch {
    return 'error';
  }
}

/**
 * The three checks of the status tab (docs/RULES.md#operations): a database query, the mailer (SMTP
 * handshake, or the outbox writable) and the API itself, which is up if it answers at all; beyond
 * them, whether every audited call reached the log, and which release and commit answer.
 */
export async function checkStatus(
  ctx: AppContext,
  audit: AuditHealth,
): Promise<z.output<typeof estadoServidorSchema>> {
  const [database, mailer] = await Promise.all([
    probe(() => ctx.database.ping(), DB_TIMEOUT_MS),
    probe(() => ctx.mailer.verify(), MAILER_TIMEOUT_MS),
  ]);
  return {
    database: { status: database },
    mailer: { status: mailer },
    api: { status: 'ok' },
    auditoria: {
      status: audit.status,
      entradas_sin_detalle: audit.sinDetalle,
      entradas_perdidas: audit.perdidas,
      ultimo_error: audit.ultimoError,
    },
    version: versionInfo(),
  };
}

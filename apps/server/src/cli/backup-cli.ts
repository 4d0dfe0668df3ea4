// What the backup and restore commands share: their refusals, and the check that the embedded
// database is not in use (PGlite has one user at a time; a copy taken under a running server could
// be torn, and a restore under it would be overwritten).
import path from 'node:path';
import type { Config } from '../config.ts';
import { BackupError } from './backup-core.ts';

export async function assertEmbeddedStopped(config: Config): Promise<void> {
  if (config.databaseUrl) return;
  const host = ['0.0.0.0', '::', ''].includes(config.host) ? '127.0.0.1' : config.host;
  const answered = await fetch(`http://${host.includes(':') ? `[${host}]` : host}:${config.port}/health`, {
    signal: AbortSignal.timeout(2_000),
  }).then(
    () => true,
    () => false,
  );
  if (answered)
    throw new BackupError(
      `El servidor responde en el puerto ${config.port}: deténgalo antes de copiar o restaurar la base de datos embebida.`,
    );
}

/** Prints a refusal as it is and anything else with its message, and exits 1. */
export function fail(err: unknown): never {
  console.error(err instanceof BackupError ? err.message : `Error: ${(err as Error).message ?? String(err)}`);
  process.exit(1);
}

/** A folder named on the command line, relative to where npm was invoked (npm runs the script elsewhere). */
export const folderArg = (arg: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), arg);

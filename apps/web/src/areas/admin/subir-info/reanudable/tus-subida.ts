import { Upload, type DetailedError } from 'tus-js-client';
import { MSG } from '@agro/domain/messages';
import { TUS_PATH, type MetadatosSubida } from '@agro/domain/schemas/subida-reanudable';

// Retries keep going for about five minutes of a bad connection; `online` restarts at once.
const RETRIES = [
  0, 1000, 2000, 3000, 5000, 5000, 10000, 10000, 15000, 15000, 20000, 20000, 30000, 30000, 30000, 30000,
  30000, 30000,
];

export interface Avance {
  bytes: number;
  total: number;
}

/** The Spanish reason of a tus failure: our JSON `mensaje`, or a generic one. */
export function motivo(err: Error): string {
  const body = (err as DetailedError).originalResponse?.getBody();
  try {
    const m = (JSON.parse(body ?? '') as { mensaje?: unknown }).mensaje;
    if (typeof m === 'string') return m;
  } catch {
    // not JSON: a network failure or a proxy's page
  }
  return MSG.archivosNoSubidos;
}

const permanente = (err: Error) => {
  const status = (err as DetailedError).originalResponse?.getStatus() ?? 0;
  return status >= 400 && status < 500 && status !== 409 && status !== 423;
};

/**
 * One resumable upload of a report file with tus-js-client. Its URL is kept in localStorage under
 * the file's fingerprint (name, type, size, date), so the same file dropped again after a reload or
 * a crash continues where the server left it. Network failures are retried, also while offline.
 */
export function crearSubida(
  file: File,
  meta: MetadatosSubida,
  on: {
    progreso: (a: Avance) => void;
    completa: (subidaId: string) => void;
    /** `rechazada`: the server refused the file for good (its type, its size, its period) and kept nothing. */
    error: (mensaje: string, rechazada: boolean) => void;
  },
): Upload {
  const upload: Upload = new Upload(file, {
    endpoint: TUS_PATH,
    // One PATCH for the rest of the file (tus-js-client's default chunk size, Infinity): the server
    // keeps what arrived before a cut (on S3, whole 8 MiB parts), and 16 MiB requests measured half
    // the throughput (docs/PERFORMANCE.md). Proxies in front must stream bodies (deploy/nginx does).
    retryDelays: RETRIES,
    metadata: Object.fromEntries(Object.entries(meta).map(([k, v]) => [k, String(v)])),
    storeFingerprintForResuming: true,
    removeFingerprintOnSuccess: true,
    // tus-js-client gives up while the browser says it is offline; we wait for it instead.
    onShouldRetry: (err) => !permanente(err),
    onProgress: (bytes, total) => on.progreso({ bytes, total }),
    onSuccess: () => on.completa(upload.url!.split('/').pop()!),
    onError: (err) => on.error(motivo(err), permanente(err)),
  });
  return upload;
}

/**
 * Starts an upload, first resuming the previous one of the same file for the same period and slot
 * if the browser kept it (an upload made for another slot would not pass the commit's checks).
 */
export async function iniciar(upload: Upload): Promise<void> {
  const meta = upload.options.metadata ?? {};
  const previas = await upload.findPreviousUploads();
  const misma = previas.find((p) =>
    ['servicio_id', 'grupo', 'start', 'campo'].every((k) => p.metadata[k] === meta[k]),
  );
  if (misma) upload.resumeFromPreviousUpload(misma);
  upload.start();
}

import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from './errors.ts';

/** Parses a single `bytes=a-b` range against a size; null when absent, 'invalid' when unsatisfiable. */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | null | 'invalid' {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return 'invalid';
  let start: number;
  let end: number;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0) return 'invalid';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  if (start > end || start >= size) return 'invalid';
  return { start, end };
}

/** RFC 6266 attachment/inline header that keeps a non-ASCII original name. */
export function contentDisposition(kind: 'inline' | 'attachment', filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/**
 * Serves a stored file with Range support (206), a content type and optionally a download name.
 * Callers have already checked that the requester may see it. With STORAGE_PRESIGN (S3) the bytes then
 * come from the object store through a short-lived redirect, with STORAGE_ACCEL_REDIRECT (disk behind
 * nginx) from nginx; otherwise this process streams them.
 */
export async function sendStored(
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  opts: { contentType: string; filename?: string; disposition?: 'inline' | 'attachment' },
) {
  const { storage, config } = request.server.ctx;
  const size = await storage.size(key);
  if (size === null) throw notFound();
  const disposition = opts.filename
    ? contentDisposition(opts.disposition ?? 'attachment', opts.filename)
    : undefined;
  if (config.storagePresign && storage.presignGet) {
    const url = await storage.presignGet(key, { contentType: opts.contentType, disposition });
    // The URL is a capability that expires in minutes: neither the browser nor a proxy may keep it.
    return reply.header('cache-control', 'private, no-store').redirect(url, 302);
  }
  reply.header('content-type', opts.contentType).header('x-content-type-options', 'nosniff');
  reply.header('cache-control', 'private, max-age=300');
  if (disposition) reply.header('content-disposition', disposition);
  if (config.storageAccelRedirect) {
    // nginx replaces this empty answer with the file from its internal location (sendfile, Range,
    // its own Accept-Ranges), keeping the headers set above.
    const path = key.split('/').map(encodeURIComponent).join('/');
    return reply.header('x-accel-redirect', `${config.storageAccelRedirect}${path}`).send();
  }
  reply.header('accept-ranges', 'bytes');
  const range = parseRange(request.headers.range, size);
  if (range === 'invalid') {
    return reply.status(416).header('content-range', `bytes */${size}`).send();
  }
  if (range) {
    reply
      .status(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
      .header('content-length', range.end - range.start + 1);
    return reply.send(await storage.get(key, range));
  }
  reply.header('content-length', size);
  return reply.send(await storage.get(key));
}

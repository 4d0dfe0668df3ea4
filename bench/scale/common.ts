// What the scale benchmarks (run.ts, tus.ts) share: the database they use, sign-in, a large MP4 on disk,
// the one-request multipart upload streamed from disk, and the server's resident memory.
import { createReadStream, createWriteStream, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { FILES } from '../../apps/server/test/reportes-helpers.ts';
import { tempDir } from '../../apps/server/test/cluster/harness.ts';

export const MB = 1024 * 1024;
export const PG = process.env.CI_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const log = (s: string) => console.log(s);

/** The resident memory of a process, in kB. */
export const rssKb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]);

/** Signs in with the demo password; returns the session's Cookie header value. */
export async function login(base: string, email: string): Promise<string> {
  const res = await fetch(`${base}/api/v1/usuario/logear`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Agro#Demo2026' }),
  });
  if (res.status !== 200) throw new Error(`login ${email}: ${res.status}`);
  return res.headers.getSetCookie()[0]!.split(';')[0]!;
}

/** A file of `bytes` that the server's content sniffing takes for an MP4 video. */
export async function mp4File(bytes: number): Promise<string> {
  const file = path.join(tempDir('bench-file'), `video-${bytes}.mp4`);
  const head = FILES.mp4();
  await pipeline(
    (async function* () {
      yield head;
      const chunk = Buffer.alloc(MB, 0x42);
      for (let left = bytes - head.length; left > 0; left -= chunk.length)
        yield chunk.subarray(0, Math.min(left, MB));
    })(),
    createWriteStream(file),
  );
  return file;
}

/** POSTs one file as multipart field `campo`, streamed from disk; resolves with the status. */
export function uploadFile(base: string, urlPath: string, cookie: string, file: string, campo: string) {
  const boundary = 'agrobenchboundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${campo}"; filename="video.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const u = new URL(base);
  return new Promise<number>((resolve, reject) => {
    const req = http.request({
      host: u.hostname,
      port: u.port,
      method: 'POST',
      path: urlPath,
      headers: {
        cookie,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': head.length + statSync(file).size + tail.length,
      },
    });
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode!));
    });
    req.on('error', reject);
    req.write(head);
    const s = createReadStream(file);
    s.pipe(req, { end: false });
    s.on('end', () => req.end(tail));
  });
}

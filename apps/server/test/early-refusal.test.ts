import net, { type AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers.ts';
import { foliarDelCp, FILES, periodosLibres } from './reportes-helpers.ts';

/**
 * A refusal sent before the request's body was read (issue 24, finding 8): the server must read
 * the rest or close (RFC 9112 §9.3); it closes. Over a raw socket with keep-alive, as a browser's
 * connection pool would reuse it.
 */
const t = await buildTestApp();
const { app } = t;
const { admin, cliente, cp1, foliar } = await foliarDelCp(t);
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as AddressInfo;

interface Answer {
  status: number;
  headers: Record<string, string>;
}

/**
 * Opens a keep-alive connection, sends `head` then `body` (ignoring a write cut by the server),
 * and resolves with the first answer's status and headers and whether the server closed the
 * connection within `closeMs` (else it sends `next` on it and reports whether that was answered).
 */
function overSocket(head: string, body: Buffer, next?: string, closeMs = 3000) {
  return new Promise<{ first: Answer; closed: boolean; nextStatus?: number }>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let data = '';
    let first: Answer | undefined;
    let closed = false;
    let timer: NodeJS.Timeout | undefined;
    const finish = (nextStatus?: number) => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ first: first!, closed, nextStatus });
    };
    socket.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code !== 'EPIPE' && err.code !== 'ECONNRESET') reject(err);
    });
    socket.on('close', () => {
      closed = true;
      if (!first) reject(new Error(`closed with no answer: ${data.slice(0, 300)}`));
      else finish();
    });
    socket.on('data', (chunk: Buffer) => {
      data += chunk.toString('latin1');
      const answers = [...data.matchAll(/HTTP\/1\.1 (\d{3})[^\r]*\r\n([\s\S]*?)\r\n\r\n/g)];
      if (!first && answers[0]) {
        const headers = Object.fromEntries(
          answers[0][2]!.split('\r\n').map((l) => {
            const i = l.indexOf(':');
            return [l.slice(0, i).toLowerCase(), l.slice(i + 1).trim()];
          }),
        );
        first = { status: Number(answers[0][1]), headers };
        timer = setTimeout(() => {
          if (!next) return finish();
          socket.write(next);
          timer = setTimeout(() => finish(), closeMs);
        }, closeMs);
      }
      if (first && next && answers[1]) finish(Number(answers[1][1]));
    });
    socket.write(head);
    socket.write(body);
  });
}

const GET_CONFIG = 'GET /api/v1/config/contacto HTTP/1.1\r\nHost: x\r\n\r\n';

describe('a refusal before the body is read closes the connection', { timeout: 60_000 }, () => {
  it('401 for an 11 MB receipt without a session: Connection: close, and the socket closes', async () => {
    const head =
      `POST /api/v1/envio/cp/${cp1} HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\n` +
      `Content-Type: multipart/form-data; boundary=b\r\nContent-Length: ${11 * 1024 * 1024}\r\n\r\n`;
    const { first, closed } = await overSocket(head, Buffer.alloc(64 * 1024, 'x'));
    expect(first.status).toBe(401);
    expect(first.headers.connection).toBe('close');
    expect(closed).toBe(true);
  });

  it('413 for a 26 MB image part-way through the body: Connection: close, and the socket closes', async () => {
    const r = periodosLibres(t).semana(40);
    const size = 26 * 1024 * 1024;
    const partHead = Buffer.from(
      '--b\r\nContent-Disposition: form-data; name="image0"; filename="grande.png"\r\nContent-Type: image/png\r\n\r\n',
    );
    const png = FILES.png();
    const total = partHead.length + size + '\r\n--b--\r\n'.length;
    const head =
      `POST /api/v1/servicio/subir/edeb/${foliar.servicioId}/${r.inicio}/${r.termino} HTTP/1.1\r\n` +
      `Host: x\r\nCookie: ${admin}\r\nConnection: keep-alive\r\n` +
      `Content-Type: multipart/form-data; boundary=b\r\nContent-Length: ${total}\r\n\r\n`;
    // Sent whole, as a browser does; the server stops reading at the image limit (25 MB).
    const body = Buffer.concat([
      partHead,
      png,
      Buffer.alloc(size - png.length, 7),
      Buffer.from('\r\n--b--\r\n'),
    ]);
    const { first, closed } = await overSocket(head, body);
    expect(first.status).toBe(413);
    expect(first.headers.connection).toBe('close');
    expect(closed).toBe(true);
  });

  it('413 for an 11 MB receipt part-way through the body: Connection: close, and the socket closes', async () => {
    const size = 11 * 1024 * 1024;
    const partHead = Buffer.from(
      '--b\r\nContent-Disposition: form-data; name="comprobante"; filename="pago.pdf"\r\nContent-Type: application/pdf\r\n\r\n',
    );
    const pdf = FILES.pdf();
    const tail = Buffer.from('\r\n--b--\r\n');
    const head =
      `POST /api/v1/envio/cp/${cp1} HTTP/1.1\r\nHost: x\r\nCookie: ${cliente}\r\nConnection: keep-alive\r\n` +
      `Content-Type: multipart/form-data; boundary=b\r\nContent-Length: ${partHead.length + size + tail.length}\r\n\r\n`;
    const body = Buffer.concat([partHead, pdf, Buffer.alloc(size - pdf.length, 0x20), tail]);
    const { first, closed } = await overSocket(head, body);
    expect(first.status).toBe(413);
    expect(first.headers.connection).toBe('close');
    expect(closed).toBe(true);
  });

  it('a small refused body is read and dropped: the connection stays and the next request is answered', async () => {
    const json = '{"x":1}';
    const head =
      `POST /api/v1/envio/cp/${cp1} HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${json.length}\r\n\r\n`;
    const { first, closed, nextStatus } = await overSocket(head, Buffer.from(json), GET_CONFIG, 300);
    expect(first.status).toBe(401);
    expect(first.headers.connection).not.toBe('close');
    expect(closed).toBe(false);
    expect(nextStatus).toBe(200);
  });
});

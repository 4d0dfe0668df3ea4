import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { MSG } from '@agro/domain/messages';

/** Serves the built web app, and its index.html for every other GET that is not a file (client routing). */
export async function registerWebApp(app: FastifyInstance) {
  const root = app.ctx.webRoot;
  const hasBuild = existsSync(path.join(root, 'index.html'));
  if (hasBuild) {
    const assetsDir = path.join(root, 'assets') + path.sep;
    // wildcard: files are looked up per request, so a rebuild needs no restart; misses fall through to the handler below.
    await app.register(fastifyStatic, {
      root,
      wildcard: true,
      index: ['index.html'],
      // The build writes .br and .gz beside each file; the best one the browser accepts is sent (with Vary).
      preCompressed: true,
      // Nothing the browser needs starts with a dot; .vite/ holds the build manifest.
      dotfiles: 'ignore',
      // Unhashed files (images under /public) may change with a deploy: an hour.
      maxAge: '1h',
      setHeaders: (reply: { header(k: string, v: string): unknown }, filePath: string) => {
        // Vite names every file under assets/ by its content hash: a new build means new names.
        if (filePath.startsWith(assetsDir))
          reply.header('cache-control', 'public, max-age=31536000, immutable');
        // index.html must be revalidated so a new build's asset names reach browsers.
        else if (/\.html(\.br|\.gz)?$/.test(filePath)) reply.header('cache-control', 'no-cache');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0]!;
    if (url.startsWith('/api/') || url === '/api' || url.startsWith('/static/')) {
      return reply.status(404).send({ status: 'error', mensaje: MSG.rutaNoExiste });
    }
    const isFile = path.extname(url) !== '';
    if ((request.method === 'GET' || request.method === 'HEAD') && !isFile && hasBuild) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html', root);
    }
    return reply.status(404).type('text/plain; charset=utf-8').send('No encontrado');
  });
}

// A bare Fastify server that streams one file the way DiskStorage.get + sendStored do, with a given
// read size, to measure that choice alone: node disk-read-server.mjs FILE PORT HIGH_WATER_MARK
import { createReadStream, statSync } from 'node:fs';
import Fastify from 'fastify';

const [file, port, hwm] = process.argv.slice(2);
const size = statSync(file).size;
const app = Fastify();
app.get('/f', (_req, reply) => {
  reply.header('content-type', 'video/mp4').header('content-length', size);
  return reply.send(createReadStream(file, { highWaterMark: Number(hwm) }));
});
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));

// The ceiling of the framework: a bare Fastify route answering a fixed JSON body (no database, no auth).
// BODY_FILE holds the body the product answered, so both send the same bytes.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const body = process.env.BODY_FILE ? readFileSync(process.env.BODY_FILE, 'utf8') : '{"status":"success"}';
const app = Fastify({ logger: false });
app.get('/health', async () => ({ status: 'success' }));
app.get('/*', async (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });

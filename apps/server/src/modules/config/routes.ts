import type { FastifyInstance } from 'fastify';
import * as api from '@agro/domain/contracts/config';
import { route } from '../../lib/route.ts';
import { contacto } from './service.ts';

/** GET config/contacto: the site contact configuration, public. */
export async function configRoutes(app: FastifyInstance) {
  route(app, api.obtenerContacto, async () => ({ status: 'success', contacto: await contacto(app.ctx) }));
}

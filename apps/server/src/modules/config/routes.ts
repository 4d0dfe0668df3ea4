import type { FastifyInstance } from 'fastify';
import * as api from '@agro/domain/contracts/config';
import * as cuentaApi from '@agro/domain/contracts/envio';
import { MSG } from '@agro/domain/messages';
import { route } from '../../lib/route.ts';
import { cuentaDelProveedor, guardarCuenta } from './cuenta-service.ts';
import { contacto } from './service.ts';

/** GET config/contacto: the site contact configuration, public; the provider's bank account. */
export async function configRoutes(app: FastifyInstance) {
  route(app, api.obtenerContacto, async () => ({ status: 'success', contacto: await contacto(app.ctx) }));

  route(app, cuentaApi.obtenerCuentaProveedor, async () => ({
    status: 'success',
    cuenta: await cuentaDelProveedor(app.ctx.database.db),
  }));

  route(app, cuentaApi.guardarCuentaProveedor, async (request) => ({
    status: 'success',
    mensaje: MSG.cuentaProveedorGuardada,
    cuenta: await guardarCuenta(app.ctx, request.body),
  }));
}

import { describe, expect, it } from 'vitest';
import { ACCESS_ROLES, type Access } from '@agro/domain/contracts/endpoint';
import type { Role } from '@agro/domain/constants';
import { buildTestApp } from './helpers.ts';

/**
 * Who may call each route, written down once. A route added without an entry here, or whose
 * declared access differs from its entry, fails this file; every entry is then exercised:
 * 401 without a session and 403 for every role it does not admit, before any input is read.
 */
const MATRIX: Record<string, Access> = {
  'GET /static/avatars/:file': 'session',
  'GET /static/parcelas/:file': 'session',
  'GET /static/videos/:manual/:file': 'session',
  'GET /api/v1/config/contacto': 'public',
  'POST /api/v1/usuario/logear': 'public',
  'POST /api/v1/usuario/deslogear': 'session',
  'GET /api/v1/usuario/sesion': 'session',
  'GET /api/v1/usuario/recuperar/:email': 'public',
  'GET /api/v1/usuario/validar/:token': 'public',
  'POST /api/v1/usuario/cambiar/:token': 'public',
  'GET /api/v1/usuario/avatar/:usuario_id': 'session',
  'POST /api/v1/usuario/subir/:usuario_id': 'session',
  'GET /api/v1/empleado/self': 'empleado',
  'PUT /api/v1/empleado/:empleado_id': 'session',
  'GET /api/v1/empleado/parcela/listar': 'empleado',
  'GET /api/v1/cp/self': 'cliente',
  'GET /api/v1/cp/listar/:cp_id': 'empresa',
  'PUT /api/v1/cp/datos/:cp_id': 'empresa',
  'GET /api/v1/parcela/cp/:cp_id': 'empresa',
  'GET /api/v1/parcela/id/:parcelarel_id/:cp_id': 'empresa',
  'PUT /api/v1/parcela/id/:parcelarel_id': 'empresa',
  'PUT /api/v1/parcela/tags/:parcelarel_id': 'empresa',
  'POST /api/v1/parcela/subir/:parcelarel_id/:cp_id': 'empresa',
  'GET /api/v1/parcela/avatar/:parcelarel_id/:cp_id': 'empresa',
  'GET /api/v1/parcela/empleado/:parcelarel_id/:cp_id': 'empresa',
  'GET /api/v1/parcela/all/listar': 'staff',
  'POST /api/v1/parcela/registrar': 'staff',
  'DELETE /api/v1/parcela/:cp_id/:parcelarel_id': 'staff',
  'GET /api/v1/empleado/cp/:cp_id': 'empresa',
  'POST /api/v1/empleado/registrar': 'empresa',
  'POST /api/v1/empleado/parcela': 'empresa',
  'GET /api/v1/empleado/:empleado_id': 'empresa',
  'GET /api/v1/empleado/parcela/ligadas/:cp_id/:empleadorel_id': 'empresa',
  'GET /api/v1/servicio/cp/:cp_id': 'empresa',
  'GET /api/v1/factura/cp/:cp_id': 'empresa',
  'GET /api/v1/factura/pagos/cp/:cp_id': 'empresa',
  'GET /api/v1/descargar/pagos/:file': 'empresa',
  'GET /api/v1/admin/self': 'staff',
  'PUT /api/v1/admin/:admin_id': 'staff',
  'GET /api/v1/cp/all/listar': 'staff',
  'GET /api/v1/cp/contacto/:cp_id': 'staff',
  'PUT /api/v1/cp/contacto/:cp_id': 'staff',
  'POST /api/v1/cp/registrar': 'staff',
  'DELETE /api/v1/cp/desactivar/:cp_id': 'staff',
  'POST /api/v1/cp/activar/:cp_id': 'staff',
  'DELETE /api/v1/cp/:cp_id': 'staff',
  'GET /api/v1/servicio/all/listar': 'staff',
  'POST /api/v1/servicio/registrar': 'staff',
  'PUT /api/v1/servicio/:servicio_id': 'staff',
  'GET /api/v1/usuario/listar': 'staff',
  'PUT /api/v1/usuario/email/admin/:email': 'staff',
  'PUT /api/v1/usuario/password/admin/:email': 'staff',
  'PUT /api/v1/usuario/password/:email': 'session',
  'GET /api/v1/servicio/:parcela_id': 'session',
  'GET /api/v1/servicio/archivos/:servicio_id/:periodo': 'session',
  'GET /api/v1/descargar/servicios/:file': 'session',
  'GET /api/v1/descargar/servicios/zip/:servicio_id/:inicio/:termino': 'session',
  'GET /api/v1/video/:id': 'session',
  'GET /api/v1/video/manual/:manual': 'session',
  'GET /api/v1/video/:id/subtitulos': 'session',
  'GET /api/v1/status': 'staff',
  'GET /api/v1/cron/listar': 'staff',
  'POST /api/v1/cron/activar': 'staff',
  'POST /api/v1/cron/desactivar': 'staff',
  'POST /api/v1/cron/ejecutar': 'staff',
  'GET /api/v1/logs/listar': 'staff',
  'GET /api/v1/descargar/logs/:archivo': 'staff',
  'GET /api/v1/servicio/validar/:servicio_id/:grupo/:start/:end': 'staff',
  'GET /api/v1/servicio/periodos/:servicio_id': 'staff',
  'POST /api/v1/servicio/subir/:grupo/:servicio_id/:start/:end': 'staff',
  'DELETE /api/v1/servicio/periodo/:servicio_id/:grupo/:start/:end': 'staff',
  // Territory map and boundaries (issue 16 §1)
  'GET /api/v1/config/mapa': 'session',
  'GET /api/v1/mapa/territorios': 'session',
  'GET /api/v1/mapa/territorio/:parcela_id': 'session',
  'PUT /api/v1/mapa/limite/:parcela_id': 'empresa',
  'POST /api/v1/mapa/limite/:parcela_id/archivo': 'empresa',
  'DELETE /api/v1/mapa/limite/:parcela_id': 'empresa',
  'POST /api/v1/mapa/limite/:parcela_id/previa': 'empresa',
  'POST /api/v1/mapa/limite/:parcela_id/anterior': 'empresa',
  'GET /api/v1/raster/servicio/:servicio_id/estado': 'staff',
  'POST /api/v1/raster/:raster_id/reintentar': 'staff',
  'POST /api/v1/factura/crear': 'staff',
  'GET /api/v1/factura/recurrente/:parcelaSeq/:cp': 'staff',
  'GET /api/v1/factura/unico/:id': 'staff',
  'GET /api/v1/factura/export.csv': 'staff',
  'POST /api/v1/pago/pagar': 'staff',
  'POST /api/v1/pago/comprobante': 'staff',
  // People and accounts (issue 12)
  'POST /api/v1/empleado/invitacion/:empleado_id': 'empresa',
  'DELETE /api/v1/empleado/desactivar/:empleado_id': 'empresa',
  'POST /api/v1/empleado/activar/:empleado_id': 'empresa',
  'DELETE /api/v1/empleado/parcela/:empleado_id/:parcela_id': 'empresa',
  'POST /api/v1/cp/invitacion/:cp_id': 'staff',
  'PUT /api/v1/cp/banco/:cp_id': 'staff',
  'POST /api/v1/usuario/enlace/admin/:email': 'staff',
  // In-app notifications (issue 16 §3): each user its own
  'GET /api/v1/notificacion/listar': 'session',
  'GET /api/v1/notificacion/no-leidas': 'session',
  'POST /api/v1/notificacion/leer/:notificacion_id': 'session',
  'POST /api/v1/notificacion/leer-todas': 'session',
  'GET /api/v1/notificacion/preferencias': 'session',
  'PUT /api/v1/notificacion/preferencias': 'session',
  // Exports (XLSX/CSV) of the lists, with the access of the list each exports.
  'GET /api/v1/factura/exportar': 'staff',
  'GET /api/v1/factura/cp/:cp_id/exportar': 'empresa',
  'GET /api/v1/factura/pagos/cp/:cp_id/exportar': 'empresa',
  'GET /api/v1/cp/all/exportar': 'staff',
  'GET /api/v1/parcela/all/exportar': 'staff',
  'GET /api/v1/servicio/all/exportar': 'staff',
  'GET /api/v1/logs/exportar': 'staff',
  // Resumable uploads (issue 18): tus routes (contracts since issue 24, HEAD included) and the commit
  'POST /api/v1/servicio/confirmar/:servicio_id/:start/:end': 'staff',
  'POST /api/v1/subidas': 'staff',
  'HEAD /api/v1/subidas/:id': 'staff',
  'PATCH /api/v1/subidas/:id': 'staff',
  'DELETE /api/v1/subidas/:id': 'staff',
  // Pagos en el portal (issue 17)
  'GET /api/v1/config/cuenta-bancaria': 'empresa',
  'PUT /api/v1/config/cuenta-bancaria': 'staff',
  'POST /api/v1/envio/cp/:cp_id': 'cliente',
  'GET /api/v1/envio/cp/:cp_id': 'empresa',
  'POST /api/v1/envio/retirar/:envio_id': 'cliente',
  'GET /api/v1/envio/revision': 'staff',
  'POST /api/v1/envio/aprobar/:envio_id': 'staff',
  'POST /api/v1/envio/rechazar/:envio_id': 'staff',
  'GET /api/v1/factura/pdf/:factura_id': 'empresa',
  'GET /api/v1/factura/estado-cuenta/:cp_id': 'empresa',
};

const t = await buildTestApp();
await t.app.ready();

const COOKIES: Record<Role, string> = {
  Admin: await t.login('admin@agrodemo.cl'),
  Dev: await t.login('dev@agrodemo.cl'),
  'Cliente Principal': await t.login('cliente@agrodemo.cl'),
  Empleado: await t.login('empleado@agrodemo.cl'),
};

const routes = t.app.routeTable.filter((r) => r.url.startsWith('/api/v1/') || r.url.startsWith('/static/'));
const keyOf = (r: { method: string; url: string }) => `${r.method} ${r.url}`;
// Placeholder values: the guard answers before any of them is looked at.
const urlOf = (url: string) => url.replace(/:[A-Za-z_]+/g, '1');

describe('access matrix', () => {
  it('lists every guarded route, each with the access it declares', () => {
    expect(Object.fromEntries(routes.map((r) => [keyOf(r), r.access]))).toEqual(MATRIX);
  });

  it('answers 401 "Token inválido" without a session on every non-public route', async () => {
    for (const r of routes.filter((x) => x.access !== 'public')) {
      const res = await t.app.inject({ method: r.method as 'GET', url: urlOf(r.url), payload: {} });
      // A HEAD answer has no body: its status is the whole answer.
      const body = r.method === 'HEAD' ? undefined : res.json();
      expect({ route: keyOf(r), status: res.statusCode, body }).toEqual({
        route: keyOf(r),
        status: 401,
        body: r.method === 'HEAD' ? undefined : { status: 'error', mensaje: 'Token inválido' },
      });
    }
  });

  it('answers 403 to every signed-in role a route does not admit, before validating its input', async () => {
    for (const r of routes) {
      const admitted = ACCESS_ROLES[r.access!];
      if (admitted === null) continue;
      for (const role of Object.keys(COOKIES) as Role[]) {
        if (admitted.includes(role)) continue;
        const res = await t.app.inject({
          method: r.method as 'GET',
          url: urlOf(r.url),
          headers: { cookie: COOKIES[role] },
          payload: {},
        });
        expect({ route: keyOf(r), role, status: res.statusCode }).toEqual({
          route: keyOf(r),
          role,
          status: 403,
        });
      }
    }
  });
});

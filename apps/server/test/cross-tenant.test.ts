import { and, eq, isNotNull } from 'drizzle-orm';
import proj4 from 'proj4';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ACCESS_ROLES, type Resource } from '@agro/domain/contracts/endpoint';
import type { Role } from '@agro/domain/constants';
import { addDays } from '@agro/domain/periods';
import {
  archivoServicio,
  clientePrincipal,
  comprobante,
  comprobanteEnvio,
  empleado,
  factura,
  notificacion,
  pago,
  parcela,
  rasterCapa,
  rasterComparacion,
  servicio,
  usuario,
} from '../src/db/schema/index.ts';
import { avatarKey } from '../src/modules/usuario/avatar-service.ts';
import type { RouteEntry } from '../src/plugins/access.ts';
import { buildTestApp, demoCps } from './helpers.ts';
import { publicarRaster } from './raster-api-fixtures.ts';
import { campo, grilla, teselaDe } from './raster-fixtures.ts';

/**
 * Tenancy from the route table (docs/decisions/022): signed in as the OTHER company's principal
 * client and as its employee, every route that names company 1 answers 403 and every route that
 * addresses a record of company 1 answers 404, like a record that does not exist. A route that is
 * neither must be listed below as global, with the reason, so a new route cannot slip by.
 */
const GLOBAL: Record<string, string> = {
  'GET /api/v1/config/contacto': 'public contact data of the provider',
  'POST /api/v1/usuario/logear': 'signs in: no record yet',
  'POST /api/v1/usuario/deslogear': "ends the caller's own session",
  'GET /api/v1/usuario/sesion': "the caller's own session",
  'GET /api/v1/usuario/recuperar/:email': 'public; answers the same whatever the e-mail',
  'GET /api/v1/usuario/validar/:token': 'public; the token is the credential',
  'POST /api/v1/usuario/cambiar/:token': 'public; the token is the credential',
  'GET /api/v1/empleado/self': "the caller's own record",
  'GET /api/v1/empleado/parcela/listar': "the caller's own linked territories",
  'GET /api/v1/cp/self': "the caller's own company",
  'POST /api/v1/usuario/perfil': "the caller's own profile and avatar",
  'GET /api/v1/config/mapa': 'map tiles configuration, the same for everyone',
  'GET /api/v1/config/cuenta-bancaria': "the provider's bank account, the same for every company",
  'GET /api/v1/video/:id': 'tutorials belong to no company (video policy: by manual)',
  'GET /api/v1/video/:id/subtitulos': 'tutorials belong to no company (video policy: by manual)',
  'GET /api/v1/video/manual/:manual': 'tutorials belong to no company (by manual)',
  'GET /static/videos/:manual/:file': 'tutorials belong to no company (by manual)',
  'GET /api/v1/notificacion/listar': "each user's own notices (policies/notificacion.ts)",
  'GET /api/v1/notificacion/no-leidas': "each user's own notices",
  'POST /api/v1/notificacion/leer-todas': "each user's own notices",
  'GET /api/v1/notificacion/preferencias': "each user's own preferences",
  'PUT /api/v1/notificacion/preferencias': "each user's own preferences",
};

/**
 * Refusals decided from the caller alone, before any lookup (docs/decisions/007): they reveal
 * nothing about the record, so they stay 403.
 */
const REFUSED_BEFORE_LOOKUP: Record<string, Role[]> = {
  'PUT /api/v1/empleado/:empleado_id': ['Empleado'],
  'POST /api/v1/usuario/subir/:usuario_id': ['Cliente Principal', 'Empleado'],
  'PUT /api/v1/usuario/password/:email': ['Cliente Principal', 'Empleado'],
};

/** Valid bodies for record-scoped routes that validate a JSON body before the record is loaded. */
const BODIES: Record<string, unknown> = {
  'PUT /api/v1/usuario/password/:email': {
    password_old: 'cualquiera',
    password_new: 'Intrusa.2026!',
    password_new2: 'Intrusa.2026!',
  },
  'PUT /api/v1/empleado/:empleado_id': {
    nombre: 'Intruso',
    apellido: 'Intruso',
    rut: '11.111.111-1',
    telefono: '+56912345678',
  },
  'PUT /api/v1/raster/parcela/:parcela_id/umbrales': {
    indice: 'NDVI',
    caida_media: 0.05,
    aumento_critica: 10,
  },
  'PUT /api/v1/mapa/limite/:parcela_id': {
    geometria: {
      type: 'Polygon',
      coordinates: [
        [
          [-70.6, -33.4],
          [-70.59, -33.4],
          [-70.59, -33.39],
          [-70.6, -33.4],
        ],
      ],
    },
  },
};

/** Valid query strings for record-scoped routes that validate their query before the record is loaded. */

const t = await buildTestApp();
await t.app.ready();
const s = await demoCps(t);
const { db } = t.ctx.database;
const { cp1 } = s;

// Company 1's records, one of each resource a contract can address.
const [p1] = await db.select().from(parcela).where(eq(parcela.cpId, cp1)).limit(1);
const [serv1] = await db
  .select({ id: servicio.servicioId })
  .from(servicio)
  .where(eq(servicio.parcelaId, p1!.parcelaId))
  .limit(1);
const [archivo1] = await db
  .select({ nombre: archivoServicio.nombre, ext: archivoServicio.extension })
  .from(archivoServicio)
  .innerJoin(servicio, eq(servicio.servicioId, archivoServicio.servicioId))
  .innerJoin(parcela, eq(parcela.parcelaId, servicio.parcelaId))
  .where(eq(parcela.cpId, cp1))
  .limit(1);
const [emp1] = await db.select().from(empleado).where(eq(empleado.cpId, cp1)).limit(1);
const [fact1] = await db.select().from(factura).where(eq(factura.cpId, cp1)).limit(1);
const [envio1] = await db.select().from(comprobanteEnvio).where(eq(comprobanteEnvio.cpId, cp1)).limit(1);
const [comp1] = await db
  .select({ nombre: comprobante.nombre, ext: comprobante.extension })
  .from(comprobante)
  .innerJoin(pago, eq(pago.comprobanteId, comprobante.comprobanteId))
  .where(and(eq(pago.cpId, cp1), isNotNull(pago.comprobanteId)))
  .limit(1);
const [cpRow] = await db.select().from(clientePrincipal).where(eq(clientePrincipal.cpId, cp1));
// The demo has no pictures: company 1's account and territory get one, stored, so that the owner
// is served what the other company is refused.
const imagen = 'a'.repeat(32);
const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#3a7' } })
  .png()
  .toBuffer();
await t.ctx.storage.put(avatarKey(imagen, 'png'), png);
await t.ctx.storage.put(`parcelas/${imagen}.png`, png);
await db
  .update(usuario)
  .set({ avatarNom: imagen, avatarExt: 'png' })
  .where(eq(usuario.usuarioId, cpRow!.usuarioId));
await db
  .update(parcela)
  .set({ avatarNom: imagen, avatarExt: 'png' })
  .where(eq(parcela.parcelaId, p1!.parcelaId));

// A notice of company 1's principal client, and two processed NDVI periods of its territory with
// their comparison: the raster routes are walked on real layers, not on made-up ids.
const [aviso1] = await db
  .insert(notificacion)
  .values({ usuarioId: cpRow!.usuarioId, tipo: 'facturas', titulo: 'Aviso de la empresa 1' })
  .returning();
const [cuenta1] = await db.select().from(usuario).where(eq(usuario.usuarioId, cpRow!.usuarioId));
const [ANCHO, ALTO] = [24, 20];
const T = grilla(32719, ANCHO, ALTO, 10);
for (const [i, inicio] of ['2030-10-07', '2030-10-14'].entries())
  await publicarRaster(
    t,
    { servicioId: serv1!.id, parcelaId: p1!.parcelaId },
    { inicio, termino: addDays(inicio, 6) },
    {
      ancho: ANCHO,
      alto: ALTO,
      tipo: 'float32',
      bandas: [campo(ANCHO, ALTO, 3 + i)],
      epsg: 32719,
      transform: T,
    },
    null,
  );
const comparar = await t.app.inject({
  url: `/api/v1/raster/parcela/${p1!.parcelaId}/comparar`,
  headers: { cookie: s.cliente },
});
expect(comparar.statusCode).toBe(200);
const [capa1] = await db
  .select({ id: rasterCapa.capaId, teselas: rasterCapa.teselas })
  .from(rasterCapa)
  .where(eq(rasterCapa.parcelaId, p1!.parcelaId))
  .limit(1);
const [comparacion1] = await db
  .select({ id: rasterComparacion.comparacionId })
  .from(rasterComparacion)
  .where(eq(rasterComparacion.parcelaId, p1!.parcelaId));
// A tile with data: the centre of the raster at the layer's finest zoom.
const centro = proj4('EPSG:32719', 'EPSG:4326').forward([
  T.x0 + (ANCHO / 2) * T.dx,
  T.y0 + (ALTO / 2) * T.dy,
]) as [number, number];
const tesela = teselaDe(...centro, capa1!.teselas.zmax);

/** Valid query strings for routes that validate their query before the record is loaded. */
const QUERIES: Record<string, string> = {
  'GET /api/v1/raster/capas/:capa_id/valor': `lat=${centro[1]}&lng=${centro[0]}`,
};

const FILES: Partial<Record<Resource, string>> = {
  archivoServicio: `${archivo1!.nombre}.${archivo1!.ext}`,
  comprobante: `${comp1!.nombre}.${comp1!.ext}`,
  avatar: `${imagen}.png`,
  imagenParcela: `${imagen}.png`,
};

// Path values naming company 1's records; the others valid placeholders.
const VALUES: Record<string, string | number> = {
  cp_id: cp1,
  parcela_id: p1!.parcelaId,
  parcelarel_id: p1!.parcelarelId,
  servicio_id: serv1!.id,
  empleado_id: emp1!.empleadoId,
  empleadorel_id: emp1!.empleadorelId,
  factura_id: fact1!.facturaId,
  envio_id: envio1!.envioId,
  usuario_id: cpRow!.usuarioId,
  periodo: 'semanal',
  // The first raster period: its files are what the period's ZIP holds.
  inicio: '2030-10-07',
  termino: '2030-10-13',
  start: '2026-01-05',
  end: '2026-01-11',
  grupo: 'edeb',
  manual: 'cliente',
  notificacion_id: aviso1!.notificacionId,
  email: cuenta1!.email.toLowerCase(),
  capa_id: capa1!.id,
  comparacion_id: comparacion1!.id,
  z: capa1!.teselas.zmax,
  x: tesela.x,
  y: tesela.y,
};

function urlOf(r: RouteEntry) {
  const path = r.url.replace(/:([A-Za-z_]+)/g, (_, name: string) =>
    String(name === 'file' && r.record ? FILES[r.record.resource] : (VALUES[name] ?? 1)),
  );
  const query = [r.company, r.record]
    .flatMap((ref) => (ref?.in === 'querystring' ? [ref] : []))
    .map((ref) => `${'key' in ref ? ref.key : ref.param}=${'key' in ref ? cp1 : VALUES[ref.param]}`)
    .concat(QUERIES[keyOf({ ...r, method: r.method === 'HEAD' ? 'GET' : r.method })] ?? []);
  return query.length > 0 ? `${path}?${query.join('&')}` : path;
}

/** A body naming company 1 where the route reads its company or its record from the body. */
function bodyOf(r: RouteEntry, key: string) {
  const body: Record<string, unknown> = { ...(BODIES[key] as object | undefined) };
  if (r.company?.in === 'body') body[r.company.key] = cp1;
  if (r.record?.in === 'body') body[r.record.param] = VALUES[r.record.param];
  return body;
}

type Expected = 403 | 404 | 'global';
/** What a caller of the other company must get from a route, and why. */
function expected(r: RouteEntry, key: string, role: Role): { status: Expected; why: string } {
  const admitted = ACCESS_ROLES[r.access!];
  if (admitted !== null && !admitted.includes(role)) return { status: 403, why: 'role not admitted' };
  if (GLOBAL[key]) return { status: 'global', why: GLOBAL[key] };
  const principalOnly = r.company?.principalOnly && role !== 'Cliente Principal';
  if (r.company && !principalOnly) return { status: 403, why: 'names company 1' };
  if (r.record) {
    if (REFUSED_BEFORE_LOOKUP[key]?.includes(role)) return { status: 403, why: 'refused before lookup' };
    return { status: 404, why: `a ${r.record.resource} of company 1` };
  }
  // Named company, checked for employees by the service (a company's own employees may read it).
  if (principalOnly) return { status: 403, why: "names company 1: the service refuses another's employee" };
  throw new Error(
    `${key} is neither company- nor record-scoped: declare it, or list it in GLOBAL with a reason`,
  );
}

const keyOf = (r: { method: string; url: string }) => `${r.method} ${r.url}`;
const routes = t.app.routeTable.filter((r) => r.url.startsWith('/api/v1/') || r.url.startsWith('/static/'));
// Fastify's HEAD twin of each GET runs the same hooks: walked too, expecting the GET's status.
const walked = routes.flatMap((r) => (r.method === 'GET' ? [r, { ...r, method: 'HEAD' }] : [r]));

describe('cross-tenant access, from the route table', () => {
  it('lists as global only routes that exist and are neither company- nor record-scoped', () => {
    const keys = new Set(routes.map(keyOf));
    for (const key of Object.keys(GLOBAL)) expect(keys, key).toContain(key);
    for (const r of routes.filter((x) => GLOBAL[keyOf(x)] && x.company))
      expect.fail(`${keyOf(r)} names a company: it is not global`);
  });

  it('walks the declared HEAD routes (tus) as well as the HEAD twin of every GET', () => {
    expect(walked.map(keyOf)).toContain('HEAD /api/v1/subidas/:id');
    expect(walked.map(keyOf)).toContain('HEAD /api/v1/servicio/:parcela_id');
  });

  it.each([
    ['Cliente Principal', s.cliente2],
    ['Empleado', s.empleado2],
  ] as const)('as the other company’s %s: 403 for company 1, 404 for its records', async (role, cookie) => {
    const failures: string[] = [];
    for (const r of walked) {
      const key = keyOf(r.method === 'HEAD' && r.url !== '/api/v1/subidas/:id' ? { ...r, method: 'GET' } : r);
      const want = expected(r, key, role);
      if (want.status === 'global') continue;
      const res = await t.app.inject({
        method: r.method as 'GET',
        url: urlOf(r),
        headers: { cookie },
        ...(r.method === 'GET' || r.method === 'HEAD' ? {} : { payload: bodyOf(r, key) }),
      });
      if (res.statusCode !== want.status)
        failures.push(`${keyOf(r)}: ${res.statusCode} (expected ${want.status}: ${want.why}) ${res.body}`);
    }
    expect(failures).toEqual([]);
  });

  it('answers company 1’s principal client on the same records: the 404s above are tenancy, not absence', async () => {
    const failures: string[] = [];
    const propias = walked.filter(
      (r) =>
        r.method === 'GET' &&
        r.record &&
        !GLOBAL[keyOf(r)] &&
        ACCESS_ROLES[r.access!]?.includes('Cliente Principal'),
    );
    expect(propias.map(keyOf)).toEqual(
      expect.arrayContaining([
        'GET /api/v1/raster/capas/:capa_id/teselas/:z/:x/:y',
        'GET /api/v1/raster/capas/:capa_id/imagen',
        'GET /api/v1/raster/capas/:capa_id/valor',
        'GET /api/v1/raster/comparaciones/:comparacion_id/teselas/:z/:x/:y',
        'GET /api/v1/raster/comparaciones/:comparacion_id/imagen',
      ]),
    );
    for (const r of propias) {
      const res = await t.app.inject({ url: urlOf(r), headers: { cookie: s.cliente } });
      if (res.statusCode >= 300) failures.push(`${keyOf(r)}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    }
    expect(failures).toEqual([]);
    const leer = await t.app.inject({
      method: 'POST',
      url: `/api/v1/notificacion/leer/${aviso1!.notificacionId}`,
      headers: { cookie: s.cliente },
    });
    expect(leer.statusCode).toBe(200);
  });

  it('finds company 1’s records for the owner (the ids above are real)', async () => {
    const res = await t.app.inject({
      url: `/api/v1/factura/pdf/${fact1!.facturaId}`,
      headers: { cookie: s.cliente },
    });
    expect(res.statusCode).toBe(200);
    const otro = await t.app.inject({
      url: `/api/v1/mapa/territorio/${p1!.parcelaId}`,
      headers: { cookie: s.cliente },
    });
    expect(otro.statusCode).toBe(200);
  });
});

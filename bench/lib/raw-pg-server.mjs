// The ceiling of the database: the same answers as the product's two list endpoints, written by hand
// over a raw `pg` Pool with the fewest round trips (one for the session and the caller, one for the
// data, tenancy in its WHERE). Same Fastify, same pool size as the product; no ORM, no logger.
import { createHmac } from 'node:crypto';
import Fastify from 'fastify';
import pg from 'pg';

pg.types.setTypeParser(1082, (v) => v); // date → 'YYYY-MM-DD', as the product's date columns
pg.types.setTypeParser(20, Number); // bigint sizes → number
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const secret = process.env.SESSION_SECRET;

const SESSION_SQL = `
  select u.usuario_id, u.tipo_usuario, cp.cp_id as own_cp, e.empleado_id,
         array(select ep.parcela_id from empleado_parcela ep where ep.empleado_id = e.empleado_id) as parcelas
  from sesion s join usuario u on u.usuario_id = s.usuario_id
  left join cliente_principal cp on cp.usuario_id = u.usuario_id
  left join empleado e on e.usuario_id = u.usuario_id
  where s.token_hash = $1 and s.expires_at > now() and u.is_active`;

const PARCELAS_SQL = `
  select p.parcela_id, p.parcelarel_id, p.cp_id as identificador, p.cp_id, c.nombre as propietario,
         c.nombre as nombre_empresa, p.nombre, p.region, p.ciudad, p.direccion_ref, p.coord_x, p.coord_y,
         p.extension, p.tags, p.notas, p.is_active, p.date_entered, p.date_modified, p.avatar_nom,
         p.avatar_ext, s.servicio_id, s.tipo_servicio
  from parcela p join cliente_principal c on c.cp_id = p.cp_id
  left join servicio s on s.parcela_id = p.parcela_id and not s.is_deleted
  where p.cp_id = $1 order by p.cp_id, p.parcelarel_id`;

const ARCHIVOS_SQL = `
  select a.archivo_id, a.nombre, a.extension, a.tipo_subida, a.nombre_original, a.mime, a.tamano,
         a.created_at, c.grupo, c.inicio, c.termino
  from archivo_servicio a join carga c on c.carga_id = a.carga_id
  join servicio s on s.servicio_id = a.servicio_id and not s.is_deleted
  where a.servicio_id = $1 and c.grupo = any($2) and s.parcela_id = any($3)
  order by c.inicio desc, c.grupo, a.archivo_id`;

async function caller(request, reply) {
  const token = /(?:^|;\s*)agro_sesion=([^;]+)/.exec(request.headers.cookie ?? '')?.[1];
  const hash = token && createHmac('sha256', secret).update(decodeURIComponent(token)).digest('hex');
  const { rows } = hash ? await pool.query(SESSION_SQL, [hash]) : { rows: [] };
  if (!rows[0]) reply.status(401).send({ status: 'error', mensaje: 'Token inválido' });
  return rows[0];
}

const app = Fastify({ logger: false });
app.get('/health', async () => ({ status: 'success' }));

app.get('/api/v1/parcela/cp/:cp_id', async (request, reply) => {
  const user = await caller(request, reply);
  if (!user) return reply;
  const cpId = Number(request.params.cp_id);
  const staff = user.tipo_usuario === 'Admin' || user.tipo_usuario === 'Dev';
  if (!staff && user.own_cp !== cpId) return reply.status(403).send({ status: 'error' });
  const { rows } = await pool.query(PARCELAS_SQL, [cpId]);
  return {
    status: 'success',
    parcelas: rows.map((r) => ({ ...r, coordenadas: { x: r.coord_x, y: r.coord_y } })),
  };
});

app.get('/api/v1/servicio/archivos/:servicio_id/semanal', async (request, reply) => {
  const user = await caller(request, reply);
  if (!user) return reply;
  const { rows } = await pool.query(ARCHIVOS_SQL, [
    Number(request.params.servicio_id),
    ['edeb', 'sensores'],
    user.parcelas,
  ]);
  if (rows.length === 0) return reply.status(404).send({ status: 'error' });
  const archivos = {};
  for (const { inicio, termino, ...a } of rows)
    (archivos[inicio] ??= { inicio, termino, archivos: [] }).archivos.push(a);
  return { status: 'success', archivos };
});

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });

// Data for the heavy-work benchmark: a company with 1,000 more territories whose boundaries have 200
// vertices each (walked fields, full double precision, as a KML or a GPS track gives them), and two weeks of
// report files: 2 × 25 MiB for the period ZIP, one 50 MiB file for the plain download beside it.
import { openAsBlob } from 'node:fs';
import path from 'node:path';
import { writeMp4 } from './files.mjs';

const M_PER_DEG = 111_320;

/**
 * A GPS-walked field: 4–8 corners around (lat, lon) within `r` metres, `n` vertices spread along its
 * edges with ±1.5 m of noise (what a walked or digitised boundary looks like), closed.
 */
function ring(lat, lon, r, n, rnd) {
  const kx = M_PER_DEG * Math.cos((lat * Math.PI) / 180);
  const k = 4 + Math.floor(rnd() * 5);
  const corners = Array.from({ length: k }, (_, i) => {
    const a = ((i + 0.3 * rnd()) / k) * 2 * Math.PI;
    const d = r * (0.7 + 0.3 * rnd());
    return [d * Math.cos(a), d * Math.sin(a)];
  });
  const pts = [];
  for (let i = 0; i < n; i++) {
    const t = (i / n) * k;
    const [a, b] = [corners[Math.floor(t)], corners[(Math.floor(t) + 1) % k]];
    const f = t - Math.floor(t);
    const x = a[0] + (b[0] - a[0]) * f + 3 * (rnd() - 0.5);
    const y = a[1] + (b[1] - a[1]) * f + 3 * (rnd() - 0.5);
    pts.push([lon + x / kx, lat + y / M_PER_DEG]);
  }
  pts.push(pts[0]);
  return pts;
}

// A small deterministic generator, so every run draws the same fields.
function random(seed) {
  let s = seed;
  return () => (s = (s * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
}

/** Adds `count` territories with a live service and a boundary to the company of `email`. */
export async function seedMapa(client, { email = 'cliente@agrodemo.cl', count = 1000, vertices = 200 } = {}) {
  const rnd = random(42);
  const { rows } = await client.query(
    'select c.cp_id from cliente_principal c join usuario u on u.usuario_id = c.usuario_id where u.email = $1',
    [email],
  );
  const cpId = rows[0].cp_id;
  await client.query('begin');
  const { rows: parcelas } = await client.query(
    `insert into parcela (cp_id, parcelarel_id, nombre, region, ciudad, direccion_ref, coord_x, coord_y, extension)
     select $1, 1000 + g, 'Cuartel ' || g, 'VII Maule', 'Talca', 'Camino ' || g,
            -34 - 2.5 * ((g * 7919) % 1000) / 1000.0, -72 + 1.4 * ((g * 104729) % 1000) / 1000.0, 300000
     from generate_series(1, $2) g order by g
     returning parcela_id, coord_x, coord_y`,
    [cpId, count],
  );
  await client.query(
    `insert into servicio (parcela_id, cp_id, tipo_servicio)
     select parcela_id, $1, 'EDEB Full' from unnest($2::int[]) parcela_id`,
    [cpId, parcelas.map((p) => p.parcela_id)],
  );
  const limites = parcelas.map((p) => {
    const r = 250 + 200 * rnd();
    const coords = ring(p.coord_x, p.coord_y, r, vertices, rnd);
    const lons = coords.map((c) => c[0]);
    const lats = coords.map((c) => c[1]);
    return {
      parcela_id: p.parcela_id,
      geometria: { type: 'Polygon', coordinates: [coords] },
      area_m2: Math.PI * r * r,
      centro_lat: p.coord_x,
      centro_lon: p.coord_y,
      bbox_oeste: Math.min(...lons),
      bbox_sur: Math.min(...lats),
      bbox_este: Math.max(...lons),
      bbox_norte: Math.max(...lats),
    };
  });
  for (let i = 0; i < limites.length; i += 200) {
    await client.query(
      `insert into parcela_limite (parcela_id, geometria, area_m2, centro_lat, centro_lon, bbox_oeste, bbox_sur,
                                   bbox_este, bbox_norte, origen)
       select x.*, 'geojson' from jsonb_to_recordset($1::jsonb) as x(parcela_id int, geometria jsonb,
         area_m2 float8, centro_lat float8, centro_lon float8, bbox_oeste float8, bbox_sur float8,
         bbox_este float8, bbox_norte float8)`,
      [JSON.stringify(limites.slice(i, i + 200))],
    );
  }
  await client.query('commit');
  await client.query('analyze');
  return { cpId, territorios: count, vertices };
}

// Monday–Sunday weeks far from the demo data's, so uploads never meet a 409.
export const ZIP_WEEK = ['2030-01-07', '2030-01-13'];
const PLAIN_WEEK = ['2030-01-14', '2030-01-20'];

async function upload(url, cookie, servicioId, week, files) {
  const form = new FormData();
  for (const [field, file] of Object.entries(files))
    form.append(field, await openAsBlob(file), path.basename(file));
  const res = await fetch(`${url}/api/v1/servicio/subir/edeb/${servicioId}/${week.join('/')}`, {
    method: 'POST',
    headers: { cookie },
    body: form,
  });
  if (res.status !== 201) throw new Error(`upload: ${res.status} ${await res.text()}`);
  return (await res.json()).archivos;
}

/** Uploads the ZIP week (2 × 25 MiB) and a 50 MiB file in another week; returns both URLs' paths. */
export async function seedArchivos(url, cookie, servicioId, dir) {
  const MiB = 2 ** 20;
  const [a, b, big] = ['a.mp4', 'b.mp4', 'plain.mp4'].map((f) => path.join(dir, f));
  writeMp4(a, 25 * MiB);
  writeMp4(b, 25 * MiB);
  writeMp4(big, 50 * MiB);
  await upload(url, cookie, servicioId, ZIP_WEEK, { video0: a, video1: b });
  const [plain] = await upload(url, cookie, servicioId, PLAIN_WEEK, { video0: big });
  return {
    zip: `/api/v1/descargar/servicios/zip/${servicioId}/${ZIP_WEEK.join('/')}`,
    plain: `/api/v1/descargar/servicios/${plain.nombre}.${plain.extension}`,
  };
}

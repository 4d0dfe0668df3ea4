// Bulk data for the registry benchmark: 10 k principal clients with 10 territories each (100 k), one
// live service per territory, names varied enough that sorting and searching do real work.
const PREFIJOS = ['Fundo', 'Parcela', 'Hijuela', 'Huerto', 'Viña', 'Predio', 'Chacra'];
const NOMBRES = [
  'El Peumo',
  'Los Aromos',
  'San Clemente',
  'Alto Maule',
  'Agua Buena',
  'La Esperanza',
  'Santa Rosa',
  'Los Álamos',
  'El Boldo',
  'Las Acacias',
  'Quillayes',
  'Aromos del Sur',
  'Ñipas',
  'Tres Esteros',
];
const CIUDADES = [
  'Curicó',
  'Talca',
  'Rancagua',
  'Chillán',
  'Linares',
  'San Fernando',
  'Los Ángeles',
  'Osorno',
];
const arr = (xs) => `array[${xs.map((x) => `'${x}'`).join(',')}]`;

/** Inserts the rows in a few set-based statements, in key order so that every schema gets the same ids. */
export async function seedRegistry(client, { clients = 10_000, perClient = 10 } = {}) {
  await client.query('begin');
  await client.query(
    `insert into usuario (email, tipo_usuario) select 'bench' || g || '@bench.cl', 'Cliente Principal'
     from generate_series(1, $1) g`,
    [clients],
  );
  await client.query(
    `insert into cliente_principal (usuario_id, nombre, rut, telefono, direccion, region, ciudad, seq_parcela)
     select u.usuario_id, 'Agrícola ' || (${arr(NOMBRES)})[1 + u.usuario_id % ${NOMBRES.length}] || ' ' || u.usuario_id,
            '76.' || lpad((u.usuario_id % 1000)::text, 3, '0') || '.000-1', '569' || lpad(u.usuario_id::text, 8, '0'),
            'Camino ' || u.usuario_id, 'VII Maule', (${arr(CIUDADES)})[1 + u.usuario_id % ${CIUDADES.length}], $1
     from usuario u where u.email like 'bench%@bench.cl' order by u.usuario_id`,
    [perClient],
  );
  await client.query(
    `insert into parcela (cp_id, parcelarel_id, nombre, region, ciudad, direccion_ref, coord_x, coord_y, extension)
     select c.cp_id, r,
            (${arr(PREFIJOS)})[1 + (c.cp_id * 7 + r) % ${PREFIJOS.length}] || ' '
              || (${arr(NOMBRES)})[1 + (c.cp_id * 3 + r * 5) % ${NOMBRES.length}] || ' ' || r,
            'VII Maule', (${arr(CIUDADES)})[1 + (c.cp_id + r) % ${CIUDADES.length}], 'Parcela ' || r || ', km ' || c.cp_id % 90,
            -35 - (c.cp_id % 100) / 100.0, -71 - r / 100.0, 10000 + (c.cp_id * r) % 90000
     from cliente_principal c cross join generate_series(1, $1) r
     where c.usuario_id in (select usuario_id from usuario where email like 'bench%@bench.cl')
     order by c.cp_id, r`,
    [perClient],
  );
  await client.query(
    `insert into servicio (parcela_id, cp_id, tipo_servicio)
     select p.parcela_id, p.cp_id, (array['EDEB Foliar','EDEB Sensores','EDEB Full'])[1 + p.parcela_id % 3]
     from parcela p where not exists (select 1 from servicio s where s.parcela_id = p.parcela_id)
     order by p.parcela_id`,
  );
  await client.query('commit');
  // As autovacuum would after a bulk load: statistics, and the visibility map that lets a deep page's
  // keys come from an index-only scan.
  await client.query('vacuum analyze');
  const { rows } = await client.query(
    'select (select count(*) from cliente_principal)::int as clientes, (select count(*) from parcela)::int as parcelas',
  );
  return rows[0];
}

import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { MSG_MAPA } from '@agro/domain/messages-mapa';
import { cpFixtures, multipart } from './cp-fixtures.ts';
import { buildTestApp } from './helpers.ts';

/**
 * Hostile boundary files (issue 24, findings 1 and 6): each is refused fast with a Spanish message,
 * the territory keeps its boundary, and the server keeps answering everyone else meanwhile. The
 * uploads go to a real listening server so `/health` can be asked while one is being processed.
 */
const t = await buildTestApp();
const f = await cpFixtures(t);
const base = await t.app.listen({ host: '127.0.0.1', port: 0 });
const [parcela] = (
  (await f.cliente.get(`parcela/cp/${f.cp1}`)).json().parcelas as { parcela_id: number }[]
).map((p) => p.parcela_id);

const POLIGONO =
  '<Placemark><Polygon><outerBoundaryIs><LinearRing><coordinates>' +
  '-71.2,-35.01,0 -71.19,-35.01,0 -71.19,-35,0 -71.2,-35,0 -71.2,-35.01,0' +
  '</coordinates></LinearRing></outerBoundaryIs></Polygon></Placemark>';
const kml = (cuerpo: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<kml xmlns="http://www.opengis.net/kml/2.2"><Document>${cuerpo}</Document></kml>`;
const kmz = (entradas: Record<string, string>) =>
  Buffer.from(
    zipSync(
      Object.fromEntries(Object.entries(entradas).map(([n, s]) => [n, new Uint8Array(Buffer.from(s))])),
      { level: 9 },
    ),
  );
const placemarks = (n: number) => '<Placemark><name>x</name></Placemark>'.repeat(n);
const cuadro = {
  type: 'Polygon',
  coordinates: [
    [
      [-71.2, -35.01],
      [-71.19, -35.01],
      [-71.19, -35],
      [-71.2, -35],
      [-71.2, -35.01],
    ],
  ],
};

const limiteActual = async () => (await f.cliente.get(`mapa/territorio/${parcela}`)).json().territorio.limite;

/**
 * Uploads a boundary file while asking `/health` over and over, one request after another, until
 * the upload answers: the slowest health answer shows whether the upload held the event loop.
 */
async function subirVigilando(nombre: string, datos: Buffer) {
  const { payload, headers } = multipart('file0', nombre, datos);
  const inicio = performance.now();
  let terminado = false;
  const subida = fetch(`${base}/api/v1/mapa/limite/${parcela}/archivo`, {
    method: 'POST',
    headers: { ...headers, cookie: f.cliente.cookie },
    body: new Uint8Array(payload),
  }).then(async (res) => {
    const ms = performance.now() - inicio;
    terminado = true;
    return {
      status: res.status,
      tipo: res.headers.get('content-type'),
      body: (await res.json()) as { mensaje?: string; limite?: { origen: string; geometria: unknown } },
      ms,
    };
  });
  let saludMaxMs = 0;
  let saludes = 0;
  while (!terminado) {
    const t0 = performance.now();
    const salud = await fetch(`${base}/health`);
    await salud.arrayBuffer();
    expect(salud.status).toBe(200);
    saludMaxMs = Math.max(saludMaxMs, performance.now() - t0);
    saludes++;
  }
  return { ...(await subida), saludMaxMs, saludes };
}

// Generous bounds for a shared, loaded 2-core machine; before the fix these took 3.5 to 42 seconds.
const RAPIDO_MS = 3_000;
const SALUD_MS = 1_000;

async function esperarRechazo(nombre: string, datos: Buffer, status: number, mensaje: string) {
  const antes = await limiteActual();
  const r = await subirVigilando(nombre, datos);
  expect({ status: r.status, body: r.body }).toEqual({ status, body: { status: 'error', mensaje } });
  expect(r.tipo).toMatch(/^application\/json/);
  expect(r.ms).toBeLessThan(RAPIDO_MS);
  expect(r.saludes).toBeGreaterThan(0);
  expect(r.saludMaxMs).toBeLessThan(SALUD_MS);
  expect(await limiteActual()).toEqual(antes);
}

describe('hostile KML and KMZ boundary files', { timeout: 60_000 }, () => {
  // First: it also starts the pool's thread, seconds on a loaded machine that are no refusal's cost.
  it('still accepts a KMZ with comments, CDATA and quoted markup, parsed on the pool', async () => {
    const doc = kml(
      `<!-- exportado --><Folder><name><![CDATA[<b>Fundo</b> "norte"]]></name>` +
        `<Style id="a&gt;b"><IconStyle><scale>1</scale></IconStyle></Style>${POLIGONO}</Folder>`,
    );
    const r = await subirVigilando('fundo.kmz', kmz({ 'archivos/icono.png': 'x', 'doc.kml': doc }));
    expect(r.status).toBe(200);
    expect(r.body.limite).toMatchObject({ origen: 'kmz', geometria: cuadro });
  });

  it('refuses a small KMZ whose KML inflates to 20 MB (551 000 placemarks, then a polygon)', async () => {
    const datos = kmz({ 'doc.kml': kml(placemarks(551_000) + POLIGONO) });
    expect(datos.length).toBeLessThan(200_000);
    await esperarRechazo('bomba.kmz', datos, 413, MSG_MAPA.limiteKmzExpandido);
  });

  it('refuses a small KMZ of 1.2 million nested folders', async () => {
    const datos = kmz({ 'doc.kml': kml('<Folder>'.repeat(1_200_000)) });
    expect(datos.length).toBeLessThan(60_000);
    await esperarRechazo('carpetas.kmz', datos, 400, MSG_MAPA.limiteAnidamiento);
  });

  it('refuses a 2 MB KML of 55 000 placemarks', async () => {
    const datos = Buffer.from(kml(placemarks(55_000)));
    expect(datos.length).toBeGreaterThan(2_000_000);
    await esperarRechazo('pines.kml', datos, 400, MSG_MAPA.limiteDemasiadosElementos);
  });

  it('refuses nesting hidden behind quoted attribute values, and a DTD', async () => {
    const anidado = kml(`${'<Folder id="/>">'.repeat(100)}${POLIGONO}${'</Folder>'.repeat(100)}`);
    await esperarRechazo('anidado.kml', Buffer.from(anidado), 400, MSG_MAPA.limiteAnidamiento);
    const dtd = `<?xml version="1.0"?><!DOCTYPE kml [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;">]>${kml(`<name>&b;</name>${POLIGONO}`).replace(/^<\?xml[^>]*>\n/, '')}`;
    await esperarRechazo('dtd.kml', Buffer.from(dtd), 400, MSG_MAPA.limiteIlegible);
  });

  it('refuses a KMZ with more than 100 entries, an encrypted or truncated one', async () => {
    const muchas = Object.fromEntries(
      Array.from({ length: 101 }, (_, i) => [`icono${i}.kml`, kml(POLIGONO)]),
    );
    await esperarRechazo('muchas.kmz', kmz(muchas), 400, MSG_MAPA.limiteKmzEntradas);
    const entero = kmz({ 'doc.kml': kml(POLIGONO) });
    await esperarRechazo('cortado.kmz', entero.subarray(0, 60), 400, MSG_MAPA.limiteIlegible);
    const cifrado = Buffer.from(entero);
    // The general-purpose flag of the central directory entry: bit 0 says the entry is encrypted.
    const central = cifrado.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    cifrado.writeUInt16LE(cifrado.readUInt16LE(central + 8) | 1, central + 8);
    await esperarRechazo('cifrado.kmz', cifrado, 400, MSG_MAPA.limiteIlegible);
  });
});

describe('hostile GeoJSON boundary files', { timeout: 60_000 }, () => {
  it('refuses 8 000 nested GeometryCollections and 60 000 nested Features with 400, not 500', async () => {
    // JSON.stringify itself recurses: the deep documents are written as text.
    const features = `${'{"type":"Feature","geometry":'.repeat(60_000)}${JSON.stringify(cuadro)}${'}'.repeat(60_000)}`;
    const gc = `${'{"type":"GeometryCollection","geometries":['.repeat(8_000)}${JSON.stringify(cuadro)}${']}'.repeat(8_000)}`;
    await esperarRechazo('colecciones.geojson', Buffer.from(gc), 400, MSG_MAPA.limiteAnidamiento);
    await esperarRechazo('features.geojson', Buffer.from(features), 400, MSG_MAPA.limiteAnidamiento);
  });

  it('refuses brackets nested past the bound inside a property, but not inside a string', async () => {
    const profundo = `{"type":"Feature","properties":{"x":${'['.repeat(100)}${']'.repeat(100)}},"geometry":${JSON.stringify(cuadro)}}`;
    await esperarRechazo('propiedad.geojson', Buffer.from(profundo), 400, MSG_MAPA.limiteAnidamiento);
    const enTexto = JSON.stringify({
      type: 'Feature',
      properties: { nota: `${'['.repeat(100)}\\"{` },
      geometry: cuadro,
    });
    const r = await subirVigilando('texto.geojson', Buffer.from(enTexto));
    expect(r.status).toBe(200);
    expect(r.body.limite?.geometria).toEqual(cuadro);
  });
});

import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { archivoServicio, carga, parcela, servicio } from '../src/db/schema/index.ts';
import { buildTestApp, demoSessions } from './helpers.ts';

const t = await buildTestApp();
const { app } = t;
const { db } = t.ctx.database;

const cookies = await demoSessions(t);
const get = (url: string, cookie?: string, headers: Record<string, string> = {}) =>
  app.inject({ url: `/api/v1/${url}`, headers: { ...headers, ...(cookie ? { cookie } : {}) } });

async function territorio(nombre: string) {
  const [row] = await db
    .select({ parcela, servicio })
    .from(parcela)
    .innerJoin(servicio, eq(servicio.parcelaId, parcela.parcelaId))
    .where(eq(parcela.nombre, nombre));
  return row!;
}
const full = await territorio('Fundo El Peumo'); // empleado@'s default, EDEB Full
const foliar = await territorio('Parcela Los Aromos'); // empleado@'s second, EDEB Foliar
const sensores = await territorio('Huerto San Clemente'); // same company, not linked to empleado@
const ajeno = await territorio('Viña Los Robles'); // the other company

async function unArchivo(servicioId: number, grupo: 'edeb' | 'sensores' | 'global', ext: string) {
  const [row] = await db
    .select({ archivo: archivoServicio, carga })
    .from(archivoServicio)
    .innerJoin(carga, eq(carga.cargaId, archivoServicio.cargaId))
    .where(
      and(
        eq(archivoServicio.servicioId, servicioId),
        eq(carga.grupo, grupo),
        eq(archivoServicio.extension, ext),
      ),
    )
    .limit(1);
  return row!;
}

describe('GET /servicio/{parcela_id}', () => {
  it('answers the services of a linked territory as servicio[]', async () => {
    const res = await get(`servicio/${full.parcela.parcelaId}`, cookies.empleado);
    expect(res.statusCode).toBe(200);
    expect(res.json().servicio).toEqual([
      expect.objectContaining({ servicio_id: full.servicio.servicioId, tipo_servicio: 'EDEB Full' }),
    ]);
    expect(
      (await get(`servicio/${foliar.parcela.parcelaId}`, cookies.empleado)).json().servicio[0].tipo_servicio,
    ).toBe('EDEB Foliar');
  });
  it('lets the principal client and staff see it too', async () => {
    expect((await get(`servicio/${sensores.parcela.parcelaId}`, cookies.cliente)).statusCode).toBe(200);
    expect((await get(`servicio/${ajeno.parcela.parcelaId}`, cookies.admin)).statusCode).toBe(200);
  });
  it('404 for an unlinked territory of the same company and for another company', async () => {
    expect((await get(`servicio/${sensores.parcela.parcelaId}`, cookies.empleado)).statusCode).toBe(404);
    expect((await get(`servicio/${ajeno.parcela.parcelaId}`, cookies.empleado)).statusCode).toBe(404);
    expect((await get(`servicio/${full.parcela.parcelaId}`, cookies.cliente2)).statusCode).toBe(404);
  });
  it('401 without a session and 400 for a malformed id', async () => {
    expect((await get(`servicio/${full.parcela.parcelaId}`)).statusCode).toBe(401);
    expect((await get('servicio/abc', cookies.empleado)).statusCode).toBe(400);
  });
});

describe('ids and dates beyond what the database holds', () => {
  it('answer 400 naming the field, never 500', async () => {
    for (const url of [
      'servicio/2147483648',
      'servicio/99999999999999999999',
      'servicio/archivos/2147483648/semanal',
      `descargar/servicios/zip/2147483648/2026-01-05/2026-01-11`,
      `descargar/servicios/zip/${full.servicio.servicioId}/0000-01-03/0000-01-09`,
      `descargar/servicios/zip/${full.servicio.servicioId}/2024-02-30/2024-03-06`,
    ]) {
      const res = await get(url, cookies.admin);
      expect({ url, status: res.statusCode }).toEqual({ url, status: 400 });
      expect(res.json().status).toBe('error');
    }
    expect((await get('servicio/2147483648', cookies.admin)).json().mensaje).toBe(
      'El campo Territorio no es válido',
    );
  });
});

describe('GET /servicio/archivos/{servicio_id}/semanal|global', () => {
  it('groups weekly files by period, newest first, with EDEB and sensor files of a Full service', async () => {
    const res = await get(`servicio/archivos/${full.servicio.servicioId}/semanal`, cookies.empleado);
    expect(res.statusCode).toBe(200);
    const archivos = res.json().archivos as Record<
      string,
      {
        inicio: string;
        termino: string;
        archivos: { nombre: string; extension: string; tipo_subida: string; nombre_original: string }[];
      }
    >;
    const keys = Object.keys(archivos);
    expect(keys.length).toBeGreaterThanOrEqual(8);
    expect([...keys].sort().reverse()).toEqual(keys);
    const week = archivos[keys[0]!]!;
    expect(week.inicio).toBe(keys[0]);
    expect(new Date(`${week.inicio}T12:00:00Z`).getUTCDay()).toBe(1);
    const tipos = new Set(week.archivos.map((a) => a.tipo_subida));
    expect(tipos).toEqual(
      new Set([
        'edeb_img_semanal',
        'edeb_vid_semanal',
        'edeb_res_semanal',
        'sensor_img_semanal',
        'sensor_vid_semanal',
        'sensor_res_semanal',
      ]),
    );
    expect(week.archivos[0]).toEqual(
      expect.objectContaining({ nombre: expect.stringMatching(/^[a-f0-9]{32}$/), extension: 'png' }),
    );
    expect(JSON.stringify(archivos)).not.toContain('storage');
  });

  it('answers each file as stored: every column, the upload time to the millisecond', async () => {
    const res = await get(`servicio/archivos/${full.servicio.servicioId}/semanal`, cookies.empleado);
    const enviados = Object.values(
      res.json().archivos as Record<string, { inicio: string; termino: string; archivos: object[] }>,
    ).flatMap((p) => p.archivos.map((a) => ({ ...a, inicio: p.inicio, termino: p.termino })));
    const guardados = await db
      .select({ a: archivoServicio, c: carga })
      .from(archivoServicio)
      .innerJoin(carga, eq(carga.cargaId, archivoServicio.cargaId))
      .where(eq(archivoServicio.servicioId, full.servicio.servicioId));
    const semanales = guardados.filter((g) => g.c.grupo !== 'global');
    expect(enviados).toHaveLength(semanales.length);
    for (const { a, c } of semanales)
      expect(enviados).toContainEqual({
        archivo_id: a.archivoId,
        nombre: a.nombre,
        extension: a.extension,
        tipo_subida: a.tipoSubida,
        nombre_original: a.nombreOriginal,
        mime: a.mime,
        tamano: a.tamano,
        created_at: a.createdAt.toISOString(),
        grupo: c.grupo,
        inicio: c.inicio,
        termino: c.termino,
      });
  });

  it('filters weekly files by group on request', async () => {
    const res = await get(
      `servicio/archivos/${full.servicio.servicioId}/semanal?grupo=sensores`,
      cookies.empleado,
    );
    const all = Object.values(res.json().archivos).flatMap(
      (p) => (p as { archivos: { tipo_subida: string }[] }).archivos,
    );
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((a) => a.tipo_subida.startsWith('sensor_'))).toBe(true);
  });

  it('answers monthly summaries under /global, each a whole month', async () => {
    const res = await get(`servicio/archivos/${full.servicio.servicioId}/global`, cookies.empleado);
    expect(res.statusCode).toBe(200);
    const periods = Object.values(res.json().archivos) as {
      inicio: string;
      termino: string;
      archivos: { tipo_subida: string }[];
    }[];
    expect(periods.length).toBe(3);
    for (const p of periods) {
      expect(p.inicio.endsWith('-01')).toBe(true);
      expect(p.archivos.every((a) => a.tipo_subida === 'res_mensual')).toBe(true);
    }
  });

  it('404 "No se encontraron archivos para este servicio" when there are none', async () => {
    const res = await get(
      `servicio/archivos/${foliar.servicio.servicioId}/semanal?grupo=sensores`,
      cookies.empleado,
    );
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 'error', mensaje: 'No se encontraron archivos para este servicio' });
  });

  it("404 for another territory's or company's service; 401 without a session; 400 for a bad period", async () => {
    // One query answers the check and the files: a service the caller may not see says nothing of its files.
    const unlinked = await get(`servicio/archivos/${sensores.servicio.servicioId}/semanal`, cookies.empleado);
    expect(unlinked.statusCode).toBe(404);
    expect(unlinked.json()).toEqual({ status: 'error', mensaje: 'Recurso no encontrado' });
    expect(
      (await get(`servicio/archivos/${ajeno.servicio.servicioId}/global`, cookies.empleado)).statusCode,
    ).toBe(404);
    expect(
      (await get(`servicio/archivos/${full.servicio.servicioId}/semanal`, cookies.cliente2)).statusCode,
    ).toBe(404);
    expect((await get(`servicio/archivos/${full.servicio.servicioId}/semanal`)).statusCode).toBe(401);
    expect(
      (await get(`servicio/archivos/${full.servicio.servicioId}/diario`, cookies.empleado)).statusCode,
    ).toBe(400);
    expect(
      (await get(`servicio/archivos/${full.servicio.servicioId}/semanal?grupo=otro`, cookies.empleado))
        .statusCode,
    ).toBe(400);
  });
});

describe('GET descargar/servicios/{nombre}.{extension}', () => {
  it('serves a visible file with its original name, as attachment or inline', async () => {
    const { archivo } = await unArchivo(full.servicio.servicioId, 'edeb', 'pdf');
    const res = await get(`descargar/servicios/${archivo.nombre}.pdf`, cookies.empleado);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`attachment; filename="${archivo.nombreOriginal}"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(Number(res.headers['content-length'])).toBe(archivo.tamano);
    const inline = await get(`descargar/servicios/${archivo.nombre}.pdf?inline=1`, cookies.empleado);
    expect(inline.headers['content-disposition']).toMatch(/^inline; /);
  });

  it('honours Range with 206 and the right bytes', async () => {
    const { archivo } = await unArchivo(full.servicio.servicioId, 'edeb', 'mp4');
    const whole = (await get(`descargar/servicios/${archivo.nombre}.mp4`, cookies.empleado)).rawPayload;
    const res = await get(`descargar/servicios/${archivo.nombre}.mp4`, cookies.empleado, {
      range: 'bytes=100-199',
    });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes 100-199/${whole.length}`);
    expect(res.rawPayload.equals(whole.subarray(100, 200))).toBe(true);
    const bad = await get(`descargar/servicios/${archivo.nombre}.mp4`, cookies.empleado, {
      range: `bytes=${whole.length + 10}-`,
    });
    expect(bad.statusCode).toBe(416);
  });

  it("cannot fetch a file outside the caller's territories, even knowing its name", async () => {
    const { archivo: deOtraParcela } = await unArchivo(sensores.servicio.servicioId, 'sensores', 'png');
    const { archivo: deOtraEmpresa } = await unArchivo(ajeno.servicio.servicioId, 'edeb', 'png');
    expect((await get(`descargar/servicios/${deOtraParcela.nombre}.png`, cookies.empleado)).statusCode).toBe(
      404,
    );
    expect((await get(`descargar/servicios/${deOtraEmpresa.nombre}.png`, cookies.empleado)).statusCode).toBe(
      404,
    );
    expect((await get(`descargar/servicios/${deOtraEmpresa.nombre}.png`, cookies.cliente)).statusCode).toBe(
      404,
    );
    // ...while its own company's principal client and staff can.
    expect((await get(`descargar/servicios/${deOtraEmpresa.nombre}.png`, cookies.cliente2)).statusCode).toBe(
      200,
    );
    expect((await get(`descargar/servicios/${deOtraParcela.nombre}.png`, cookies.admin)).statusCode).toBe(
      200,
    );
  });

  it('404 for a guessed name, 400 for a malformed one, 401 without a session', async () => {
    const { archivo } = await unArchivo(full.servicio.servicioId, 'edeb', 'png');
    expect((await get(`descargar/servicios/${'0'.repeat(32)}.png`, cookies.empleado)).statusCode).toBe(404);
    expect((await get(`descargar/servicios/${archivo.nombre}.jpg`, cookies.empleado)).statusCode).toBe(404);
    expect((await get('descargar/servicios/..%2F..%2Fetc%2Fpasswd', cookies.empleado)).statusCode).toBe(400);
    expect((await get(`descargar/servicios/${archivo.nombre}.png`)).statusCode).toBe(401);
  });
});

describe('GET descargar/servicios/zip/{servicio_id}/{inicio}/{termino}', () => {
  it("streams a period's files as one ZIP with their original names", async () => {
    const { carga: c } = await unArchivo(full.servicio.servicioId, 'edeb', 'png');
    const files = await db
      .select()
      .from(archivoServicio)
      .innerJoin(carga, eq(carga.cargaId, archivoServicio.cargaId))
      .where(and(eq(archivoServicio.servicioId, full.servicio.servicioId), eq(carga.inicio, c.inicio)));
    const res = await get(
      `descargar/servicios/zip/${full.servicio.servicioId}/${c.inicio}/${c.termino}`,
      cookies.empleado,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toContain(`_${c.inicio}_${c.termino}.zip`);
    const zip = res.rawPayload;
    expect(Number(res.headers['content-length'])).toBe(zip.length);
    expect(zip.readUInt32LE(0)).toBe(0x04034b50);
    const names = centralDirectoryNames(zip);
    expect(names.sort()).toEqual(files.map((f) => f.archivo_servicio.nombreOriginal).sort());
    expect(names.length).toBe(8);
  });

  it('can limit the ZIP to one group', async () => {
    const { carga: c } = await unArchivo(full.servicio.servicioId, 'edeb', 'png');
    const res = await get(
      `descargar/servicios/zip/${full.servicio.servicioId}/${c.inicio}/${c.termino}?grupo=edeb`,
      cookies.empleado,
    );
    expect(centralDirectoryNames(res.rawPayload).length).toBe(4);
  });

  it('400 for a range that is not a whole week or month; 404 for an empty period or a foreign service; 401 without session', async () => {
    const { carga: c } = await unArchivo(full.servicio.servicioId, 'edeb', 'png');
    const { carga: otra } = await unArchivo(ajeno.servicio.servicioId, 'edeb', 'png');
    expect(
      (
        await get(
          `descargar/servicios/zip/${full.servicio.servicioId}/${c.inicio}/${c.inicio}`,
          cookies.empleado,
        )
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await get(
          `descargar/servicios/zip/${full.servicio.servicioId}/2020-01-06/2020-01-12`,
          cookies.empleado,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await get(
          `descargar/servicios/zip/${ajeno.servicio.servicioId}/${otra.inicio}/${otra.termino}`,
          cookies.empleado,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (await get(`descargar/servicios/zip/${full.servicio.servicioId}/${c.inicio}/${c.termino}`)).statusCode,
    ).toBe(401);
  });
});

/** File names listed in a ZIP's central directory. */
function centralDirectoryNames(zip: Buffer): string[] {
  const names: string[] = [];
  let i = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = zip.readUInt16LE(i + 10);
  i = zip.readUInt32LE(i + 16);
  for (let n = 0; n < count; n++) {
    const len = zip.readUInt16LE(i + 28);
    const extra = zip.readUInt16LE(i + 30);
    const comment = zip.readUInt16LE(i + 32);
    names.push(zip.subarray(i + 46, i + 46 + len).toString('utf8'));
    i += 46 + len + extra + comment;
  }
  return names;
}

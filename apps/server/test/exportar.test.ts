import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { facturaDisplayId, parcelaDisplayId } from '@agro/domain/format';
import { logEntry } from '../src/db/schema/index.ts';
import { relojSantiago } from '../src/lib/export/columnas.ts';
import { buildTestApp, demoCps } from './helpers.ts';

const t = await buildTestApp();
const { app } = t;
const db = t.ctx.database.db;
const { admin, cliente, cliente2, empleado, cp1, cp2 } = await demoCps(t);

const get = (cookie: string | null, url: string) =>
  app.inject({ url: `/api/v1/${url}`, headers: cookie ? { cookie } : {} });

/** The first sheet of an XLSX answer: its rows as values, and the sheet itself for its views. */
async function leerXlsx(body: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(body as unknown as ExcelJS.Buffer);
  const ws = wb.worksheets[0]!;
  const rows: unknown[][] = [];
  ws.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { ws, header: rows[0] as string[], rows: rows.slice(1) };
}

// The CSV as cells: BOM, `;`, CRLF, quoted texts (none of the tested values holds a `;` or a quote).
function leerCsv(body: string) {
  expect(body.charCodeAt(0)).toBe(0xfeff);
  const lines = body.slice(1).split('\r\n').filter(Boolean);
  const cells = lines.map((l) => l.split(';').map((c) => c.replace(/^"|"$/g, '')));
  return { header: cells[0]!, rows: cells.slice(1) };
}

const ymd = (d: unknown) => (d as Date).toISOString().slice(0, 10);
const dmy = (s: string) => s.split('-').reverse().join('/');

describe('GET factura/cp/{cp_id}/exportar', () => {
  it('401 without a session, 403 for another company or an employee, 400 for an unknown format', async () => {
    expect((await get(null, `factura/cp/${cp1}/exportar`)).statusCode).toBe(401);
    expect((await get(cliente!, `factura/cp/${cp2}/exportar?formato=xlsx`)).statusCode).toBe(403);
    expect((await get(cliente2!, `factura/pagos/cp/${cp1}/exportar`)).statusCode).toBe(403);
    expect((await get(empleado!, `factura/cp/${cp1}/exportar`)).statusCode).toBe(403);
    expect((await get(cliente!, `factura/cp/${cp1}/exportar?formato=pdf`)).statusCode).toBe(400);
  });

  it('XLSX: the client’s invoices with a frozen, filtered header, pesos as numbers and real dates', async () => {
    const lista = (await get(cliente!, `factura/cp/${cp1}`)).json().facturas as {
      cp_id: number;
      facturarel_id: number;
      total: number;
      saldo: number;
      estado: string;
      fecha_emision: string;
      fecha_vencimiento: string;
      nombre_empresa: string;
    }[];
    expect(lista.length).toBeGreaterThan(2);
    const res = await get(cliente!, `factura/cp/${cp1}/exportar?formato=xlsx`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="facturas_\d+_.*\.xlsx"/);
    const { ws, header, rows } = await leerXlsx(res.rawPayload);
    expect(header).toEqual([
      'ID',
      'Cliente',
      'Nombre',
      'Tipo de pago',
      'Territorio',
      'Tipo de servicio',
      'Emisión',
      'Vencimiento',
      'Total',
      'Saldo',
      'Estado',
      'Comentarios',
    ]);
    expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(ws.autoFilter).toBeTruthy();
    expect(rows.length).toBe(lista.length);
    lista.forEach((f, i) => {
      const r = rows[i]!;
      expect(r[0]).toBe(facturaDisplayId(f.cp_id, f.facturarel_id));
      expect(r[1]).toBe(f.nombre_empresa);
      expect(r[6]).toBeInstanceOf(Date);
      expect(ymd(r[6])).toBe(f.fecha_emision);
      expect(ymd(r[7])).toBe(f.fecha_vencimiento);
      expect(r[8]).toBe(f.total);
      expect(r[9] ?? 0).toBe(f.saldo);
      expect(r[10]).toBe(f.estado);
    });
    expect(ws.getRow(2).getCell(9).numFmt).toBe('"$"#,##0');
    expect(ws.getRow(2).getCell(7).numFmt).toBe('dd/mm/yyyy');
  });

  it('CSV: the same rows, filtered by state like the screen', async () => {
    const lista = ((await get(admin!, `factura/cp/${cp1}`)).json().facturas as { estado: string }[]).filter(
      (f) => f.estado === 'Pagada',
    ) as unknown as { cp_id: number; facturarel_id: number; total: number; fecha_emision: string }[];
    const res = await get(admin!, `factura/cp/${cp1}/exportar?formato=csv&estado=Pagada`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const { header, rows } = leerCsv(res.body);
    expect(header[0]).toBe('ID');
    expect(rows.length).toBe(lista.length);
    lista.forEach((f, i) => {
      expect(rows[i]![0]).toBe(facturaDisplayId(f.cp_id, f.facturarel_id));
      expect(rows[i]![6]).toBe(dmy(f.fecha_emision));
      expect(rows[i]![8]).toBe(String(f.total));
      expect(rows[i]![10]).toBe('Pagada');
    });
  });

  it('payments: XLSX equals the payment history, amounts as pesos', async () => {
    const pagos = (await get(cliente!, `factura/pagos/cp/${cp1}`)).json().pagos as {
      monto: number;
      fecha_pago: string;
      cp_id: number;
      facturarel_id: number;
    }[];
    expect(pagos.length).toBeGreaterThan(0);
    const res = await get(cliente!, `factura/pagos/cp/${cp1}/exportar`);
    expect(res.statusCode).toBe(200);
    const { rows, ws } = await leerXlsx(res.rawPayload);
    expect(rows.length).toBe(pagos.length);
    pagos.forEach((p, i) => {
      expect((rows[i]![0] as Date).getTime()).toBe(relojSantiago(new Date(p.fecha_pago)).getTime());
      expect(rows[i]![1]).toBe(facturaDisplayId(p.cp_id, p.facturarel_id));
      expect(rows[i]![3]).toBe(p.monto);
    });
    expect(ws.getRow(2).getCell(4).numFmt).toBe('"$"#,##0');
  });

  it('the back office’s Finanzas search exports as XLSX too (factura/exportar)', async () => {
    expect((await get(cliente!, `factura/exportar?tipo=TODOS&id=${cp1}`)).statusCode).toBe(403);
    const res = await get(admin!, `factura/exportar?tipo=TODOS&id=${cp1}&formato=xlsx`);
    expect(res.statusCode).toBe(200);
    const { rows } = await leerXlsx(res.rawPayload);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => String(r[0]).startsWith(`${cp1}-F-`))).toBe(true);
  });
});

describe('registry exports', () => {
  it('403 for a client, 400 for an unknown filter field', async () => {
    expect((await get(cliente!, 'parcela/all/exportar')).statusCode).toBe(403);
    expect((await get(admin!, 'parcela/all/exportar?campo=otro&q=x')).statusCode).toBe(400);
  });

  it('territories: the filtered, ordered registry, in XLSX and CSV', async () => {
    const filtro = 'campo=ciudad&q=a&sort=nombre&dir=desc';
    const lista = (await get(admin!, `parcela/all/listar?${filtro}`)).json().parcelas as {
      cp_id: number;
      parcelarel_id: number;
      nombre: string;
      ciudad: string;
      date_entered: string;
    }[];
    const todos = (await get(admin!, 'parcela/all/listar')).json().parcelas as unknown[];
    expect(lista.length).toBeGreaterThan(0);
    expect(lista.length).toBeLessThan(todos.length);
    const x = await leerXlsx((await get(admin!, `parcela/all/exportar?${filtro}`)).rawPayload);
    expect(x.header[0]).toBe('ID');
    expect(x.rows.map((r) => r[0])).toEqual(lista.map((p) => parcelaDisplayId(p.cp_id, p.parcelarel_id)));
    expect(x.rows.map((r) => r[2])).toEqual(lista.map((p) => p.nombre));
    expect((x.rows[0]![8] as Date).getTime()).toBe(relojSantiago(new Date(lista[0]!.date_entered)).getTime());
    const c = leerCsv((await get(admin!, `parcela/all/exportar?${filtro}&formato=csv`)).body);
    expect(c.rows.map((r) => r[4])).toEqual(lista.map((p) => p.ciudad));
  });

  it('clients and services export their registries', async () => {
    const clientes = await leerXlsx((await get(admin!, `cp/all/exportar?campo=id&q=${cp2}`)).rawPayload);
    expect(clientes.rows.map((r) => r[0])).toEqual([cp2]);
    const servicios = (await get(admin!, 'servicio/all/listar')).json().servicios as unknown[];
    const s = await leerXlsx((await get(admin!, 'servicio/all/exportar')).rawPayload);
    expect(s.rows.length).toBe(servicios.length);
  });
});

describe('GET logs/exportar', () => {
  const base = new Date('2026-03-10T15:00:00Z');
  const url = '/api/v1/prueba-exportar';

  it('403 for a client; XLSX and CSV equal the filtered log, newest first', async () => {
    expect((await get(cliente!, 'logs/exportar')).statusCode).toBe(403);
    await db.insert(logEntry).values(
      Array.from({ length: 45 }, (_, i) => ({
        createdAt: new Date(base.getTime() + i * 60_000),
        apiUrl: `${url}/${i}`,
        apiMethod: i % 3 === 0 ? 'DELETE' : 'POST',
        eventType: 'api',
        statusCode: 200 + i,
        durationMs: i,
        archivoNom: `prueba-${i}`,
        requestId: `referencia-${i}`,
      })),
    );
    const filtro = `api_url=prueba-exportar&api_method=POST`;
    const pagina = (await get(admin!, `logs/listar?${filtro}`)).json();
    expect(pagina.total).toBe(30);
    const x = await leerXlsx((await get(admin!, `logs/exportar?${filtro}`)).rawPayload);
    expect(x.ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(x.rows.length).toBe(30);
    const primeros = pagina.logs as {
      logdesc_id: number;
      created_at: string;
      api_url: string;
      status_code: number;
      request_id: string;
    }[];
    primeros.forEach((l, i) => {
      expect(x.rows[i]![0]).toBe(l.logdesc_id);
      expect((x.rows[i]![1] as Date).getTime()).toBe(relojSantiago(new Date(l.created_at)).getTime());
      expect(x.rows[i]![3]).toBe(l.api_url);
      expect(x.rows[i]![5]).toBe(l.status_code);
      expect(x.rows[i]![9]).toBe(l.request_id);
    });
    // 15:00 UTC in March is 12:00 in Santiago (summer time, UTC−3).
    expect(x.rows.at(-1)![1]).toEqual(new Date('2026-03-10T12:01:00Z'));
    const c = leerCsv((await get(admin!, `logs/exportar?${filtro}&formato=csv`)).body);
    expect(c.rows.map((r) => Number(r[0]))).toEqual(x.rows.map((r) => r[0]));
    expect(c.rows.at(-1)![1]).toBe('10/03/2026 12:01');
  });

  it('streams a large export in batches: 20,000 rows with bounded memory', { timeout: 240_000 }, async () => {
    const n = 20_000;
    for (let from = 0; from < n; from += 2000) {
      await db.insert(logEntry).values(
        Array.from({ length: 2000 }, (_, i) => ({
          createdAt: new Date(base.getTime() - (from + i) * 1000),
          apiUrl: `/api/v1/masivo/${from + i}`,
          apiMethod: 'PUT',
          eventType: 'exito',
          statusCode: 200,
          durationMs: 1,
          archivoNom: `masivo-${from + i}`,
        })),
      );
    }
    global.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    const res = await get(admin!, 'logs/exportar?api_url=/masivo/&formato=xlsx');
    clearInterval(timer);
    expect(res.statusCode).toBe(200);
    // Loose on purpose: the whole answer is collected by inject, but the rows are never all held.
    expect(peak - before).toBeLessThan(300 * 1024 * 1024);
    const { rows } = await leerXlsx(res.rawPayload);
    expect(rows.length).toBe(n);
    expect(rows[0]![3]).toBe('/api/v1/masivo/0');
    expect(rows.at(-1)![3]).toBe(`/api/v1/masivo/${n - 1}`);
    const csv = await get(admin!, 'logs/exportar?api_url=/masivo/&formato=csv');
    expect(csv.body.split('\r\n').filter(Boolean).length).toBe(n + 1);
  });
});

import type { z } from 'zod';
import { estadoLista, parcelaDisplayId, todayInSantiago } from '@agro/domain/format';
import type * as api from '@agro/domain/contracts/exportar';
import type { Columna } from '../../lib/export/columnas.ts';
import { porClave, type Exportacion, type Origen } from '../../lib/export/enviar.ts';
import { lotesRegistro as lotesCps } from '../cp/queries.ts';
import { logsLote } from '../operaciones/log-service.ts';
import { lotesRegistro as lotesParcelas } from '../parcela/queries.ts';
import { lotesRegistro as lotesServicios } from '../servicio/queries.ts';

type Fila<F extends (...a: never[]) => Promise<unknown[]>> = Awaited<ReturnType<F>>[number];
type FilaDeLotes<F extends (...a: never[]) => AsyncIterable<unknown[]>> =
  ReturnType<F> extends AsyncIterable<(infer R)[]> ? R : never;
type Cp = FilaDeLotes<typeof lotesCps>;
type Parcela = FilaDeLotes<typeof lotesParcelas>;
type Servicio = FilaDeLotes<typeof lotesServicios>;
type Log = Fila<typeof logsLote>;

const CP: Columna<Cp>[] = [
  { titulo: 'ID', tipo: 'numero', valor: (c) => c.cp_id, ancho: 8 },
  { titulo: 'Nombre', tipo: 'texto', valor: (c) => c.nombre, ancho: 28 },
  { titulo: 'RUT', tipo: 'texto', valor: (c) => c.rut },
  { titulo: 'Email', tipo: 'texto', valor: (c) => c.email, ancho: 28 },
  { titulo: 'Rol', tipo: 'texto', valor: (c) => c.rol, ancho: 18 },
  { titulo: 'Región', tipo: 'texto', valor: (c) => c.region, ancho: 22 },
  { titulo: 'Ciudad', tipo: 'texto', valor: (c) => c.ciudad },
  { titulo: 'Estado', tipo: 'texto', valor: (c) => estadoLista(c.is_active) },
  { titulo: 'Registrado el', tipo: 'fechaHora', valor: (c) => c.date_entered, ancho: 18 },
];

const PARCELA: Columna<Parcela>[] = [
  { titulo: 'ID', tipo: 'texto', valor: (p) => parcelaDisplayId(p.cp_id, p.parcelarel_id) },
  { titulo: 'Propietario', tipo: 'texto', valor: (p) => p.propietario, ancho: 24 },
  { titulo: 'Nombre', tipo: 'texto', valor: (p) => p.nombre, ancho: 24 },
  { titulo: 'Región', tipo: 'texto', valor: (p) => p.region, ancho: 22 },
  { titulo: 'Ciudad', tipo: 'texto', valor: (p) => p.ciudad },
  { titulo: 'Dirección', tipo: 'texto', valor: (p) => p.direccion_ref, ancho: 28 },
  { titulo: 'Etiquetas', tipo: 'texto', valor: (p) => p.tags.join(', '), ancho: 20 },
  { titulo: 'Estado', tipo: 'texto', valor: (p) => estadoLista(p.is_active) },
  { titulo: 'Registrado el', tipo: 'fechaHora', valor: (p) => p.date_entered, ancho: 18 },
];

const SERVICIO: Columna<Servicio>[] = [
  { titulo: 'ID Servicio', tipo: 'numero', valor: (s) => s.servicio_id },
  { titulo: 'ID Territorio', tipo: 'texto', valor: (s) => s.territorio },
  { titulo: 'Territorio', tipo: 'texto', valor: (s) => s.nombre_parcela, ancho: 24 },
  { titulo: 'Tipo de Servicio', tipo: 'texto', valor: (s) => s.tipo_servicio, ancho: 18 },
  { titulo: 'Registrado el', tipo: 'fechaHora', valor: (s) => s.date_entered, ancho: 18 },
  { titulo: 'Última modificación', tipo: 'fechaHora', valor: (s) => s.date_modified, ancho: 20 },
  { titulo: 'Estado', tipo: 'texto', valor: (s) => estadoLista(!s.is_deleted) },
];

const LOG: Columna<Log>[] = [
  { titulo: 'ID', tipo: 'numero', valor: (l) => l.logdesc_id, ancho: 10 },
  { titulo: 'Fecha', tipo: 'fechaHora', valor: (l) => l.created_at, ancho: 18 },
  { titulo: 'Método', tipo: 'texto', valor: (l) => l.api_method, ancho: 10 },
  { titulo: 'URL', tipo: 'texto', valor: (l) => l.api_url, ancho: 40 },
  { titulo: 'Evento', tipo: 'texto', valor: (l) => l.event_type },
  { titulo: 'Código HTTP', tipo: 'numero', valor: (l) => l.status_code },
  { titulo: 'Duración (ms)', tipo: 'numero', valor: (l) => l.duration_ms },
  { titulo: 'Usuario', tipo: 'texto', valor: (l) => l.usuario_email ?? '', ancho: 26 },
  { titulo: 'Archivo', tipo: 'texto', valor: (l) => `${l.archivo_nom}.${l.archivo_ext}`, ancho: 30 },
  { titulo: 'Código de referencia', tipo: 'texto', valor: (l) => l.request_id ?? '', ancho: 20 },
];

type Query<E extends { querystring?: z.ZodType }> = z.output<NonNullable<E['querystring']>>;

// A registry read in the screen's filter and order, 5,000 rows at a time, through the registry's own
// batch query: the rows only, no total (an export never shows one, so it never counts). Batches of
// 1,000 made a 100 k-row CSV wait on 100 round trips to the database and the pool (issue 25: 9.8 s
// against 6.0 s at load 20); a batch is ~0.7 MB of CSV, and a few are in flight at once.
const LOTE = 5000;

const hoy = (o: Origen) => todayInSantiago(o.ahora);

/** GET cp/all/exportar: the client registry with its filter and order. */
export const cps = (o: Origen, q: Query<typeof api.exportarCps>): Exportacion<Cp> => ({
  formato: q.formato,
  archivo: `clientes_${hoy(o)}`,
  hoja: 'Clientes',
  columnas: CP,
  lotes: lotesCps(o.db, q, LOTE),
});

/** GET parcela/all/exportar: the territory registry with its filter and order. */
export const parcelas = (o: Origen, q: Query<typeof api.exportarParcelas>): Exportacion<Parcela> => ({
  formato: q.formato,
  archivo: `territorios_${hoy(o)}`,
  hoja: 'Territorios',
  columnas: PARCELA,
  lotes: lotesParcelas(o.db, q, LOTE),
});

/** GET servicio/all/exportar: the service registry with its filter and order. */
export const servicios = (o: Origen, q: Query<typeof api.exportarServicios>): Exportacion<Servicio> => ({
  formato: q.formato,
  archivo: `servicios_${hoy(o)}`,
  hoja: 'Servicios',
  columnas: SERVICIO,
  lotes: lotesServicios(o.db, q, LOTE),
});

/** GET logs/exportar: the log with the developer menu's filters, newest first, in keyset batches. */
export const logs = (o: Origen, q: Query<typeof api.exportarLogs>): Exportacion<Log> => ({
  formato: q.formato,
  archivo: `logs_${hoy(o)}`,
  hoja: 'Logs',
  columnas: LOG,
  lotes: porClave((after, limit) => logsLote(o.db, q, after, limit), LOTE),
});

import type * as PromClient from 'prom-client';
import type { PoolStats } from '../db/client.ts';
import { workerPoolStats } from './worker-pool.ts';

// Counters the whole server reports to. Until enableMetrics() runs (METRICS_TOKEN or METRICS_PORT
// set) every call below does nothing and prom-client is not even loaded (decision 014).

type Prom = typeof PromClient;

/** Latency buckets (seconds) from a cached read to a slow export. */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
const TASK_BUCKETS = [0.01, 0.1, 0.5, 1, 5, 15, 60, 300, 900];

function instruments(prom: Prom) {
  const registry = new prom.Registry();
  prom.collectDefaultMetrics({ register: registry });
  let pool: (() => PoolStats) | null = null;
  dbPoolGauges(prom, registry, () => pool);
  workerPoolGauges(prom, registry);
  return {
    registry,
    /** Whose database pool the gauges read (the app being served). */
    setPoolSource(source: () => PoolStats) {
      pool = source;
    },
    clearPoolSource(source: () => PoolStats) {
      if (pool === source) pool = null;
    },
    ...httpInstruments(prom, registry),
    ...taskInstruments(prom, registry),
    ...activityCounters(prom, registry),
  };
}

/** Gauges read when scraped, from whichever pool `source` names then (none: left unset). */
function dbPoolGauges(prom: Prom, registry: PromClient.Registry, source: () => (() => PoolStats) | null) {
  const gauge = (name: string, help: string, read: (s: PoolStats) => number) =>
    new prom.Gauge({
      registers: [registry],
      name,
      help,
      collect() {
        const pool = source();
        if (pool) this.set(read(pool()));
      },
    });
  gauge('agro_db_pool_connections', 'Conexiones abiertas con la base de datos', (s) => s.total);
  gauge('agro_db_pool_in_use', 'Conexiones ocupadas por una consulta', (s) => s.total - s.idle);
  gauge('agro_db_pool_waiting', 'Consultas esperando una conexión libre', (s) => s.waiting);
}

function workerPoolGauges(prom: Prom, registry: PromClient.Registry) {
  const gauge = (
    name: string,
    help: string,
    read: (s: ReturnType<typeof workerPoolStats>[string]) => number,
  ) =>
    new prom.Gauge({
      registers: [registry],
      name,
      help,
      labelNames: ['pool'],
      collect() {
        this.reset();
        for (const [kind, stats] of Object.entries(workerPoolStats())) this.set({ pool: kind }, read(stats));
      },
    });
  gauge('agro_worker_threads', 'Hilos de trabajo en marcha', (s) => s.threads);
  gauge('agro_worker_queue', 'Tareas esperando un hilo de trabajo', (s) => s.queued);
  gauge('agro_worker_utilization', 'Ocupación de los hilos de trabajo (0 a 1)', (s) => s.utilization);
  gauge(
    'agro_worker_completed',
    'Tareas terminadas por el grupo de hilos desde que se creó',
    (s) => s.completed,
  );
}

function httpInstruments(prom: Prom, registry: PromClient.Registry) {
  const at = { registers: [registry] };
  return {
    httpRequests: new prom.Counter({
      ...at,
      name: 'agro_http_requests_total',
      help: 'Solicitudes HTTP respondidas, por ruta (el patrón, no la URL) y código',
      labelNames: ['method', 'route', 'status_code'],
    }),
    httpDuration: new prom.Histogram({
      ...at,
      name: 'agro_http_request_duration_seconds',
      help: 'Duración de las solicitudes HTTP, por ruta y código',
      labelNames: ['method', 'route', 'status_code'],
      buckets: HTTP_BUCKETS,
    }),
    httpInFlight: new prom.Gauge({
      ...at,
      name: 'agro_http_requests_in_flight',
      help: 'Solicitudes HTTP en curso',
    }),
  };
}

function taskInstruments(prom: Prom, registry: PromClient.Registry) {
  const at = { registers: [registry] };
  return {
    taskRuns: new prom.Counter({
      ...at,
      name: 'agro_task_runs_total',
      help: 'Ejecuciones de tareas programadas, por tarea y resultado (ok o error)',
      labelNames: ['task', 'status'],
    }),
    taskDuration: new prom.Histogram({
      ...at,
      name: 'agro_task_duration_seconds',
      help: 'Duración de las tareas programadas',
      labelNames: ['task'],
      buckets: TASK_BUCKETS,
    }),
  };
}

/** Uploads, mails and notices: what the server did for its users. */
function activityCounters(prom: Prom, registry: PromClient.Registry) {
  const at = { registers: [registry] };
  return {
    uploadBytes: new prom.Counter({
      ...at,
      name: 'agro_upload_bytes_total',
      help: 'Bytes de archivos subidos recibidos en el almacenamiento, por vía (multipart o tus)',
      labelNames: ['via'],
    }),
    mails: new prom.Counter({
      ...at,
      name: 'agro_mails_total',
      help: 'Correos enviados o fallidos',
      labelNames: ['result'],
    }),
    notifications: new prom.Counter({
      ...at,
      name: 'agro_notifications_created_total',
      help: 'Avisos en la aplicación creados, por tipo',
      labelNames: ['tipo'],
    }),
  };
}

export type Instruments = ReturnType<typeof instruments>;

let active: Instruments | null = null;
let loading: Promise<Instruments> | null = null;

/** Loads prom-client and creates the process's instruments (once: every app of the process shares them). */
export function enableMetrics(): Promise<Instruments> {
  loading ??= import('prom-client').then((prom) => (active = instruments(prom)));
  return loading;
}

/** What the rest of the server reports; each is a no-op while metrics are off. */
export const metrics = {
  taskRun(task: string, status: 'ok' | 'error', seconds: number) {
    active?.taskRuns.inc({ task, status });
    active?.taskDuration.observe({ task }, seconds);
  },
  uploadStored(via: 'multipart' | 'tus', bytes: number) {
    active?.uploadBytes.inc({ via }, bytes);
  },
  mail(result: 'sent' | 'failed') {
    active?.mails.inc({ result });
  },
  notificationsCreated(tipo: string, count: number) {
    if (count > 0) active?.notifications.inc({ tipo }, count);
  },
};

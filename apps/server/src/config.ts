import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';

const bool = z
  .string()
  .optional()
  .transform((v) => (v === undefined ? undefined : ['1', 'true', 'yes'].includes(v.toLowerCase())));

const envSchema = z.object({
  NODE_ENV: z.string().default('development'),
  PORT: z.coerce.number().int().positive().default(3000),
  HOST: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  STORAGE_URL: z.string().optional(),
  STORAGE_PRESIGN: bool,
  STORAGE_ACCEL_REDIRECT: z
    .string()
    .regex(/^\/([\w-]+\/)+$/)
    .optional(),
  AWS_REGION: z.string().optional(),
  AWS_ACCESS_KEY_ID: z.string().optional(),
  AWS_SECRET_ACCESS_KEY: z.string().optional(),
  S3_ENDPOINT: z.string().optional(),
  S3_FORCE_PATH_STYLE: bool,
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Agro Monitoreo <no-responder@agromonitoreo.cl>'),
  PUBLIC_URL: z.string().url().default('http://localhost:3000'),
  SEED_DEMO: bool,
  SEED_DEMO_RASTERS: bool,
  SESSION_SECRET: z.string().optional(),
  LOG_RETENTION_DAYS: z.coerce.number().int().positive().default(90),
  JOBS_ENABLED: bool,
  RASTER_PROCESADOR: bool,
  WORKER_THREADS: z.coerce.number().int().positive().optional(),
  RESPONSE_CHECK: bool,
  TRUST_PROXY: z.string().optional(),
  METRICS_TOKEN: z.string().optional(),
  METRICS_PORT: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(0).max(65_535).optional(),
  ),
  METRICS_HOST: z.string().default('127.0.0.1'),
  CONTACTO_FACEBOOK_URL: z.string().default('https://www.facebook.com/agromonitoreo'),
  CONTACTO_INSTAGRAM_URL: z.string().default('https://www.instagram.com/agromonitoreo'),
  CONTACTO_LINKEDIN_URL: z.string().default('https://www.linkedin.com/company/agromonitoreo'),
  CONTACTO_EMAIL: z.string().default('contacto@agromonitoreo.cl'),
  CONTACTO_DIRECCION: z.string().default('Av. Providencia 1208, oficina 602, Providencia, Santiago'),
  CONTACTO_FONO: z.string().default('56912345678'),
  MAP_TILES_URL: z.string().optional(),
  MAP_TILES_ATTRIBUTION: z.string().optional(),
});

/** How to reach an S3-compatible store (the usual AWS_* variables, plus S3_ENDPOINT for MinIO, R2…). */
export interface S3Config {
  region: string;
  endpoint: string | undefined;
  forcePathStyle: boolean;
  /** Unset: the SDK's default credential chain (instance role, web identity, shared files). */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
}

export interface Config {
  production: boolean;
  port: number;
  /**
   * Listen address (HOST). Unset: 0.0.0.0, except with TRUST_PROXY, where a client reaching the port
   * directly could forge X-Forwarded-For: then 127.0.0.1, beside the proxy (decision 015).
   */
  host: string;
  /** HOST was unset and TRUST_PROXY chose the loopback address (the server logs it at start). */
  hostLoopbackForProxy: boolean;
  dataDir: string;
  /** postgres://… or, when unset, the embedded database in dataDir ('memory://' in tests). */
  databaseUrl: string | undefined;
  /** `file://…` or `s3://bucket[/prefix]`. */
  storageUrl: string;
  s3: S3Config;
  /** Answer downloads with a redirect to a short-lived presigned URL (s3 only) after the checks. */
  storagePresign: boolean;
  /**
   * Local disk behind nginx: after the checks, hand the download to nginx (X-Accel-Redirect to this
   * internal location prefix), which serves it with sendfile and Range.
   */
  storageAccelRedirect: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  seedDemo: boolean;
  /** The demo's GeoTIFFs, processed at seed time (issue 27); off where a test does not need them. */
  seedDemoRasters: boolean;
  sessionSecret: string;
  logRetentionDays: number;
  jobsEnabled: boolean;
  /** Whether this process polls for uploaded rasters to process (decision 021; server.ts). */
  rasterProcesador: boolean;
  /** Threads at most for CPU-heavy work a request waits for (lib/worker-pool.ts). */
  workerThreads: number;
  /**
   * Every JSON answer is also encoded by its zod schema and must equal what the compiled serializer
   * wrote (lib/serializer.ts). On in tests (NODE_ENV=test) unless RESPONSE_CHECK says otherwise.
   */
  responseCheck: boolean;
  /** Whom to believe about the client's address, protocol and host (X-Forwarded-*); false by default. */
  trustProxy: boolean | string | ((address: string, hop: number) => boolean);
  /** Bearer token that GET /metrics requires; unset: /metrics answers 404 (unless metricsPort is set). */
  metricsToken: string | undefined;
  /** Serve the metrics on this port of metricsHost instead of the public listener. */
  metricsPort: number | undefined;
  metricsHost: string;
  contacto: {
    facebook_url: string;
    instagram_url: string;
    linkedin_url: string;
    email_contacto: string;
    direccion: string;
    fono_contacto_principal: string;
  };
  /** Raster tiles for the map (`https://…/{z}/{x}/{y}.png`); unset: the offline country outline. */
  mapTiles: { url: string; attribution: string } | null;
}

/** Reads the configuration from the environment; production refuses to start without its secrets. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const e = envSchema.parse(env);
  const production = e.NODE_ENV === 'production';
  const dataDir = path.resolve(env.INIT_CWD ?? process.cwd(), e.DATA_DIR);
  if (production && !e.SESSION_SECRET) throw new Error('SESSION_SECRET es obligatorio en producción');
  const trustProxy = parseTrustProxy(e.TRUST_PROXY);
  const hostLoopbackForProxy = !e.HOST && trustProxy !== false;
  return {
    production,
    port: e.PORT,
    host: e.HOST || (hostLoopbackForProxy ? '127.0.0.1' : '0.0.0.0'),
    hostLoopbackForProxy,
    dataDir,
    databaseUrl: e.DATABASE_URL || undefined,
    storageUrl: e.STORAGE_URL || `file://${path.join(dataDir, 'files')}`,
    s3: {
      region: e.AWS_REGION || 'us-east-1',
      endpoint: e.S3_ENDPOINT || undefined,
      // Self-hosted servers (MinIO, s3rver) are reached by address, where bucket subdomains do not resolve.
      forcePathStyle: e.S3_FORCE_PATH_STYLE ?? Boolean(e.S3_ENDPOINT),
      accessKeyId: e.AWS_ACCESS_KEY_ID || undefined,
      secretAccessKey: e.AWS_SECRET_ACCESS_KEY || undefined,
    },
    storagePresign: (e.STORAGE_PRESIGN ?? false) && (e.STORAGE_URL ?? '').startsWith('s3://'),
    storageAccelRedirect: (e.STORAGE_URL ?? '').startsWith('s3://') ? undefined : e.STORAGE_ACCEL_REDIRECT,
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    publicUrl: e.PUBLIC_URL.replace(/\/$/, ''),
    seedDemo: production ? false : (e.SEED_DEMO ?? true),
    seedDemoRasters: e.SEED_DEMO_RASTERS ?? true,
    sessionSecret: e.SESSION_SECRET ?? devSecret(dataDir),
    logRetentionDays: e.LOG_RETENTION_DAYS,
    jobsEnabled: e.JOBS_ENABLED ?? true,
    rasterProcesador: e.RASTER_PROCESADOR ?? true,
    workerThreads: e.WORKER_THREADS ?? availableParallelism(),
    responseCheck: e.RESPONSE_CHECK ?? e.NODE_ENV === 'test',
    trustProxy,
    metricsToken: e.METRICS_TOKEN || undefined,
    metricsPort: e.METRICS_PORT,
    metricsHost: e.METRICS_HOST,
    contacto: {
      facebook_url: e.CONTACTO_FACEBOOK_URL,
      instagram_url: e.CONTACTO_INSTAGRAM_URL,
      linkedin_url: e.CONTACTO_LINKEDIN_URL,
      email_contacto: e.CONTACTO_EMAIL,
      direccion: e.CONTACTO_DIRECCION,
      fono_contacto_principal: e.CONTACTO_FONO,
    },
    mapTiles: e.MAP_TILES_URL ? { url: e.MAP_TILES_URL, attribution: e.MAP_TILES_ATTRIBUTION ?? '' } : null,
  };
}

/**
 * TRUST_PROXY: unset or "false" trusts no proxy (a client cannot choose its address with
 * X-Forwarded-For); "true" trusts every hop; a number trusts that many hops; anything else is a
 * comma-separated list of proxy addresses or CIDR ranges (e.g. "127.0.0.1,10.0.0.0/8").
 */
export function parseTrustProxy(raw: string | undefined): Config['trustProxy'] {
  const v = raw?.trim().toLowerCase();
  if (!v || v === 'false' || v === '0') return false;
  if (v === 'true') return true;
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    return (_address, hop) => hop < hops;
  }
  return raw!.trim();
}

// Development keeps one random secret per data directory so sessions survive restarts.
function devSecret(dataDir: string): string {
  const file = path.join(dataDir, '.session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

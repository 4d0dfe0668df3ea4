/**
 * The work that runs on worker threads (lib/worker-pool.ts), by name. Each entry loads its module
 * only inside a worker, so neither the request thread nor an idle worker pays for libraries a task
 * needs (ExcelJS, pdfkit, a KML parser, a raster decoder). A task module exports
 * `run(input): output | Promise<output>`; input and output cross threads by structured clone
 * (transfer buffers and ports with `transferList` / `Piscina.move`).
 */
export const TASKS = {
  /** Answers with its input and the thread it ran on: lets `/health`-style checks and tests reach a worker. */
  eco: () => import('./eco.ts'),
  /** One batch of an export as CSV lines or XLSX rows (lib/export/enviar.ts). */
  'exportar-lote': () => import('./exportar-lote.ts'),
  /** A whole export read from PostgreSQL with the thread's own connection (lib/export/hilo.ts). */
  exportar: () => import('./exportar.ts'),
  /** An invoice or account statement as PDF (modules/documento/documento.ts). */
  'documento-pdf': () => import('./documento-pdf.ts'),
  /** The map list's boundaries, simplified to what the map shows (modules/mapa/simplificar.ts). */
  'simplificar-limites': () => import('./simplificar-limites.ts'),
  /** Clips, measures and tiles one GeoTIFF, or compares two periods (raster/, decision 020). */
  raster: () => import('./raster.ts'),
  /** An uploaded boundary file (GeoJSON, KML, KMZ) parsed within bounds (modules/mapa/archivo.ts). */
  limite: () => import('./limite.ts'),
} as const;

export type TaskName = keyof typeof TASKS;
type TaskModule<N extends TaskName> = Awaited<ReturnType<(typeof TASKS)[N]>>;
export type TaskInput<N extends TaskName> = Parameters<TaskModule<N>['run']>[0];
export type TaskOutput<N extends TaskName> = Awaited<ReturnType<TaskModule<N>['run']>>;

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
  /** Clips, measures and tiles one GeoTIFF, or compares two periods (raster/, decision 020). */
  raster: () => import('./raster.ts'),
} as const;

export type TaskName = keyof typeof TASKS;
type TaskModule<N extends TaskName> = Awaited<ReturnType<(typeof TASKS)[N]>>;
export type TaskInput<N extends TaskName> = Parameters<TaskModule<N>['run']>[0];
export type TaskOutput<N extends TaskName> = Awaited<ReturnType<TaskModule<N>['run']>>;

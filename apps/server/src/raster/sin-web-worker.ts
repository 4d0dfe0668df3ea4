// See geotiff.ts: evaluated before geotiff (and `web-worker`) on every thread.
const ambito = globalThis as { Worker?: unknown };
ambito.Worker ??= class {
  constructor() {
    throw new Error('geotiff decoder workers are not used: rasters are decoded on the task thread');
  }
};
export {};

// geotiff imports the `web-worker` package (for a decoder pool we do not use), which on any thread
// but the main one assumes it *is* one of its own workers and reads a workerData that piscina's
// threads do not carry, failing at import. It only does so when there is no global Worker: one that
// refuses to start stands in for it. workers/raster.ts runs this before it loads geotiff.
const ambito = globalThis as { Worker?: unknown };
ambito.Worker ??= class {
  constructor() {
    throw new Error('geotiff decoder workers are not used: rasters are decoded on the task thread');
  }
};
export {};

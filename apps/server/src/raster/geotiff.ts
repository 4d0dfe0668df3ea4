// geotiff, loaded so that it also works on a worker thread. geotiff imports the `web-worker` package
// (for a decoder pool we do not use), which on any thread but the main one assumes it *is* one of
// its own workers and reads a workerData that piscina's threads do not carry, failing at import.
// It only does so when there is no global Worker: one that refuses to start stands in for it.
import './sin-web-worker.ts';

export { addDecoder, BaseDecoder, GeoTIFF, getDecoder, writeArrayBuffer } from 'geotiff';
export type { GeoTIFFImage, TypedArray } from 'geotiff';

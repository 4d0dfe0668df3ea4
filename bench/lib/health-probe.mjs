// GET /health one request at a time, every 20 ms, on a thread of its own (so the load generator in
// the bench's main thread does not delay it): the latency a load balancer's check sees meanwhile.
import { parentPort, workerData } from 'node:worker_threads';

const times = [];
let stop = false;
parentPort.on('message', () => (stop = true));
while (!stop) {
  const t0 = performance.now();
  try {
    const res = await fetch(workerData.url);
    await res.arrayBuffer();
    times.push(res.ok ? performance.now() - t0 : Infinity);
  } catch {
    times.push(Infinity);
  }
  await new Promise((r) => setTimeout(r, 20));
}
parentPort.postMessage(times);

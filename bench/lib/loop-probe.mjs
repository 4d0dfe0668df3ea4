// Preloaded into the product by the bench (`--import`, lib/server.mjs): the server's own event-loop
// delay, read without touching the product's code. SIGUSR2 writes the histogram since the previous
// signal to BENCH_LOOP_FILE and starts a new one, so the bench brackets each phase with two signals.
import { writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { isMainThread } from 'node:worker_threads';

const file = process.env.BENCH_LOOP_FILE;
if (isMainThread && file) {
  const h = monitorEventLoopDelay({ resolution: 5 });
  h.enable();
  process.on('SIGUSR2', () => {
    const ms = (ns) => ns / 1e6;
    const figures = { max: ms(h.max), p99: ms(h.percentile(99)), mean: ms(h.mean), at: Date.now() };
    writeFileSync(file, JSON.stringify(figures));
    h.reset();
  });
}

// The module every pool thread loads (lib/worker-pool.ts).
import { getPriority, setPriority } from 'node:os';
import { workerData } from 'node:worker_threads';
import type { PoolThreadData } from './runner.ts';
import { taskRunner } from './runner.ts';
import { TASKS } from './tasks.ts';

// On Linux a priority set with pid 0 applies to the calling thread only, so a background pool's
// threads run at a lower priority than the thread serving requests. Where the system refuses (some
// containers forbid changing it) the thread just keeps the default.
const { nice } = (workerData ?? { nice: 0 }) as PoolThreadData;
if (nice > getPriority()) {
  try {
    setPriority(nice);
  } catch {
    // keep the default priority
  }
}

export default taskRunner(TASKS);

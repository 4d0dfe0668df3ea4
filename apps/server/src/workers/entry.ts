// The module every pool thread loads (lib/worker-pool.ts).
import { taskRunner } from './runner.ts';
import { TASKS } from './tasks.ts';

export default taskRunner(TASKS);

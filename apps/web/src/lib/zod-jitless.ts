// Zod probes for eval support with `Function('')` on its first object parse; under our CSP
// (script-src 'self', no 'unsafe-eval') the probe is refused and the browser reports a CSP violation.
// Jitless mode skips the probe. Zod reads this global object when it loads, or shares it if already loaded.
const g = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
g.__zod_globalConfig = Object.assign(g.__zod_globalConfig ?? {}, { jitless: true });

export {};

// Every `import ... from 'zod'` in the browser build resolves here (vite.config.ts). zod probes
// `new Function` when it builds its first object schema, to compile fast parsers; the CSP allows no
// eval, so the probe would be reported as a violation on every page that loads a schema. Parsing
// without compiled parsers is fast enough for forms; the server keeps them.
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
export { z, default } from 'zod/v4';

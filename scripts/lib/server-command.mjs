// How the compiled server is started: by `npm start`, the browser tests, the bench and the cluster
// smoke (the Dockerfile's CMD repeats it). `--max-semi-space-size=16`: during a busy start (migrations,
// the demo seed, compiling every route's serializer) V8 grows the young generation to 64 MiB per
// semi-space and keeps it, ~130 MiB of an idle server's RSS; 16 MiB is what Node defaulted to before
// (issue 25, docs/PERFORMANCE.md).
export const SERVER_ARGS = ['--enable-source-maps', '--max-semi-space-size=16', 'apps/server/dist/main.js'];

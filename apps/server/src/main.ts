// The process's entry. Tracing patches http, pg and the AWS SDK as they load, so when it is on
// (OTEL_EXPORTER_OTLP_ENDPOINT) it starts before the server's modules are imported; otherwise no
// @opentelemetry package is loaded at all (decision 014).
import './load-env.ts';

if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT && process.env.OTEL_SDK_DISABLED !== 'true') {
  const { startTelemetry } = await import('./lib/telemetry.ts');
  await startTelemetry();
}
await import('./server.ts');

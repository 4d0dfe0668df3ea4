// The seam between the code and OpenTelemetry. lib/telemetry.ts fills it when tracing is on
// (OTEL_EXPORTER_OTLP_ENDPOINT); otherwise every call here is a plain pass-through, so no
// @opentelemetry package is loaded by a server that does not trace (decision 014).

/** What an active tracer offers the rest of the server. */
export interface Tracing {
  span<T>(name: string, attributes: Record<string, string | number>, fn: () => Promise<T>): Promise<T>;
  /** trace_id and span_id of the span in progress, for the log line written inside it. */
  logFields(): Record<string, string>;
  /** Exports the spans still buffered (before the process exits). */
  flush(): Promise<void>;
}

let active: Tracing | null = null;

export function setTracing(tracing: Tracing | null) {
  active = tracing;
}

/** Runs `fn` inside a span named `name` when tracing is on; just runs it otherwise. */
export function withSpan<T>(
  name: string,
  attributes: Record<string, string | number>,
  fn: () => Promise<T>,
): Promise<T> {
  return active ? active.span(name, attributes, fn) : fn();
}

/** Fields that tie a log line to its trace (none when tracing is off). */
export const traceLogFields = (): Record<string, string> => active?.logFields() ?? {};

export const flushTracing = (): Promise<void> => active?.flush() ?? Promise.resolve();

// OpenTelemetry tracing, loaded by main.ts only when OTEL_EXPORTER_OTLP_ENDPOINT is set and before
// the server's modules: the instrumentations patch http, pg and the AWS SDK as they are required,
// so they must be registered first (decision 014). Spans go to the OTLP/HTTP endpoint in batches.
import diagnostics from 'node:diagnostics_channel';
import { IncomingMessage } from 'node:http';
import { context, propagation, SpanStatusCode, trace, type Span } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import {
  CompositePropagator,
  getRPCMetadata,
  RPCType,
  W3CBaggagePropagator,
  W3CTraceContextPropagator,
} from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { AwsInstrumentation } from '@opentelemetry/instrumentation-aws-sdk';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { envDetector, detectResources, resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';
import type { FastifyInstance } from 'fastify';
import { HIDDEN, maskEmails, maskPath } from './logging.ts';
import { setTracing } from './tracing.ts';

const SERVICE = 'agro-monitoreo';
// Probes and scrapes arrive every few seconds and say nothing about users' requests.
const UNTRACED = new Set(['/health', '/health/live', '/health/ready', '/metrics']);

/** The attributes of a server span that hold the URL: masked like the logs (tokens, addresses). */
function maskUrlAttributes(span: Span, request: IncomingMessage) {
  const path = maskPath(request.url ?? '/');
  span.setAttribute('url.path', path);
  span.setAttribute('http.target', path);
  if ((request.url ?? '').includes('?')) span.setAttribute('url.query', HIDDEN);
  span.setAttribute('http.url', path);
  span.setAttribute('url.full', path);
}

/** Names each server span after its route (`GET /api/v1/cp/self`), as instrumentation-http reads it. */
function nameSpansByRoute() {
  diagnostics.subscribe('fastify.initialization', (message) => {
    const { fastify } = message as { fastify: FastifyInstance };
    fastify.addHook('onRequest', (request, _reply, done) => {
      const rpc = getRPCMetadata(context.active());
      if (rpc?.type === RPCType.HTTP && request.routeOptions.url) rpc.route = request.routeOptions.url;
      done();
    });
  });
}

/** Starts tracing for this process; spans are exported until the process exits (see flushTracing). */
export async function startTelemetry(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const resource = resourceFromAttributes({ [ATTR_SERVICE_NAME]: SERVICE }).merge(
    await detectResources({ detectors: [envDetector] }),
  );
  const provider = new TracerProvider({
    resource,
    spanProcessors: [
      new BatchSpanProcessor({
        exporter: new OTLPTraceExporter(),
        scheduledDelayMillis: Number(env.OTEL_BSP_SCHEDULE_DELAY) || 5000,
      }),
    ],
  });
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  trace.setGlobalTracerProvider(provider);
  propagation.setGlobalPropagator(
    new CompositePropagator({ propagators: [new W3CTraceContextPropagator(), new W3CBaggagePropagator()] }),
  );
  registerInstrumentations({
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (req) => UNTRACED.has((req.url ?? '').split('?')[0]!),
        requestHook: (span, request) => {
          if (request instanceof IncomingMessage) maskUrlAttributes(span, request);
        },
      }),
      // Queries outside a request (migrations, the scheduler's polling) would each be a trace of their own.
      new PgInstrumentation({ requireParentSpan: true }),
      new AwsInstrumentation(),
    ],
  });
  nameSpansByRoute();

  const tracer = trace.getTracer(SERVICE);
  setTracing({
    span: (name, attributes, fn) =>
      tracer.startActiveSpan(name, { attributes }, async (span) => {
        try {
          return await fn();
        } catch (err) {
          const message = maskEmails(err instanceof Error ? err.message : String(err));
          span.setStatus({ code: SpanStatusCode.ERROR, message });
          throw err;
        } finally {
          span.end();
        }
      }),
    logFields: (): Record<string, string> => {
      const span = trace.getActiveSpan();
      if (!span) return {};
      const { traceId, spanId } = span.spanContext();
      return { trace_id: traceId, span_id: spanId };
    },
    flush: () => provider.forceFlush(),
  });
}

import { isDeepStrictEqual } from 'node:util';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import fastJson from 'fast-json-stringify';
import { createSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Json = { [key: string]: unknown };
type Serialize = (data: unknown) => string;

const SCHEMA_MAPS = new Set(['properties', 'definitions', '$defs', 'patternProperties']);
// Keywords whose value is a schema, or a list of schemas (the rest are data: enum, required, default…).
const SCHEMAS = new Set([
  'items',
  'additionalItems',
  'additionalProperties',
  'propertyNames',
  'not',
  'if',
  'then',
  'else',
  'allOf',
  'anyOf',
  'oneOf',
  'prefixItems',
  'contains',
]);
const typeOf = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);

// The property every branch of a union pins to one value (zod's discriminatedUnion), if any.
function discriminator(branches: Json[]): string | undefined {
  const pinned = (b: Json, key: string) => {
    const p = (b.properties as Record<string, Json> | undefined)?.[key];
    return p && (p.const !== undefined || (Array.isArray(p.enum) && p.enum.length === 1));
  };
  const first = branches[0]?.properties as Record<string, unknown> | undefined;
  return Object.keys(first ?? {}).find((key) => branches.every((b) => pinned(b, key)));
}

// A discriminated union as if/then/else on the discriminator only: fast-json-stringify then checks
// one small property to pick the branch instead of validating the whole value against every branch.
function ifThenElse(branches: Json[], key: string): Json {
  const [head, ...rest] = branches;
  if (rest.length === 0) return forSerializer(head!);
  const p = (head!.properties as Record<string, Json>)[key]!;
  return {
    if: {
      type: 'object',
      properties: { [key]: { const: p.const ?? (p.enum as unknown[])[0] } },
      required: [key],
    },
    then: forSerializer(head!),
    else: ifThenElse(rest, key),
  };
}

/**
 * The JSON Schema zod produces for an answer, reshaped where fast-json-stringify would write
 * something else than the value: `const` (it writes the constant, not the value) becomes the plain
 * type, `X | null` becomes `X` with `nullable`, a discriminated union becomes if/then/else.
 */
function forSerializer(node: Json): Json {
  for (const key of ['oneOf', 'anyOf'] as const) {
    const branches = node[key] as Json[] | undefined;
    if (!branches) continue;
    const { [key]: _drop, ...rest } = node;
    const others = branches.filter((b) => b.type !== 'null');
    if (others.length === 1 && branches.length === 2) {
      const x = forSerializer({ ...rest, ...others[0] });
      // `nullable` does not reach inside a conditional: null is tested first instead.
      return x.if ? { if: { type: 'null' }, then: { type: 'null' }, else: x } : { ...x, nullable: true };
    }
    const d = others.length === branches.length ? discriminator(branches) : undefined;
    if (d) return { ...forSerializer(rest), ...ifThenElse(branches, d) };
  }
  const out: Json = {};
  for (const [key, value] of Object.entries(node)) {
    if (SCHEMA_MAPS.has(key) && value && typeof value === 'object')
      out[key] = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, forSerializer(v as Json)]));
    else if (SCHEMAS.has(key) && Array.isArray(value))
      out[key] = value.map((v) => (v && typeof v === 'object' ? forSerializer(v as Json) : v));
    else if (SCHEMAS.has(key) && value && typeof value === 'object') out[key] = forSerializer(value as Json);
    else out[key] = value;
  }
  if ('const' in out) {
    out.type ??= typeOf(out.const);
    delete out.const;
  }
  if (Array.isArray(out.type) && out.type.length === 2 && out.type.includes('null')) {
    out.type = out.type.find((t) => t !== 'null');
    out.nullable = true;
  }
  return out;
}

/** The JSON Schema of an answer as its compiled serializer reads it (draft-7, the wire form). */
export function serializerSchema(schema: z.ZodType): Json {
  const json = z.toJSONSchema(schema, {
    target: 'draft-7',
    io: 'output',
    unrepresentable: 'any',
    cycles: 'ref',
    reused: 'inline',
    // A Date leaves as its ISO 8601 text, which is what the `timestamp` codec encodes it to.
    override: (ctx) => {
      if (ctx.zodSchema._zod.def.type === 'date')
        Object.assign(ctx.jsonSchema, { type: 'string', format: 'date-time' });
    },
  }) as Json;
  delete json.$schema;
  return forSerializer(json);
}

// One compiled function per schema (the error body is shared by every route), made on first use so
// that routes never called cost neither start-up time nor memory.
const compiled = new WeakMap<z.ZodType, Serialize>();
function compiledFor(schema: z.ZodType): Serialize {
  let fn = compiled.get(schema);
  if (!fn) {
    fn = fastJson(serializerSchema(schema) as never) as Serialize;
    compiled.set(schema, fn);
  }
  return fn;
}

const zodSerializer = createSerializerCompiler({});

/** Where two JSON values first differ, for the message of a failed check. */
function firstDifference(a: unknown, b: unknown, at = '$'): string {
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    for (const k of new Set([...Object.keys(a), ...Object.keys(b)])) {
      const x = (a as Json)[k];
      const y = (b as Json)[k];
      if (!isDeepStrictEqual(x, y)) return firstDifference(x, y, `${at}.${k}`);
    }
  }
  return `${at}: ${JSON.stringify(a)?.slice(0, 80)} ≠ ${JSON.stringify(b)?.slice(0, 80)}`;
}

/**
 * Fastify's serializer compiler for the contracts' zod answers (docs/decisions/018): the answer is
 * written by fast-json-stringify from the JSON Schema zod produces, not checked and encoded by zod on
 * every request. With `check` (the test suite) each answer is also encoded by zod, which refuses an
 * undeclared shape, and the two must give the same JSON, so a case where the compiled serializer
 * would write something else (a dropped field, a coerced number, a date) fails the test that met it.
 */
export function serializerCompiler({ check }: { check: boolean }): FastifySerializerCompiler<z.ZodType> {
  return (route) => {
    const schema = route.schema;
    if (!check) return (data) => compiledFor(schema)(data);
    const byZod = zodSerializer(route as never) as Serialize;
    return (data) => {
      const expected = byZod(data);
      const written = compiledFor(schema)(data);
      const [a, b] = [JSON.parse(written), JSON.parse(expected)] as unknown[];
      if (!isDeepStrictEqual(a, b)) {
        const msg = `${route.method} ${route.url} (${route.httpStatus}): the compiled serializer wrote ${firstDifference(a, b)} (zod)`;
        console.error(msg);
        throw new Error(msg);
      }
      return written;
    };
  };
}

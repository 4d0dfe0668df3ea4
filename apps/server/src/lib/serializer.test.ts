import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoint, ok, timestamp } from '@agro/domain/contracts/endpoint';
import { geometriaSchema } from '@agro/domain/contracts/mapa';
import { route } from './route.ts';
import { serializerCompiler } from './serializer.ts';

const respuesta = ok({
  cuando: timestamp,
  monto: z.number().int(),
  nota: z.string().nullable(),
  opcional: z.string().optional(),
  geometria: geometriaSchema.nullable(),
  por_periodo: z.record(z.string(), z.object({ n: z.number() })),
  tupla: z.tuple([z.number(), z.number()]),
});

const contrato = endpoint({ method: 'GET', path: '/x', access: 'public', response: respuesta, summary: 'x' });

async function appWith(check: boolean, answer: () => unknown) {
  const app = Fastify();
  app.setSerializerCompiler(serializerCompiler({ check }));
  route(app, contrato, async () => answer() as never);
  await app.ready();
  return app;
}

const valido = () => ({
  status: 'success' as const,
  cuando: new Date('2026-03-04T05:06:07.089Z'),
  monto: 1500,
  nota: null,
  geometria: {
    type: 'MultiPolygon' as const,
    coordinates: [
      [
        [
          [-71.5, -35.1],
          [-71.4, -35.1],
          [-71.4, -35.2],
          [-71.5, -35.1],
        ],
      ],
    ],
  },
  por_periodo: { '2026-01-05': { n: 1 }, '2026-01-12': { n: 2 } },
  tupla: [1, 2] as [number, number],
  // Not in the contract: neither serializer may let it out.
  secreto: 'x',
});

describe('compiled answers (lib/serializer.ts)', () => {
  it('write the same JSON as zod: dates as ISO text, nulls, absent optionals, unions, records, tuples; undeclared fields left out', async () => {
    const app = await appWith(true, valido);
    const res = await app.inject({ url: '/x' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'success',
      cuando: '2026-03-04T05:06:07.089Z',
      monto: 1500,
      nota: null,
      geometria: valido().geometria,
      por_periodo: { '2026-01-05': { n: 1 }, '2026-01-12': { n: 2 } },
      tupla: [1, 2],
    });
    expect(res.body).not.toContain('secreto');
  });

  it('in check mode, an answer the contract refuses fails (500) instead of being coerced', async () => {
    for (const roto of [
      { ...valido(), monto: '1500' }, // fast-json-stringify alone would write 1500
      { ...valido(), monto: 1.5 }, // …and 1 for an integer
      { ...valido(), status: 'error' }, // …and "success" for the literal
      { ...valido(), cuando: '2026-03-04' }, // a timestamp must be a Date on the server
      { ...valido(), geometria: { type: 'Punto', coordinates: [] } },
    ]) {
      const app = await appWith(true, () => roto);
      expect((await app.inject({ url: '/x' })).statusCode, JSON.stringify(roto)).toBe(500);
    }
  });

  it('in production no zod pass runs: the value is written as it is, never re-checked', async () => {
    const app = await appWith(false, () => ({ ...valido(), status: 'error', monto: 1500 }));
    const res = await app.inject({ url: '/x' });
    expect(res.statusCode).toBe(200);
    // `const` is written from the value, not the schema: the compiled serializer never lies about it.
    expect(res.json().status).toBe('error');
  });
});

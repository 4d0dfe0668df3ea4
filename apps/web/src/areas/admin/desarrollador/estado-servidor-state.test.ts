import { describe, expect, it } from 'vitest';
import { resumenEstado } from './estado-servidor-state.ts';

const ok = { status: 'ok' };
const error = { status: 'error' };

describe('resumenEstado', () => {
  it('is loading until the first answer', () => {
    expect(resumenEstado(undefined, false)).toMatchObject({ cargando: true, porcentaje: 0 });
  });
  it('counts the services that answer', () => {
    const r = resumenEstado({ database: ok, mailer: error, api: ok }, false);
    expect(r).toMatchObject({
      cargando: false,
      n: 2,
      total: 3,
      color: 'orange',
      texto: 'Hay servicios con problemas.',
    });
    expect(r.ok('mailer')).toBe(false);
    expect(resumenEstado({ database: ok, mailer: ok, api: ok }, false)).toMatchObject({
      n: 3,
      color: 'agro',
    });
  });
  it('shows every service down when the call itself failed', () => {
    expect(resumenEstado({ database: ok, mailer: ok, api: ok }, true)).toMatchObject({
      n: 0,
      color: 'red',
      porcentaje: 0,
    });
    expect(resumenEstado(undefined, true)).toMatchObject({ cargando: false, n: 0 });
  });
});

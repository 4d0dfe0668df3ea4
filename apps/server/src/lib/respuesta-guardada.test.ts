import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { codificacionPara, RespuestasGuardadas } from './respuesta-guardada.ts';

describe('codificacionPara', () => {
  it('prefers br, then gzip, and honours q=0', () => {
    expect(codificacionPara(undefined)).toBeNull();
    expect(codificacionPara('identity')).toBeNull();
    expect(codificacionPara('gzip, deflate, br')).toBe('br');
    expect(codificacionPara('gzip')).toBe('gzip');
    expect(codificacionPara('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(codificacionPara('*')).toBe('br');
    expect(codificacionPara('*, br;q=0')).toBe('gzip');
    expect(codificacionPara('deflate')).toBeNull();
  });
});

describe('RespuestasGuardadas', () => {
  // Answers of ~2 KB each under a bound of 5 KB: two fit, a third sends the oldest out.
  async function servidor() {
    const guardadas = new RespuestasGuardadas(5 * 1024);
    const hechas: string[] = [];
    const app = Fastify();
    app.get<{ Params: { clave: string }; Querystring: { huella: string } }>('/:clave', (req, reply) =>
      guardadas.enviar(req, reply, req.params.clave, req.query.huella, async () => {
        hechas.push(`${req.params.clave}@${req.query.huella}`);
        return { clave: req.params.clave, relleno: 'x'.repeat(2000), huella: req.query.huella };
      }),
    );
    const pedir = async (clave: string, huella = '1') =>
      (await app.inject({ url: `/${clave}?huella=${huella}` })).json().huella as string;
    return { app, hechas, pedir };
  }

  it('makes an answer once per fingerprint, and again when the fingerprint changes', async () => {
    const { hechas, pedir } = await servidor();
    expect(await pedir('a')).toBe('1');
    expect(await pedir('a')).toBe('1');
    expect(await pedir('a', '2')).toBe('2');
    expect(await pedir('a', '2')).toBe('2');
    expect(hechas).toEqual(['a@1', 'a@2']);
  });

  it('keeps answers within its bytes, dropping the least recently used', async () => {
    const { hechas, pedir } = await servidor();
    await pedir('a');
    await pedir('b');
    await pedir('a'); // a is now the most recent
    await pedir('c'); // b goes
    await pedir('a');
    await pedir('b');
    expect(hechas).toEqual(['a@1', 'b@1', 'c@1', 'b@1']);
  });

  it('shares one making among requests that miss together', async () => {
    const { app, hechas } = await servidor();
    await Promise.all(Array.from({ length: 5 }, () => app.inject({ url: '/z?huella=1' })));
    expect(hechas).toEqual(['z@1']);
  });
});

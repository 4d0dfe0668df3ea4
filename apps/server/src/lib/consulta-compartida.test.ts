import { describe, expect, it } from 'vitest';
import { ConsultaCompartida } from './consulta-compartida.ts';

// A query whose answer is the number of queries started so far, held until released.
function consultas() {
  const abiertas: (() => void)[] = [];
  let empezadas = 0;
  const hacer = () => {
    const n = ++empezadas;
    return new Promise<number>((resolve) => abiertas.push(() => resolve(n)));
  };
  const soltar = async () => {
    abiertas.shift()!();
    await new Promise((r) => setImmediate(r));
  };
  return { hacer, soltar, empezadas: () => empezadas };
}

describe('ConsultaCompartida', () => {
  it('a request never takes a query that started before it; those that wait share the next one', async () => {
    const c = new ConsultaCompartida<number>();
    const q = consultas();
    const primera = c.pedir('k', q.hacer);
    // Arrived while the first runs: they wait for a second query, started after they arrived.
    const esperan = [c.pedir('k', q.hacer), c.pedir('k', q.hacer), c.pedir('k', q.hacer)];
    expect(q.empezadas()).toBe(1);
    await q.soltar();
    expect(await primera).toBe(1);
    expect(q.empezadas()).toBe(2);
    // One arriving now waits for a third, not for the second, already under way.
    const tarde = c.pedir('k', q.hacer);
    await q.soltar();
    expect(await Promise.all(esperan)).toEqual([2, 2, 2]);
    await q.soltar();
    expect(await tarde).toBe(3);
    expect(q.empezadas()).toBe(3);
    // Nothing running: the next request starts its own query at once.
    const sola = c.pedir('k', q.hacer);
    expect(q.empezadas()).toBe(4);
    await q.soltar();
    expect(await sola).toBe(4);
  });

  it('keys do not wait for each other', async () => {
    const c = new ConsultaCompartida<number>();
    const q = consultas();
    void c.pedir('a', q.hacer);
    void c.pedir('b', q.hacer);
    expect(q.empezadas()).toBe(2);
  });

  it('a failed query fails its own requests only, and the next one still runs', async () => {
    const c = new ConsultaCompartida<number>();
    let n = 0;
    const hacer = async () => {
      n += 1;
      if (n === 1) throw new Error('caída');
      return n;
    };
    const primera = c.pedir('k', hacer);
    const siguiente = c.pedir('k', hacer);
    await expect(primera).rejects.toThrow('caída');
    expect(await siguiente).toBe(2);
    const sincrona = c.pedir('s', () => {
      throw new Error('al instante');
    });
    await expect(sincrona).rejects.toThrow('al instante');
    expect(await c.pedir('s', async () => 7)).toBe(7);
  });
});

import { describe, expect, it } from 'vitest';
import { Recientes } from './recientes.ts';

describe('Recientes', () => {
  it('drops the least recently used entry beyond its size, a read counting as a use', () => {
    const r = new Recientes<string, number>(2);
    r.set('a', 1);
    r.set('b', 2);
    expect(r.get('a')).toBe(1);
    r.set('c', 3);
    expect(r.get('b')).toBeUndefined();
    expect([r.get('a'), r.get('c')]).toEqual([1, 3]);
  });

  it('with weights, keeps at most their sum, re-weighs an entry set again, and keeps a heavy newest one', () => {
    const r = new Recientes<string, { n: number }>(10, (v) => v.n);
    r.set('a', { n: 4 });
    r.set('b', { n: 4 });
    r.set('c', { n: 4 }); // 12 > 10: a goes
    expect(r.get('a')).toBeUndefined();
    const b = r.get('b')!;
    b.n = 7;
    r.set('b', b); // c (4) + b (7) = 11: c goes
    expect(r.get('c')).toBeUndefined();
    expect(r.get('b')).toBe(b);
    r.set('d', { n: 20 }); // heavier than the bound alone: kept, every other goes
    expect([r.get('b'), r.get('d')?.n]).toEqual([undefined, 20]);
  });
});

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
});

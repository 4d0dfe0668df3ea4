import { describe, expect, it } from 'vitest';
import { avanzaSolo, indiceCircular } from './carousel-state.ts';

describe('carousel', () => {
  it('wraps from the last slide to the first and back', () => {
    expect(indiceCircular(3, 3)).toBe(0);
    expect(indiceCircular(-1, 3)).toBe(2);
    expect(indiceCircular(1, 3)).toBe(1);
  });
  it('advances alone only when nobody is looking at it and motion is allowed', () => {
    const libre = { paused: false, hovered: false, reduceMotion: false, n: 3 };
    expect(avanzaSolo(libre)).toBe(true);
    expect(avanzaSolo({ ...libre, paused: true })).toBe(false);
    expect(avanzaSolo({ ...libre, hovered: true })).toBe(false);
    expect(avanzaSolo({ ...libre, reduceMotion: true })).toBe(false);
    expect(avanzaSolo({ ...libre, n: 1 })).toBe(false);
  });
});

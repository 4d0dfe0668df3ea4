/** The slide shown after moving to `i`: wraps around both ends. */
export const indiceCircular = (i: number, n: number) => ((i % n) + n) % n;

/** Slides advance alone only with several, unpaused, not hovered or focused, and motion allowed. */
export const avanzaSolo = (s: { paused: boolean; hovered: boolean; reduceMotion: boolean; n: number }) =>
  !s.paused && !s.hovered && !s.reduceMotion && s.n > 1;

import type { ComponentType } from 'react';

/** Route-level code splitting: `lazy: page(() => import('...'), 'NamePage')`. */
export function page<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) {
  return async () => ({ Component: (await load())[name] as ComponentType });
}

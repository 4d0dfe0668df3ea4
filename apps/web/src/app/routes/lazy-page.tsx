import { lazy, type ComponentType, type ReactElement } from 'react';

/**
 * A lazily loaded component. It suspends up to the one boundary in router.tsx: on the first visit the
 * fallback shows until the whole page is ready (no header and footer jumping as the page arrives), and
 * navigations, which the router runs as transitions, keep the current page until the next one is ready.
 */
function lazyElement(load: () => Promise<ComponentType>): ReactElement {
  const Component = lazy(async () => ({ default: await load() }));
  return <Component />;
}

/** Route-level code splitting: `element: page(() => import('...'), 'NamePage')`. */
export function page<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) {
  return lazyElement(async () => (await load())[name] as ComponentType);
}

/**
 * An area's layout, split like a page and loaded together with what only the areas use (providers and
 * stylesheets, see ../area-providers.tsx), so the public site never downloads them.
 */
export function areaLayout<M extends Record<string, unknown>>(
  load: () => Promise<M>,
  name: keyof M & string,
) {
  return lazyElement(async () => {
    const [mod, { withAreaProviders }] = await Promise.all([load(), import('../area-providers.tsx')]);
    return withAreaProviders(mod[name] as ComponentType);
  });
}

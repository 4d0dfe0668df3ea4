import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import { RouteFallback } from '../../components/ui/route-fallback.tsx';

/** Renders a lazily loaded component, with the route fallback while its chunk arrives. */
function lazyElement(load: () => Promise<ComponentType>): ReactElement {
  const Component = lazy(async () => ({ default: await load() }));
  return (
    <Suspense fallback={<RouteFallback />}>
      <Component />
    </Suspense>
  );
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

// First: configures zod before any schema runs (see the module).
import './lib/zod-jitless.ts';
// Only the stylesheets the public site needs block the first paint; the areas bring theirs (routes/lazy-page.tsx).
import './app/styles/public-styles.ts';
import './app/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProviders } from './app/providers.tsx';

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <AppProviders />
  </StrictMode>
);

// As a transition the first render yields to the browser every few milliseconds instead of holding the
// main thread in one long task (what Lighthouse counts as blocking time on a slow phone).
startTransition(() => {
  // The landing's HTML is rendered at build time (build/prerender.ts) and painted before any script ran:
  // React takes it over as it is instead of drawing it again.
  if (root.firstElementChild) hydrateRoot(root, app);
  else createRoot(root).render(app);
});

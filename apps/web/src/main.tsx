// Only the stylesheets the public site needs block the first paint; the areas bring theirs (routes/lazy-page.ts).
import './app/styles/public-styles.ts';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers.tsx';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders />
  </StrictMode>,
);

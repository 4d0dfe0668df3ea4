// Build time only, run in Node by build/prerender.ts: the landing rendered to HTML with the same tree as
// main.tsx, so the browser hydrates it instead of drawing the page again once the scripts arrive.
import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppProviders } from './providers.tsx';

/** The HTML of the app at `url`, once every lazy page on it has loaded. */
export async function render(url: string): Promise<string> {
  const AtUrl = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={url}>{children}</StaticRouter>
  );
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProviders Router={AtUrl} />
    </StrictMode>,
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

interface Landing {
  /** Paths that show the landing (`/` redirects to it). */
  path: RegExp;
  /** The landing page's module, whose lazy chunk (and its imports) the router would fetch only after the entry ran. */
  page: string;
  /** Images of the first screen, e.g. the largest paint. */
  images: string[];
}

/**
 * Adds to index.html a tiny external script (the Content-Security-Policy admits no inline script) that, on the landing's paths only, starts fetching the landing's page
 * chunk, its imports and stylesheets and its first-screen images together with the entry, instead of one
 * round trip after the entry has run. Other paths load nothing extra.
 */
export function landingPreload(landing: Landing): Plugin {
  let emitted: { fileName: string; code: string } | null = null;
  return {
    name: 'agro-landing-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return;
        const chunks = Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [c] : []));
        const page = chunks.find((c) => c.facadeModuleId?.endsWith(landing.page));
        if (!page) throw new Error(`landing-preload: no chunk for ${landing.page}`);
        const scripts = new Set<string>();
        const styles = new Set<string>();
        const visit = (fileName: string) => {
          const chunk = bundle[fileName];
          if (!chunk || chunk.type !== 'chunk' || scripts.has(fileName)) return;
          scripts.add(fileName);
          chunk.viteMetadata?.importedCss.forEach((css) => styles.add(css));
          chunk.imports.forEach(visit);
        };
        // What index.html already loads (the entry and its imports) needs no second hint.
        for (const entry of chunks.filter((c) => c.isEntry)) visit(entry.fileName);
        const loaded = new Set([...scripts, ...styles]);
        scripts.clear();
        styles.clear();
        visit(page.fileName);
        // crossOrigin as Vite's own module and stylesheet requests, so the browser reuses these fetches.
        const links = [
          ...[...scripts]
            .filter((f) => !loaded.has(f))
            .map((f) => ({ rel: 'modulepreload', href: `/${f}`, crossOrigin: '' })),
          ...[...styles]
            .filter((f) => !loaded.has(f))
            .map((f) => ({ rel: 'preload', as: 'style', href: `/${f}`, crossOrigin: '' })),
          ...landing.images.map((href) => ({ rel: 'preload', as: 'image', href, fetchPriority: 'high' })),
        ];
        const code =
          `if (${landing.path}.test(location.pathname)) for (const a of ${JSON.stringify(links)}) ` +
          `document.head.appendChild(Object.assign(document.createElement('link'), a));`;
        const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8);
        emitted = { fileName: `assets/landing-preload-${hash}.js`, code };
        // First in <head> and async: fetched at once, run as soon as it arrives, blocking nothing.
        return [
          { tag: 'script', attrs: { src: `/${emitted.fileName}`, async: true }, injectTo: 'head-prepend' },
        ];
      },
    },
    // Written beside the bundle once it is on disk (index.html is produced after the chunks are emitted).
    writeBundle(options) {
      if (!emitted || !options.dir) return;
      const file = path.join(options.dir, emitted.fileName);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, emitted.code);
    },
  };
}

import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { compressBeside } from './precompress.ts';

interface Prerender {
  /** The module exporting `render(url): Promise<string>` (src/app/prerender.tsx). */
  entry: string;
  /**
   * Each URL to render, the file under the build directory that receives its page, and the page's own
   * module, whose stylesheets the HTML links at once (else the page paints unstyled until its chunk runs).
   */
  pages: { url: string; file: string; module: string }[];
}

type Manifest = Record<string, { file: string; css?: string[]; imports?: string[] }>;

/** The stylesheets a module's chunk and its static imports bring, as links for <head>. */
function stylesheetLinks(manifest: Manifest, key: string): string[] {
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (k: string) => {
    const chunk = manifest[k];
    if (!chunk) throw new Error(`prerender: ${k} is not in the build manifest`);
    if (seen.has(k)) return;
    seen.add(k);
    chunk.css?.forEach((f) => css.add(f));
    chunk.imports?.forEach(visit);
  };
  visit(key);
  // As Vite links them, so its loader finds them in place and does not add them again.
  return [...css].map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`);
}

/**
 * index.html with the pre-rendered markup in #root and, right after <title>, what the first paint needs:
 * the first screen's image and every stylesheet. Vite writes the stylesheet after the entry's module
 * preloads, and a browser with six connections per host would fetch a dozen scripts before it, which
 * the page no longer needs to paint.
 */
function pageDocument(template: string, images: string[], styles: string[], html: string): string {
  const linked = /\s*<link rel="stylesheet"[^>]*>/g;
  // The entry's stylesheets before the page's, in the order the browser would apply them.
  const links = new Set([...images, ...(template.match(linked) ?? []).map((l) => l.trim()), ...styles]);
  return template
    .replace(linked, '')
    .replace('</title>', `</title>\n    ${[...links].join('\n    ')}`)
    .replace('<div id="root"></div>', `<div id="root">${html}</div>`);
}

/** What module-level code of the app reads from the browser while it loads: an empty localStorage. */
function browserGlobals() {
  const g = globalThis as { localStorage?: unknown };
  if (g.localStorage) return () => {};
  const items = new Map<string, string>();
  g.localStorage = {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => items.set(k, String(v)),
    removeItem: (k: string) => items.delete(k),
  };
  return () => delete g.localStorage;
}

/**
 * Pre-renders pages of the app into copies of the built index.html (issue 14: the landing paints before its
 * scripts arrive; main.tsx then hydrates it). After the client build, `entry` is built for Node with the
 * same plugins, so CSS-module class names and the component tree match the browser's, and run once per
 * page. A page whose HTML would need an inline script (refused by the CSP) fails the build.
 */
export function prerender(options: Prerender): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'agro-prerender',
    apply: (c, env) => env.command === 'build' && !c.build?.ssr,
    configResolved(c) {
      config = c;
    },
    async closeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      // Inside the app's folder, so Node resolves the server build's bare imports from node_modules.
      const ssrDir = path.join(config.root, 'node_modules/.cache/agro-prerender');
      await build({
        configFile: false,
        root: config.root,
        mode: config.mode,
        logLevel: 'warn',
        plugins: [react()],
        build: {
          ssr: options.entry,
          outDir: ssrDir,
          emptyOutDir: true,
          rolldownOptions: { output: { entryFileNames: 'prerender.mjs' } },
        },
      });
      const restore = browserGlobals();
      try {
        const { render } = (await import(pathToFileURL(path.join(ssrDir, 'prerender.mjs')).href)) as {
          render: (url: string) => Promise<string>;
        };
        const template = readFileSync(path.join(outDir, 'index.html'), 'utf8');
        const manifest = JSON.parse(
          readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'),
        ) as Manifest;
        if (!template.includes('<div id="root"></div>')) throw new Error('prerender: no empty #root');
        for (const page of options.pages) {
          // React puts a preload for every image of the page ahead of the markup: the first screen's image
          // (fetchPriority high) goes into <head>, the rest would only compete with the stylesheets.
          const rendered = await render(page.url);
          const preloads = /^(<link rel="preload" as="image"[^>]*\/>)*/.exec(rendered)![0];
          const html = rendered.slice(preloads.length);
          if (/<script/i.test(html)) throw new Error(`prerender: ${page.url} needs an inline script`);
          const firstScreen = preloads.match(/<link[^>]*fetchPriority="high"[^>]*\/>/g) ?? [];
          const file = path.join(outDir, page.file);
          mkdirSync(path.dirname(file), { recursive: true });
          writeFileSync(
            file,
            pageDocument(template, firstScreen, stylesheetLinks(manifest, page.module), html),
          );
          compressBeside(file);
        }
      } finally {
        restore();
      }
    },
  };
}

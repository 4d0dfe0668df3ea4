import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { landingPreload } from './build/landing-preload.ts';
import { precompress } from './build/precompress.ts';
import { prerender } from './build/prerender.ts';

export default defineConfig({
  plugins: [
    react(),
    landingPreload({
      path: /^\/(home\/?)?$/,
      page: 'src/areas/public/pages/home-page.tsx',
      images: ['/public/img/slide-campo.svg'],
    }),
    // The server sends home/index.html for /home (@fastify/static serves a folder's index.html).
    prerender({
      entry: 'src/app/prerender.tsx',
      pages: [{ url: '/home', file: 'home/index.html', module: 'src/areas/public/pages/home-page.tsx' }],
    }),
    precompress(),
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/static': 'http://localhost:3000',
      '/health': 'http://localhost:3000',
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // scripts/check-bundle.mjs reads dist/.vite/manifest.json to sum what /home loads first.
    manifest: true,
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      // By default the bundler moves modules shared by lazy chunks (area screens) into the entry, since
      // it loads first anyway; that put area-only code on the landing's first load. Keep them in their own chunks.
      experimental: { chunkOptimization: { mergeCommonChunks: false } },
      // With that, every module two lazy chunks share became a chunk of its own, and the landing paid
      // each small chunk's wrapper (react-router and Mantine's basics split in four once the charts
      // arrived: +1.9 KB gzip). What every page needs goes in two chunks instead (check:bundle).
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query))[\\/]/,
            },
            {
              name: 'mantine-basicos',
              test: /node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/](Stack|Group|Card|Badge|List|Loader|UnstyledButton|Grid|Transition|ActionIcon)[\\/]/,
            },
          ],
        },
      },
    },
  },
});

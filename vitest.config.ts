import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Each server test file seeds its own database; two at a time suits a 2-core machine.
    maxWorkers: 2,
    projects: [
      { test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});

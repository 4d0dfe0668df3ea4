// What is running, for /health, the developer panel and backups: the release (root package.json, see
// CHANGELOG.md) and the commit it was built from.
import rootPackage from '../../../../package.json' with { type: 'json' };

// Replaced by the commit at build time (build.mjs); absent when the sources run through tsx or vitest.
declare const __AGRO_COMMIT__: string | undefined;

export interface VersionInfo {
  version: string;
  /** GIT_COMMIT when the deployment sets it, else the commit the bundle was built from, else 'dev'. */
  commit: string;
}

export function versionInfo(env: NodeJS.ProcessEnv = process.env): VersionInfo {
  const built = typeof __AGRO_COMMIT__ === 'string' && __AGRO_COMMIT__ ? __AGRO_COMMIT__ : undefined;
  return { version: rootPackage.version, commit: env.GIT_COMMIT?.trim() || built || 'dev' };
}

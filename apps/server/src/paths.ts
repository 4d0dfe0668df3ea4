import { fileURLToPath } from 'node:url';

// This file sits in apps/server/src/ and, once bundled, its code sits in apps/server/dist/: both one
// level below apps/server, so the folders the server reads at run time resolve the same way in
// development (tsx) and in production (node on the compiled output).
const serverRoot = new URL('../', import.meta.url);

/** SQL migrations (apps/server/drizzle). */
export const MIGRATIONS_DIR = fileURLToPath(new URL('drizzle/', serverRoot));
/** Committed demo media (apps/server/assets/demo). */
export const DEMO_ASSETS_URL = new URL('assets/demo/', serverRoot);
/** The built web app (apps/web/dist). */
export const WEB_DIST_DIR = fileURLToPath(new URL('../web/dist/', serverRoot));

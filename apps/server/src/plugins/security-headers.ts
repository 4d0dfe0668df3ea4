import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers on every answer. The Content-Security-Policy admits only the platform's own
 * scripts (the built app has no inline script); styles may be inline because Mantine sets them
 * per element; blob: URLs serve the in-page previews of images, PDFs and videos. HSTS only when
 * the platform is served over https.
 */
export async function registerSecurityHeaders(app: FastifyInstance) {
  const https = app.ctx.config.publicUrl.startsWith('https://');
  const tiles = tileOrigin(app.ctx.config.mapTiles?.url);
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...(tiles ? [tiles] : [])],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'", 'blob:'],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Cross-origin isolation would block nothing we serve and break opening files in new tabs.
    crossOriginEmbedderPolicy: false,
  });
}

/** The origin the map's tile images come from (MAP_TILES_URL), for img-src; `{s}` subdomains become `*`. */
function tileOrigin(url: string | undefined): string | null {
  const m = url && /^(https?:\/\/[^/]+)/.exec(url.replace(/\{s\}/g, 'tile-sub'));
  if (!m) return null;
  return m[1]!.replace('tile-sub.', '*.').replace('tile-sub', '*');
}

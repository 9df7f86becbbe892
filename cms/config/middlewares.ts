import zlib from 'zlib';
import { appEnv } from '../src/env';
import { bucketConfig } from '../src/storage/bucket';

// Order matters: errors wraps everything so every failure gets the French JSON envelope;
// the site (SPA) fallback runs after the router so API and studio routes win.
export default () => {
  const env = appEnv();
  const origins = env.CORS_ORIGINS.split(',').map((o) => o.trim()).filter(Boolean);
  if (env.PUBLIC_URL) origins.push(new URL(env.PUBLIC_URL).origin);
  const storage = bucketConfig(env);
  // Photos read by browsers straight from the bucket or its CDN (S3_PUBLIC_URL), http or https.
  const photoOrigins = storage?.publicElsewhere ? [new URL(storage.publicBase).origin] : [];
  return [
    // Strapi's access log, or its stand-in without winston (src/framework/access-log.ts).
    'strapi::logger',
    'global::headers',
    'global::studio-guard',
    'global::api-errors',
    'strapi::errors',
    'global::expected-errors',
    'global::db-unavailable',
    {
      // Strapi's security headers, or its stand-in with helmet built once (src/framework/security-headers.ts).
      name: 'strapi::security',
      config: {
        contentSecurityPolicy: {
          useDefaults: true,
          directives: {
            'connect-src': ["'self'", 'https:'],
            'img-src': ["'self'", 'data:', 'blob:', 'https:', ...photoOrigins],
            'media-src': ["'self'", 'data:', 'blob:'],
            upgradeInsecureRequests: null,
          },
        },
      },
    },
    {
      name: 'strapi::cors',
      // Same-origin by default: the site, the API and the studio share one origin.
      config: { origin: origins.length > 0 ? origins : [`http://localhost:${env.PORT}`, `http://127.0.0.1:${env.PORT}`] },
    },
    // The like answered without the rest of the chain and the router (src/framework/direct-routes.ts).
    { name: 'global::direct-routes', config: { routes: ['api::product.product.like'] } },
    // gzip/brotli for JSON and HTML made per request (brotli at a quality a request can afford);
    // the site's hashed assets are compressed once at build time and served as they are.
    {
      name: 'strapi::compression',
      config: { threshold: 1024, br: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }, gzip: { level: 6 } },
    },
    'strapi::query',
    // Our parser (src/middlewares/body.ts): per-route body budgets, multipart only where listing
    // photos go, temp files always removed. Strapi requires its own by name; it parses nothing here,
    // and must not write either: koa-body sets `request.body = {}` on every method it does not parse
    // unless patchKoa is off, which wiped what global::body had read (every JSON body arrived empty).
    'global::body',
    { name: 'strapi::body', config: { parsedMethods: [], patchKoa: false } },
    'strapi::session',
    'strapi::favicon', // cms/favicon.png, for the studio and API clients; the site has its own
    // Photos in the bucket, served by every replica (src/middlewares/uploads.ts), when browsers do not read the bucket itself.
    ...(storage && !storage.publicElsewhere ? ['global::uploads'] : []),
    'strapi::public',
    'global::etag',
    'global::site',
  ];
};

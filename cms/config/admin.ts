import { appEnv } from '../src/env';
import { previewUrl } from '../src/studio/preview';

// The studio lives at /studio: /admin is the in-app admin dashboard of the SPA.
export default () => {
  const env = appEnv();
  return {
    url: '/studio',
    auth: {
      secret: env.ADMIN_JWT_SECRET,
      // One path for the studio's two cookies (Strapi uses `cookie.path` for both, and inlines it into
      // the studio's build): the access-token cookie written without 'Remember me' must be readable by
      // the studio's pages (/studio/...), and the httpOnly refresh cookie must reach its API
      // (/admin/access-token). Strapi's default '/admin' hides the first from /studio (sign-in loops);
      // '/studio' would keep the second from /admin. '/' is the only path both lie under. A path is no
      // boundary inside one origin; SameSite=Lax and httpOnly (refresh) stay Strapi's.
      cookie: { path: '/' },
    },
    // Strapi's own studio limit (5 sign-ins per e-mail and address in 5 minutes) follows the site's
    // abuse knobs: RATE_LIMIT_SCALE multiplies it as it does every limit of src/http/rate-limit.ts,
    // RATE_LIMIT_DISABLED turns it off. Unscaled, a sixth studio sign-in within 5 minutes got 429.
    rateLimit: { enabled: !env.RATE_LIMIT_DISABLED, interval: { min: 5 }, max: Math.max(1, Math.round(5 * env.RATE_LIMIT_SCALE)) },
    apiToken: { salt: env.API_TOKEN_SALT },
    transfer: { token: { salt: env.TRANSFER_TOKEN_SALT } },
    secrets: { encryptionKey: env.ENCRYPTION_KEY },
    flags: { nps: false, promoteEE: false },
    // Strapi 5's preview: a banner opens the site page where it shows, its draft visible to that
    // preview only (a signed 15-minute link, src/studio/preview.ts). Same origin: no frame-src to add.
    preview: {
      enabled: true,
      config: { handler: (uid: string, params: { documentId: string; locale?: string | null }) => previewUrl(strapi, uid, params) },
    },
    autoOpen: false,
    watchIgnoreFiles: ['**/test/**'],
  };
};

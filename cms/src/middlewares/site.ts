import fs from 'fs';
import path from 'path';
import type { Context, Next } from 'koa';
import { appEnv } from '../env';

/**
 * Serves the built SPA (frontend/dist) on the same origin as the API: hashed assets with a long
 * cache, and index.html for every client route (deep links like /product/abc or /admin) that no
 * server route answered. /api, /studio and /uploads are never shadowed.
 */
const RESERVED = /^\/(api|studio|uploads|_health)(\/|$)/;

export default () => {
  const siteDir = path.resolve(appEnv().SITE_DIR ?? path.join(__dirname, '..', '..', '..', '..', 'frontend', 'dist'));
  const indexFile = path.join(siteDir, 'index.html');

  const sendIndex = async (ctx: Context) => {
    const stat = await fs.promises.stat(indexFile).catch(() => null);
    if (!stat) return false;
    ctx.status = 200;
    ctx.type = 'html';
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = fs.createReadStream(indexFile);
    return true;
  };

  return async function site(ctx: Context, next: Next) {
    // Strapi's public middleware redirects "/" to the studio; the home page is the site's.
    if (ctx.path === '/' && (ctx.method === 'GET' || ctx.method === 'HEAD') && ctx.accepts('html') && (await sendIndex(ctx))) return;
    await next();
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || ctx.status !== 404 || RESERVED.test(ctx.path)) return;
    if (ctx.body != null && ctx.status !== 404) return;

    let decoded: string;
    try {
      decoded = decodeURIComponent(ctx.path);
    } catch {
      return; // a malformed URL stays a 404
    }
    const requested = path.normalize(path.join(siteDir, decoded));
    if (requested.startsWith(siteDir + path.sep) && path.extname(requested)) {
      const stat = await fs.promises.stat(requested).catch(() => null);
      if (stat?.isFile()) {
        ctx.status = 200;
        ctx.type = path.extname(requested);
        ctx.length = stat.size;
        ctx.set('Cache-Control', ctx.path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
        ctx.body = fs.createReadStream(requested);
      }
      return; // a missing asset stays a 404 rather than an HTML page
    }
    if (ctx.accepts('html')) await sendIndex(ctx);
  };
};

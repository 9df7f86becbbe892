import { createHash } from 'crypto';
import type { Context, Next } from 'koa';

/**
 * ETag and 304 on the API's public reads: a client (or a proxy) that already holds an answer gets
 * an empty 304 instead of the same JSON again — what a cheap phone on mobile data wants when it
 * comes back to a list. Only GETs without credentials: personal answers are `no-store`.
 */
const MAX_BYTES = 1_000_000;

export default () =>
  async function etag(ctx: Context, next: Next) {
    await next();
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return;
    if (ctx.status !== 200 || !ctx.path.startsWith('/api/') || ctx.get('authorization')) return;
    const body = ctx.body;
    if (body === null || body === undefined || typeof body !== 'object' || Buffer.isBuffer(body) || typeof (body as { pipe?: unknown }).pipe === 'function') return;
    const json = JSON.stringify(body);
    if (json.length > MAX_BYTES) return;
    const tag = `W/"${createHash('sha1').update(json).digest('base64url').slice(0, 27)}"`;
    ctx.set('ETag', tag);
    if (!ctx.get('Cache-Control') && !ctx.response.get('Cache-Control')) ctx.set('Cache-Control', 'no-cache');
    const match = ctx.get('if-none-match');
    if (match && match.split(',').some((t) => t.trim() === tag)) {
      ctx.status = 304;
      ctx.body = null;
      return;
    }
    // Already serialized for the hash: send that string rather than serializing twice.
    ctx.type = 'application/json';
    ctx.body = json;
  };

import { createHash } from 'crypto';
import type { Context, Next } from 'koa';

/**
 * ETag and 304 on the API's public reads: a client (or a proxy) that already holds an answer gets
 * an empty 304 instead of the same JSON again — what a cheap phone on mobile data wants when it
 * comes back to a list. Only GETs without credentials: personal answers are `no-store`.
 */
const MAX_BYTES = 1_000_000;

// A body a read cache hands out again (the same object: a cached page, or lib/envelope.ts around a
// cached value) is serialized and hashed once while it lives; the hot public reads are mostly these.
const serialized = new WeakMap<object, { json: string; tag: string } | null>();

function serialize(body: object): { json: string; tag: string } | null {
  let known = serialized.get(body);
  if (known === undefined) {
    const json = JSON.stringify(body);
    known = json.length > MAX_BYTES ? null : { json, tag: `W/"${createHash('sha1').update(json).digest('base64url').slice(0, 27)}"` };
    serialized.set(body, known);
  }
  return known;
}

export default () =>
  async function etag(ctx: Context, next: Next) {
    await next();
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return;
    if (ctx.status !== 200 || !ctx.path.startsWith('/api/') || ctx.get('authorization')) return;
    const body = ctx.body;
    if (body === null || body === undefined || typeof body !== 'object' || Buffer.isBuffer(body) || typeof (body as { pipe?: unknown }).pipe === 'function') return;
    const known = serialize(body);
    if (!known) return;
    const { json, tag } = known;
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

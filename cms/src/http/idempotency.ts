import { createHash } from 'crypto';
import fs from 'fs';
import type { Context, Next } from 'koa';
import { badRequest, conflict, unprocessable } from './errors';
import { sharedRedis } from '../cache/redis';
import { databaseStore, redisStore, type IdempotencyStore, type StoredAnswer } from './idempotency-store';

/**
 * `Idempotency-Key` on the writes a lost answer must not repeat (publishing, sending a message,
 * signing up; ARCHITECTURE decision 68). The first request with a key claims it in the shared store
 * and its 2xx answer is kept for 24 hours: a repeat with the same key and the same body — after a
 * restart, a dropped connection, a retry by the site or a proxy, on any replica — gets that answer
 * again (`Idempotent-Replayed: true`) and writes nothing; the same key with another body is a 422,
 * and a repeat while the first is still being served a 409. A request that fails (4xx, 5xx, an
 * exception) wrote nothing and frees its key, so a retry runs again. Without the header the route
 * behaves as before.
 *
 * Keys are scoped by route path and account (sign-up: no account; its answer is only given back to
 * the same body, password included).
 */
const KEY = /^[\x21-\x7e]{8,255}$/;
/** Headers of the first answer given back with it (the sign-up's session cookie). */
const KEPT_HEADERS = ['set-cookie', 'location'] as const;

let store: IdempotencyStore | undefined;

function currentStore(): IdempotencyStore {
  if (store) return store;
  const database = databaseStore(() => strapi.db.connection);
  const redis = sharedRedis();
  store = redis ? redisStore(redis, database) : database;
  return store;
}

/** Tests swap the clock of the database store. */
export function useIdempotencyStore(next: IdempotencyStore | undefined) {
  store = next;
}

const sha256 = (value: string | Buffer) => createHash('sha256').update(value).digest('hex');

/** What the request asks: its JSON or form fields, and the content of every uploaded file. */
async function fingerprintOf(ctx: Context): Promise<string> {
  const request = ctx.request as unknown as { body?: unknown; files?: Record<string, unknown> };
  const files: string[] = [];
  for (const [field, value] of Object.entries(request.files ?? {})) {
    for (const file of (Array.isArray(value) ? value : [value]) as Array<{ filepath?: string; originalFilename?: string }>) {
      const content = file.filepath ? await fs.promises.readFile(file.filepath).catch(() => Buffer.alloc(0)) : Buffer.alloc(0);
      files.push(`${field}:${file.originalFilename ?? ''}:${sha256(content)}`);
    }
  }
  return sha256(JSON.stringify([ctx.method, ctx.path, request.body ?? null, files]));
}

function replay(ctx: Context, answer: StoredAnswer) {
  ctx.status = answer.status;
  for (const [name, value] of Object.entries(answer.headers)) ctx.set(name, value);
  ctx.set('Idempotent-Replayed', 'true');
  ctx.type = 'application/json';
  ctx.body = answer.body;
}

export function idempotent() {
  return async function idempotency(ctx: Context, next: Next) {
    const key = ctx.get('idempotency-key');
    if (!key) return next();
    if (!KEY.test(key)) throw badRequest('idempotencyKeyInvalid');
    const user = (ctx.state as { user?: { id?: number } }).user?.id ?? '-';
    const id = sha256(`${ctx.method} ${ctx.path} ${user} ${key}`);
    const fingerprint = await fingerprintOf(ctx);
    const keys = currentStore();
    const claim = await keys.claim(id, fingerprint);
    if (!claim.claimed) {
      if (claim.record.fingerprint !== fingerprint) throw unprocessable('idempotencyKeyReused');
      if (!claim.record.answer) throw conflict('idempotencyKeyInProgress');
      replay(ctx, claim.record.answer);
      return;
    }
    let kept = false;
    try {
      await next();
      if (ctx.status >= 200 && ctx.status < 300) {
        const headers: StoredAnswer['headers'] = {};
        for (const name of KEPT_HEADERS) {
          const value = ctx.response.get(name) as string | string[] | undefined;
          if (value && value.length > 0) headers[name] = value;
        }
        const body = typeof ctx.body === 'string' ? ctx.body : JSON.stringify(ctx.body ?? null);
        kept = true; // written: never freed for a second run, even if keeping the answer fails
        await keys.complete(id, claim.owner, fingerprint, { status: ctx.status, body, headers }).catch((error: unknown) => {
          strapi.log.warn(`[idempotency] answer not kept (${error instanceof Error ? error.message : String(error)}): a repeat of this key waits for the claim to expire`);
        });
      }
    } finally {
      if (!kept) await keys.release(id, claim.owner).catch(() => undefined);
    }
  };
}

import { createHash, randomBytes, timingSafeEqual } from 'crypto';
import type { ActiveSession } from '@souk/domain';
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { summarizeUserAgent, truncateIp } from './user-agent';
import { sharedInvalidation } from '../cache/cache-bus';

/**
 * Sessions as rows (ARCHITECTURE decision 49): one `user_sessions` row per sign-in. The short
 * access token names its row (`sid`); the row holds the SHA-256 of the session's current refresh
 * token (an httpOnly cookie) and of the one before it. Revoking a row ends the session at once in
 * this process (its cache entry goes) and within the cache's 15 s elsewhere.
 *
 * Times are epoch milliseconds in bigint columns: the same values on SQLite and PostgreSQL.
 */
export const SESSIONS_TABLE = 'user_sessions';

/** A session unused for this long is over (each refresh moves the limit). */
export const SESSION_IDLE_MS = 30 * 24 * 3600 * 1000;
/**
 * Two tabs refreshing at once send the same refresh token; the second, arriving just after the
 * first rotated it, gets an access token but no new cookie (the browser already holds it).
 * Outside this window an old refresh token is a stolen copy being replayed: the session ends.
 */
export const ROTATION_GRACE_MS = 30_000;
/** `last_used_at` is written at most once a minute per session and process. */
const TOUCH_INTERVAL_MS = 60_000;
const CACHE_TTL_MS = 15_000;

export async function ensureSessionsTable(strapi: Core.Strapi) {
  const knex = strapi.db.connection;
  if (await knex.schema.hasTable(SESSIONS_TABLE)) return;
  await knex.schema.createTable(SESSIONS_TABLE, (t: Knex.CreateTableBuilder) => {
    t.string('id', 32).primary();
    t.integer('user_id').notNullable().index();
    t.bigInteger('created_at').notNullable();
    t.bigInteger('last_used_at').notNullable();
    t.bigInteger('expires_at').notNullable();
    t.bigInteger('revoked_at').nullable();
    t.string('browser', 40).nullable();
    t.string('os', 40).nullable();
    t.string('ip', 64).nullable();
    t.string('refresh_hash', 64).notNullable();
    t.string('previous_refresh_hash', 64).nullable();
    t.bigInteger('rotated_at').nullable();
  });
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const sameHash = (a: string, b: unknown) => typeof b === 'string' && b.length === a.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/** The refresh cookie's value: `<session id>.<256 random bits>`; only the hash of the secret is stored. */
const refreshToken = (sid: string, secret: string) => `${sid}.${secret}`;

function parseRefreshToken(value: unknown): { sid: string; secret: string } | null {
  if (typeof value !== 'string') return null;
  const match = /^([0-9a-f]{32})\.([A-Za-z0-9_-]{43})$/.exec(value);
  return match ? { sid: match[1]!, secret: match[2]! } : null;
}

const newSecret = () => randomBytes(32).toString('base64url');

export interface ClientInfo {
  userAgent?: string | null;
  ip?: string | null;
}

/** Opens a session for a user who just proved who they are; answers its id and refresh token. */
export async function createSession(strapi: Core.Strapi, userId: number, client: ClientInfo): Promise<{ sid: string; refreshToken: string }> {
  const sid = randomBytes(16).toString('hex');
  const secret = newSecret();
  const now = Date.now();
  const device = summarizeUserAgent(client.userAgent);
  await strapi.db.connection(SESSIONS_TABLE).insert({
    id: sid,
    user_id: userId,
    created_at: now,
    last_used_at: now,
    expires_at: now + SESSION_IDLE_MS,
    revoked_at: null,
    browser: device.browser,
    os: device.os,
    ip: truncateIp(client.ip),
    refresh_hash: sha256(secret),
  });
  return { sid, refreshToken: refreshToken(sid, secret) };
}

interface CachedSession {
  userId: number;
  /** When this process last wrote last_used_at. */
  touchedAt: number;
}

const cache = new Map<string, { session: Promise<CachedSession | null>; at: number; userId?: number }>();

/**
 * The live session behind an access token (null when revoked, expired or unknown), read through
 * a 15 s cache so the hot paths pay one primary-key read per session and TTL. Every revocation in
 * this process forgets the entry.
 */
export function activeSession(strapi: Core.Strapi, sid: string): Promise<CachedSession | null> {
  const now = Date.now();
  const hit = cache.get(sid);
  if (hit && now - hit.at < CACHE_TTL_MS) return hit.session;
  if (cache.size > 50_000) cache.clear();
  const entry: { session: Promise<CachedSession | null>; at: number; userId?: number } = { session: Promise.resolve(null), at: now };
  entry.session = strapi.db
    .connection(SESSIONS_TABLE)
    .where('id', sid)
    .first('user_id', 'last_used_at', 'expires_at', 'revoked_at')
    .then((row: Record<string, unknown> | undefined) => {
      if (!row || row.revoked_at !== null || Number(row.expires_at) <= Date.now()) return null;
      entry.userId = Number(row.user_id);
      return { userId: Number(row.user_id), touchedAt: Number(row.last_used_at) };
    });
  cache.set(sid, entry);
  entry.session.catch(() => cache.get(sid) === entry && cache.delete(sid));
  return entry.session;
}

/** Records that a session was used: at most one write a minute, never in the request's way. */
export function touchSession(strapi: Core.Strapi, sid: string, session: CachedSession) {
  const now = Date.now();
  if (now - session.touchedAt < TOUCH_INTERVAL_MS) return;
  session.touchedAt = now;
  strapi.db
    .connection(SESSIONS_TABLE)
    .where('id', sid)
    .whereNull('revoked_at')
    .update({ last_used_at: now, expires_at: now + SESSION_IDLE_MS })
    .catch((error: unknown) => strapi.log.warn(`session ${sid.slice(0, 6)}…: last use not recorded (${String(error)})`));
}

// Revocations reach every replica at once through the cache bus (a no-op without REDIS_URL).
const forgetSession = sharedInvalidation<string>(
  'session',
  (sid) => cache.delete(sid),
  () => cache.clear(),
);

const forgetUserSessions = sharedInvalidation<number>(
  'user-sessions',
  (userId) => {
    // Entries still loading have no user yet: dropping them too only costs a read.
    for (const [sid, entry] of cache) if (entry.userId === undefined || entry.userId === Number(userId)) cache.delete(sid);
  },
  () => cache.clear(),
);

/** Ends one session of a user; false when the user has no such live session. */
export async function revokeSession(strapi: Core.Strapi, userId: number, sid: string): Promise<boolean> {
  const updated = await strapi.db.connection(SESSIONS_TABLE).where({ id: sid, user_id: userId }).whereNull('revoked_at').update({ revoked_at: Date.now() });
  await forgetSession(sid);
  return Number(updated) > 0;
}

/**
 * Ends every session of a user, but `except` (the session that changed the password keeps going).
 * Inside a transaction the caller forgets the sessions once it commits (`forgetSessionsOf`).
 */
export async function revokeSessions(strapi: Core.Strapi, userId: number, opts: { except?: string; trx?: Knex.Transaction } = {}) {
  const db = opts.trx ?? strapi.db.connection;
  const query = db(SESSIONS_TABLE).where('user_id', userId).whereNull('revoked_at');
  if (opts.except) query.whereNot('id', opts.except);
  await query.update({ revoked_at: Date.now() });
  if (!opts.trx) await forgetUserSessions(userId);
}

/** Forgets the cached sessions of a user whose sessions a committed transaction revoked or deleted. */
export const forgetSessionsOf = forgetUserSessions;

export type SessionView = ActiveSession;

/** A user's live sessions, most recently used first; never a hash, never another user's row. */
export async function listSessions(strapi: Core.Strapi, userId: number, currentSid: string | null): Promise<SessionView[]> {
  const rows = (await strapi.db
    .connection(SESSIONS_TABLE)
    .where('user_id', userId)
    .whereNull('revoked_at')
    .where('expires_at', '>', Date.now())
    .orderBy('last_used_at', 'desc')
    .orderBy('created_at', 'desc')
    .limit(100)
    .select('id', 'created_at', 'last_used_at', 'browser', 'os', 'ip')) as Array<Record<string, unknown>>;
  return rows.map((r) => ({
    id: String(r.id),
    created_at: new Date(Number(r.created_at)).toISOString(),
    last_used_at: new Date(Number(r.last_used_at)).toISOString(),
    browser: (r.browser as string | null) ?? null,
    os: (r.os as string | null) ?? null,
    ip: (r.ip as string | null) ?? null,
    current: r.id === currentSid,
  }));
}

export type RefreshOutcome =
  /** The token was the current one: a new refresh token replaces it. */
  | { kind: 'rotated'; sid: string; userId: number; refreshToken: string }
  /** The token was rotated a moment ago by a concurrent refresh: an access token, no new cookie. */
  | { kind: 'concurrent'; sid: string; userId: number }
  /** Unknown, malformed, expired or revoked: nothing happens. */
  | { kind: 'invalid' }
  /** An old refresh token of a live session: a copy is being replayed, so the session ends. */
  | { kind: 'reused' };

/** Spends a refresh token: rotation, grace for concurrent tabs, theft detection. */
export async function spendRefreshToken(strapi: Core.Strapi, value: unknown): Promise<RefreshOutcome> {
  const parsed = parseRefreshToken(value);
  if (!parsed) return { kind: 'invalid' };
  const db = strapi.db.connection;
  const hash = sha256(parsed.secret);
  const read = async () => (await db(SESSIONS_TABLE).where('id', parsed.sid).first()) as Record<string, unknown> | undefined;
  let row = await read();
  const now = Date.now();
  if (!row || row.revoked_at !== null || Number(row.expires_at) <= now) return { kind: 'invalid' };
  const userId = Number(row.user_id);
  if (sameHash(hash, row.refresh_hash)) {
    const secret = newSecret();
    // Conditional on the hash just read: of two refreshes with one token, exactly one rotates.
    const updated = await db(SESSIONS_TABLE)
      .where({ id: parsed.sid, refresh_hash: hash })
      .whereNull('revoked_at')
      .update({ refresh_hash: sha256(secret), previous_refresh_hash: hash, rotated_at: now, last_used_at: now, expires_at: now + SESSION_IDLE_MS });
    if (Number(updated) === 1) return { kind: 'rotated', sid: parsed.sid, userId, refreshToken: refreshToken(parsed.sid, secret) };
    row = await read();
    if (!row || row.revoked_at !== null) return { kind: 'invalid' };
  }
  const rotatedAt = num(row.rotated_at);
  if (sameHash(hash, row.previous_refresh_hash) && rotatedAt !== null && now - rotatedAt < ROTATION_GRACE_MS) {
    return { kind: 'concurrent', sid: parsed.sid, userId };
  }
  // The cookie names a live session but holds a secret it no longer has (or never had): only
  // someone who held the session's tokens knows its id, so this is a replayed copy.
  await revokeSession(strapi, userId, parsed.sid);
  return { kind: 'reused' };
}

import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { appEnv } from '../env';
import { TABLES, UIDS } from '../db/tables';
import { sharedInvalidation } from '../cache/cache-bus';

/**
 * Ending a user's sessions: every token carries `sv`, the user's `session_version` when it was
 * issued; bumping the column (password change, deactivation) makes every older token invalid.
 *
 * The signed-in user of a request (the users-permissions strategy, see
 * src/extensions/users-permissions/strapi-server.ts) is read through this short-lived cache: one
 * query (the user with its role) per user per TTL instead of three per request, so the hot paths
 * (unread-count polling) pay nothing extra. Every write this process makes to a user (password
 * change, deactivation, role, profile, deletion, and studio edits through the query lifecycles)
 * forgets the entry at once, in every replica (src/cache/cache-bus.ts): a password changed through
 * one replica ends the session on all of them. The TTL only matters while Redis is away.
 */
const TTL_MS = 15_000;

export interface CachedUser {
  id: number;
  blocked?: boolean | null;
  confirmed?: boolean | null;
  session_version?: unknown;
  role?: { id: number; type?: string } | null;
  [key: string]: unknown;
}

const cache = new Map<number, { user: Promise<CachedUser | null>; at: number }>();

const asVersion = (value: unknown) => {
  const n = Number(value ?? 0);
  return Number.isFinite(n) ? n : 0;
};

/**
 * The user with its role, as the users-permissions strategy loads it, or null when it does not
 * exist. Shared between requests: callers must never mutate it.
 */
export function sessionUser(strapi: Core.Strapi, userId: number): Promise<CachedUser | null> {
  const now = Date.now();
  const hit = cache.get(userId);
  if (hit && now - hit.at < TTL_MS) return hit.user;
  if (cache.size > 50_000) cache.clear();
  const user = strapi.db.query(UIDS.user).findOne({ where: { id: userId }, populate: ['role'] }) as Promise<CachedUser | null>;
  const entry = { user, at: now };
  // A write that forgets the user while it loads removes this entry: the next request reads again.
  cache.set(userId, entry);
  user.catch(() => cache.get(userId) === entry && cache.delete(userId));
  return user;
}

/** The current session version of a user, or null when the user does not exist. */
export async function sessionVersion(strapi: Core.Strapi, userId: number): Promise<number | null> {
  const user = await sessionUser(strapi, userId);
  return user ? asVersion(user.session_version) : null;
}

/**
 * Invalidates every token issued so far to this user; answers the new version for a fresh token.
 * Inside a transaction the cache is left alone: the caller forgets the user once it commits.
 */
export async function bumpSessionVersion(strapi: Core.Strapi, userId: number, trx?: Knex.Transaction): Promise<number> {
  const db = trx ?? strapi.db.connection;
  await db(TABLES.users).where('id', userId).update({ session_version: db.raw('coalesce(session_version, 0) + 1') });
  const row = await db(TABLES.users).where('id', userId).first('session_version');
  if (!trx) await forgetSessionUser(userId);
  return asVersion(row?.session_version);
}

/** Forgets a user just written (password, role, profile, deletion), here and in every replica. */
export const forgetSessionUser = sharedInvalidation(
  'session-user',
  (userId: number) => cache.delete(Number(userId)),
  () => cache.clear(),
);

/** Forgets every user (a role was written, or users changed in bulk), here and in every replica. */
export const forgetSessionUsers = sharedInvalidation('session-users', () => cache.clear());

/** The `sv` claim of a token payload; tokens issued before versions existed count as version 0. */
export const tokenVersion = (payload: { sv?: unknown }) => asVersion(payload.sv);

/**
 * An access token: the user id, the session version it belongs to and its session row (`sid`,
 * src/auth/sessions.ts). Short-lived (ACCESS_TOKEN_TTL): the site gets the next one from
 * POST /api/auth/refresh with the session's refresh cookie.
 */
export function issueSessionToken(strapi: Core.Strapi, user: { id: number; session_version?: unknown }, sid: string): string {
  return strapi
    .plugin('users-permissions')
    .service('jwt')
    .issue({ id: user.id, sv: asVersion(user.session_version), sid }, { expiresIn: appEnv().ACCESS_TOKEN_TTL }) as string;
}

import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { TABLES } from '../lib/tables';

/**
 * Ending a user's sessions: every token carries `sv`, the user's `session_version` when it was
 * issued; bumping the column (password change, deactivation) makes every older token invalid.
 * The users-permissions token check (src/extensions/users-permissions/strapi-server.ts) reads the
 * version through this small cache so the hot paths (unread-count polling) pay no extra query.
 * Bumps made by this process update the cache at once; the TTL bounds how long another replica
 * may still accept an old token.
 */
const TTL_MS = 30_000;
const cache = new Map<number, { version: number; at: number }>();

const asVersion = (value: unknown) => {
  const n = Number(value ?? 0);
  return Number.isFinite(n) ? n : 0;
};

/** The current session version of a user, or null when the user does not exist. */
export async function sessionVersion(strapi: Core.Strapi, userId: number): Promise<number | null> {
  const now = Date.now();
  const hit = cache.get(userId);
  if (hit && now - hit.at < TTL_MS) return hit.version;
  const row = await strapi.db.connection(TABLES.users).where('id', userId).first('session_version');
  if (!row) {
    cache.delete(userId);
    return null;
  }
  const version = asVersion(row.session_version);
  if (cache.size > 50_000) cache.clear();
  cache.set(userId, { version, at: now });
  return version;
}

/**
 * Invalidates every token issued so far to this user; answers the new version for a fresh token.
 * Inside a transaction the cache is left alone: the caller forgets the user's entry once it commits.
 */
export async function bumpSessionVersion(strapi: Core.Strapi, userId: number, trx?: Knex.Transaction): Promise<number> {
  const db = trx ?? strapi.db.connection;
  await db(TABLES.users).where('id', userId).update({ session_version: db.raw('coalesce(session_version, 0) + 1') });
  const row = await db(TABLES.users).where('id', userId).first('session_version');
  const version = asVersion(row?.session_version);
  if (!trx) cache.set(userId, { version, at: Date.now() });
  return version;
}

/** Records a version this process has just written (the same statement may also change the password). */
export function rememberSessionVersion(userId: number, version: unknown) {
  cache.set(userId, { version: asVersion(version), at: Date.now() });
}

export function forgetSessionVersion(userId: number) {
  cache.delete(userId);
}

/** The `sv` claim of a token payload; tokens issued before versions existed count as version 0. */
export const tokenVersion = (payload: { sv?: unknown }) => asVersion(payload.sv);

/** What a users-permissions token carries: the user id and the session version it belongs to. */
export function issueSessionToken(strapi: Core.Strapi, user: { id: number; session_version?: unknown }): string {
  return strapi.plugin('users-permissions').service('jwt').issue({ id: user.id, sv: asVersion(user.session_version) }) as string;
}

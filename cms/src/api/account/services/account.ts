import { randomBytes } from 'crypto';
import { NOTIFICATION_PREFERENCE_KINDS, type SessionUser, type Profile } from '@souk/domain';
import type { Core } from '@strapi/strapi';
import { isUniqueViolation, toBool, toIso } from '../../../db/sql';
import { badRequest, conflict, forbidden, tooManyRequests } from '../../../http/errors';
import { dummyPasswordHash, signInLedger } from '../../../auth/signin-guard';
import { issueSessionToken, sessionUser as loadSessionUser } from '../../../auth/session-version';
import { createSession, revokeSession, spendRefreshToken, type ClientInfo } from '../../../auth/sessions';
import { TABLES, UIDS } from '../../../db/tables';
import { getService } from '../../../services';

/** Boolean columns added after accounts existed read null on those rows: null means the default, on. */
const orTrue = (v: unknown) => (v === null || v === undefined ? true : toBool(v));

/** Profiles by the session-user object they were built from (sessionUser keeps one per user until a write). */
const profiles = new WeakMap<object, Profile>();

const deepFreeze = <T extends object>(value: T): T => {
  for (const inner of Object.values(value)) if (inner && typeof inner === 'object') deepFreeze(inner);
  return Object.freeze(value);
};

interface UserRecord {
  id: number;
  documentId: string;
  email: string;
  username: string;
  password?: string;
  display_name?: string | null;
  blocked?: boolean | null;
  confirmed?: boolean | null;
  session_version?: number | null;
  role?: { type?: string } | null;
}

/** What a client may know about its own session (never the hash or tokens). */
export function sessionUser(user: UserRecord): SessionUser {
  return {
    id: user.documentId,
    email: user.email,
    display_name: user.display_name || user.username,
    role: user.role?.type === 'admin' ? ('admin' as const) : ('user' as const),
    email_confirmed: Boolean(user.confirmed),
  } satisfies SessionUser;
}

const service = ({ strapi }: { strapi: Core.Strapi }) => {
  const up = () => strapi.plugin('users-permissions');

  async function findByEmail(email: string): Promise<UserRecord | null> {
    // lower(email) is unique in the database: one account per address whatever its case.
    const row = await strapi.db.connection(TABLES.users).whereRaw('lower(email) = ?', [email.toLowerCase()]).first('id');
    if (!row) return null;
    return strapi.db.query(UIDS.user).findOne({ where: { id: row.id }, populate: ['role'] }) as Promise<UserRecord | null>;
  }

  async function roleId(type: 'authenticated' | 'admin') {
    const role = await strapi.db.query(UIDS.role).findOne({ where: { type }, select: ['id'] });
    if (!role) throw new Error(`role ${type} missing: bootstrap did not run`);
    return role.id as number;
  }

  async function uniqueUsername(email: string) {
    const base = email.split('@')[0]!.replace(/[^a-z0-9._-]/gi, '').slice(0, 30).padEnd(3, '0');
    const taken = await strapi.db.connection(TABLES.users).where('username', base).first('id');
    return taken ? `${base}-${randomBytes(3).toString('hex')}` : base;
  }

  /**
   * A new session row for this device; the access token names it and carries the session version
   * (a password change ends every session). The refresh token goes into a cookie (controller).
   */
  async function openSession(user: UserRecord, client: ClientInfo) {
    const { sid, refreshToken } = await createSession(strapi, user.id, client);
    return { token: issueSessionToken(strapi, user, sid), user: sessionUser(user), refreshToken };
  }

  return {
    findByEmail,
    roleId,

    /** Creates an account (role user unless told otherwise) with a hashed password. */
    async createUser(input: {
      email: string;
      password: string;
      display_name?: string;
      username?: string;
      first_name?: string;
      last_name?: string;
      role?: 'user' | 'admin';
      blocked?: boolean;
      /** Accounts made by an admin or at boot count as confirmed; a public sign-up does not. */
      confirmed?: boolean;
      language?: 'fr' | 'ar';
    }): Promise<UserRecord> {
      const email = input.email.trim().toLowerCase();
      if (await findByEmail(email)) throw conflict('emailTaken');
      try {
        const created = await up().service('user').add({
          email,
          username: input.username ?? (await uniqueUsername(email)),
          password: input.password,
          display_name: input.display_name?.trim() || email.split('@')[0],
          first_name: input.first_name ?? null,
          last_name: input.last_name ?? null,
          provider: 'local',
          confirmed: input.confirmed ?? true,
          language: input.language ?? 'fr',
          blocked: input.blocked ?? false,
          role: await roleId(input.role === 'admin' ? 'admin' : 'authenticated'),
        });
        return (await strapi.db.query(UIDS.user).findOne({ where: { id: created.id }, populate: ['role'] })) as UserRecord;
      } catch (error) {
        // Two sign-ups racing on one address: the loser may trip the username check before the
        // e-mail index; either way the address is now taken.
        if (isUniqueViolation(error) || (await findByEmail(email))) throw conflict('emailTaken');
        throw error;
      }
    },

    async signUp(input: { email: string; password: string; display_name?: string; language?: 'fr' | 'ar' }, client: ClientInfo) {
      const user = await this.createUser({ ...input, confirmed: false });
      await getService('verification').sendConfirmation(user.id, { throttle: false });
      return openSession(user, client);
    },

    async signIn(input: { email: string; password: string }, client: ClientInfo) {
      const hashPassword = async (plain: string) =>
        ((await up().service('user').ensureHashedPasswords({ password: plain })) as { password: string }).password;
      const ledger = signInLedger();
      const wait = await ledger.wait(input.email);
      if (wait > 0) {
        const refused = tooManyRequests();
        refused.details.retryAfter = Math.ceil(wait / 1000); // sent as Retry-After (src/middlewares/api-errors.ts)
        throw refused;
      }
      const user = await findByEmail(input.email);
      const hash = user ? await strapi.db.connection(TABLES.users).where('id', user.id).first('password') : null;
      // An unknown address still costs one bcrypt comparison: the answer time does not tell.
      const valid = await up().service('user').validatePassword(input.password, hash?.password || (await dummyPasswordHash(hashPassword)));
      if (!user || !hash?.password || !valid) {
        await ledger.failure(input.email);
        throw badRequest('invalidCredentials');
      }
      await ledger.success(input.email);
      if (user.blocked) throw forbidden('accountDisabled');
      await strapi.db.connection(TABLES.users).where('id', user.id).update({ last_login: strapi.db.config.connection.client === 'sqlite' ? Date.now() : new Date() });
      return openSession(user, client);
    },

    /**
     * POST /api/auth/refresh: a new access token for the session named by the refresh cookie, and
     * the cookie's next value. Null when the session cannot go on (revoked, expired, replayed,
     * account gone or deactivated).
     */
    async refresh(cookie: unknown): Promise<{ token: string; refreshToken?: string } | null> {
      const outcome = await spendRefreshToken(strapi, cookie);
      if (outcome.kind === 'invalid' || outcome.kind === 'reused') return null;
      const user = await strapi.db.connection(TABLES.users).where('id', outcome.userId).first('id', 'blocked', 'session_version');
      if (!user || toBool(user.blocked)) {
        await revokeSession(strapi, outcome.userId, outcome.sid);
        return null;
      }
      const token = issueSessionToken(strapi, { id: Number(user.id), session_version: user.session_version }, outcome.sid);
      return outcome.kind === 'rotated' ? { token, refreshToken: outcome.refreshToken } : { token };
    },

    /**
     * The signed-in user's own profile, read from the session user the request was authenticated
     * with (src/auth/session-version.ts): no query of its own on the second most polled route. Every
     * write to a user forgets that entry first, so the profile is read again after any change.
     */
    async profile(userId: number): Promise<Profile | null> {
      const u = await loadSessionUser(strapi, userId);
      if (!u) return null;
      // Built once per session-user entry (the same object until a write forgets it): its date
      // parsing alone was ~2% of a profile poll's CPU. Frozen: every request shares it.
      const kept = profiles.get(u);
      if (kept) return kept;
      const profile = deepFreeze({
        user_id: String(u.documentId),
        email: String(u.email),
        display_name: (u.display_name as string | null) || String(u.username),
        bio: (u.bio as string | null) ?? null,
        location: (u.location as string | null) ?? null,
        phone: (u.phone as string | null) ?? null,
        role: u.role?.type === 'admin' ? ('admin' as const) : ('user' as const),
        created_at: toIso(u.createdAt),
        show_email: toBool(u.show_email),
        show_phone: toBool(u.show_phone),
        allow_messages: orTrue(u.allow_messages),
        email_confirmed: toBool(u.confirmed),
        language: u.language === 'ar' ? 'ar' : 'fr',
        notification_preferences: Object.fromEntries(NOTIFICATION_PREFERENCE_KINDS.map((kind) => [kind, orTrue(u[`notify_${kind}`])])) as Profile['notification_preferences'],
      } satisfies Profile);
      profiles.set(u, profile);
      return profile;
    },
  };
};

export default service;

declare module '../../../services' {
  interface ServiceFactories {
    account: typeof service;
  }
}

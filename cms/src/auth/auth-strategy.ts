import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { errors } from '@strapi/utils';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS, serviceUnavailable } from '../db/availability';
import { advancedSettings, roleAbility } from './role-abilities';
import { sessionUser } from './session-version';

/**
 * The users-permissions content-API strategy, with two differences from the plugin's own
 * (which answers "not authenticated" for ANY error):
 * - the database being away is a 503, never a 401: a signed-in user is not signed out by a
 *   database restart, and a visitor is not told to sign in;
 * - an Authorization header that is not `Bearer <token>` is refused with 401 (the plugin ignores
 *   it and the request goes on as a visitor, which answered 403 on signed-in routes).
 * It reads the user, the plugin's settings and each role's ability through caches instead of three
 * to four queries and a CASL compilation before every controller.
 */
export type AuthResult = {
  authenticated: boolean;
  credentials?: unknown;
  ability?: unknown;
  error?: string;
};

export interface Strategy {
  name: string;
  authenticate(ctx: Context): Promise<AuthResult>;
  verify?(auth: unknown, config: unknown): unknown;
}

export interface RequestContext {
  state: Record<string, unknown>;
  set(header: string, value: string): void;
}

/**
 * A token that is no longer valid must not break public pages: the request goes on as a visitor's
 * (public reads answer as usual) and says `X-Session: expired` so the client ends its session.
 * A route that needs a user then refuses the visitor, and the error middleware turns that refusal
 * into 401 'Votre session a expiré' (see src/middlewares/api-errors.ts).
 */
export function asVisitor(ctx: RequestContext): null {
  ctx.state.staleToken = true;
  ctx.set('X-Session', 'expired');
  return null;
}

const BEARER = /^Bearer\s+\S+$/i;

/** The strategy's authentication as described above (also run for the routes of src/framework/direct-routes.ts). */
const jwt = (strapi: Core.Strapi) => strapi.plugin('users-permissions').service('jwt') as unknown as { getToken(ctx: Context): Promise<{ id?: unknown; sid?: unknown } | null> };

export async function authenticateRequest(strapi: Core.Strapi, ctx: Context): Promise<AuthResult> {
  const header = ctx.request.header.authorization;
  // Not `Bearer <token>`: a broken session, answered like a stale token (a visitor on public
  // routes with X-Session: expired, 401 on routes that need a user) — never 403.
  const malformed = header !== undefined && !BEARER.test(header.trim());
  if (malformed) asVisitor(ctx);
  try {
    const token = malformed ? null : ((await jwt(strapi).getToken(ctx)) ?? null);
    if (token) {
      if (typeof token.id !== 'number') return { authenticated: false };
      // The user with its role, the plugin's settings and the role's ability come from caches
      // cleared by every write that changes them (src/auth/session-version.ts, role-abilities.ts).
      const user = await sessionUser(strapi, token.id);
      if (!user) return { authenticated: false, error: 'Invalid credentials' };
      const settings = await advancedSettings(strapi);
      if ((settings.email_confirmation && !user.confirmed) || user.blocked) return { authenticated: false, error: 'Invalid credentials' };
      if (!user.role) return { authenticated: false };
      const ability = await roleAbility(strapi, user.role.id);
      ctx.state.user = user;
      // The session row the token belongs to (sign-out and the sessions list need it).
      if (typeof token.sid === 'string') ctx.state.session = { id: token.sid };
      return { authenticated: true, credentials: user, ability };
    }
    const ability = await roleAbility(strapi, 'public');
    if (!ability) return { authenticated: false };
    return { authenticated: true, credentials: null, ability };
  } catch (error) {
    if (isDatabaseUnavailable(error)) {
      ctx.set('Retry-After', String(RETRY_AFTER_SECONDS));
      throw serviceUnavailable();
    }
    return { authenticated: false };
  }
}

export function resilientStrategy(strapi: Core.Strapi, original: Strategy): Strategy {
  return { ...original, authenticate: (ctx: Context) => authenticateRequest(strapi, ctx), verify: verifyScope };
}

interface Ability {
  can(action: string): boolean;
}

/**
 * The plugin's own `verify`, without its lodash/fp pipeline (`pipe(castArray, every(...))` built on
 * every request: ~6 µs of a cached read's ~190, ARCHITECTURE decision 66). The same rules: a route
 * without a scope takes any signed-in user and refuses a visitor (401); with a scope, the role's
 * ability must allow every action of it (403), and no ability at all is a 401.
 */
export function verifyScope(auth: { credentials?: unknown; ability?: Ability | null }, config: { scope?: string | string[] }): void {
  const { credentials: user, ability } = auth;
  if (!config.scope) {
    if (!user) throw new errors.UnauthorizedError();
    return;
  }
  if (!ability) throw new errors.UnauthorizedError();
  const scopes = Array.isArray(config.scope) ? config.scope : [config.scope];
  for (const scope of scopes) if (!ability.can(scope)) throw new errors.ForbiddenError();
}

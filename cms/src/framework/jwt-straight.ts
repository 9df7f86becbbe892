import type { Context } from 'koa';
import type { AuthResult, Strategy } from '../auth/auth-strategy';
import type { FrameworkShortcut } from './index';

interface AuthService {
  authenticate(ctx: Context, next: () => Promise<unknown>): Promise<unknown>;
}

/** A users-permissions JWT: three base64url parts. Strapi's API tokens are 256 hex characters, never this. */
const JWT_BEARER = /^Bearer\s+[\w-]+\.[\w-]+\.[\w-]+$/i;

/**
 * Strapi asks the admin's API-token strategy first on every content-API request: it hashes the
 * bearer and looks it up in strapi_api_tokens, a query per signed-in request that can never match
 * a JWT (a quarter of a signed-in poll's time, ARCHITECTURE "Hot paths"). A bearer shaped like a
 * JWT, and a request without any Authorization header, go straight to the users-permissions
 * strategy, with the outcome Strapi's loop would have reached (the API-token strategy answers "not
 * authenticated" for both); API tokens, other headers and routes that name their own strategies
 * take Strapi's way unchanged.
 */
export function jwtStraightToUsersPermissions(auth: AuthService, usersPermissions: Strategy): void {
  const original = auth.authenticate;
  auth.authenticate = async function authenticate(this: AuthService, ctx: Context, next: () => Promise<unknown>) {
    const route = (ctx.state as { route?: { info?: { type?: string }; config?: { auth?: false | { strategies?: unknown[] } } } }).route;
    const config = route?.config?.auth;
    const header = ctx.request.header.authorization;
    // No Authorization header (a visitor): the API-token strategy answers "not authenticated" without
    // looking anything up, so users-permissions decides, as in Strapi's loop — minus the loop's
    // per-request strategy checks (assert + lodash, ~3 µs of a public read, decision 66).
    const straight = header === undefined || JWT_BEARER.test(header.trim());
    if (route?.info?.type !== 'content-api' || config === false || config?.strategies || !straight) {
      return original.call(this, ctx, next);
    }
    return admit(ctx, await usersPermissions.authenticate(ctx), usersPermissions) ? next() : undefined;
  };
}

/**
 * What Strapi's loop does with the users-permissions strategy's answer: a 401 (its English
 * message, made French by global::api-errors), or the request's auth state. True when it goes on.
 */
export function admit(ctx: Context, result: AuthResult | undefined, strategy: Pick<Strategy, 'name'>): boolean {
  const { authenticated = false, credentials, ability = null, error = null } = result ?? {};
  if (error !== null) {
    ctx.unauthorized(error);
    return false;
  }
  if (!authenticated) {
    ctx.unauthorized('Missing or invalid credentials');
    return false;
  }
  ctx.state.isAuthenticated = true;
  ctx.state.auth = { strategy, credentials, ability };
  return true;
}

/** Checked against 5.54.0's @strapi/core services/auth (authenticate); decision 66: a visitor's read −3 µs, a signed-in poll one query fewer. */
export const jwtStraightShortcut: FrameworkShortcut = {
  name: 'jwt-straight',
  replaces: "content-API authentication loop (@strapi/core services/auth authenticate)",
  checkedAgainst: '5.54.0',
  install: () => undefined, // installed by the users-permissions extension when its strategy registers
};

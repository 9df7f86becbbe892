import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS, serviceUnavailable } from './db-availability';

/**
 * The users-permissions content-API strategy, with two differences from the plugin's own
 * (which answers "not authenticated" for ANY error):
 * - the database being away is a 503, never a 401: a signed-in user is not signed out by a
 *   database restart, and a visitor is not told to sign in;
 * - an Authorization header that is not `Bearer <token>` is refused with 401 (the plugin ignores
 *   it and the request goes on as a visitor, which answered 403 on signed-in routes).
 * Everything else (token check with session versions, user lookup, permissions) is the plugin's.
 */
type AuthResult = {
  authenticated: boolean;
  credentials?: unknown;
  ability?: unknown;
  error?: string;
};

interface Strategy {
  name: string;
  authenticate(ctx: Context): Promise<AuthResult>;
  verify?(auth: unknown, config: unknown): unknown;
}

interface PermissionService {
  findRolePermissions(roleId: number): Promise<unknown[]>;
  findPublicPermissions(): Promise<unknown[]>;
  toContentAPIPermission(permission: unknown): unknown;
}

const BEARER = /^Bearer\s+\S+$/i;

export function resilientStrategy(strapi: Core.Strapi, original: Strategy): Strategy {
  const service = <T>(name: string) => strapi.plugin('users-permissions').service(name) as T;
  const generateAbility = (permissions: unknown[]) =>
    (
      strapi as unknown as {
        contentAPI: {
          permissions: {
            engine: { generateAbility(p: unknown[]): Promise<unknown> };
          };
        };
      }
    ).contentAPI.permissions.engine.generateAbility(permissions);

  async function authenticate(ctx: Context): Promise<AuthResult> {
    const header = ctx.request.header.authorization;
    // Not `Bearer <token>`: a broken session, answered like a stale token (a visitor on public
    // routes with X-Session: expired, 401 on routes that need a user) — never 403.
    const malformed = header !== undefined && !BEARER.test(header.trim());
    if (malformed) {
      ctx.state.staleToken = true;
      ctx.set('X-Session', 'expired');
    }
    const permissions = service<PermissionService>('permission');
    try {
      const jwt = service<{ getToken(ctx: Context): Promise<{ id?: unknown; sessionId?: unknown } | null> }>('jwt');
      const token = malformed ? null : ((await jwt.getToken(ctx)) ?? null);
      if (token) {
        if (token.id === undefined) return { authenticated: false };
        const user =
          (await service<{
            fetchAuthenticatedUser(id: unknown): Promise<{
              blocked?: boolean;
              confirmed?: boolean;
              role: { id: number };
            } | null>;
          }>('user').fetchAuthenticatedUser(token.id)) ?? null;
        if (!user) return { authenticated: false, error: 'Invalid credentials' };
        const advanced = (await strapi.store({ type: 'plugin', name: 'users-permissions' }).get({ key: 'advanced' })) as {
          email_confirmation?: boolean;
        } | null;
        if ((advanced?.email_confirmation && !user.confirmed) || user.blocked)
          return { authenticated: false, error: 'Invalid credentials' };
        const granted = (await permissions.findRolePermissions(user.role.id)).map((p) => permissions.toContentAPIPermission(p));
        ctx.state.user = user;
        if (token.sessionId) ctx.state.session = { id: token.sessionId };
        return {
          authenticated: true,
          credentials: user,
          ability: await generateAbility(granted),
        };
      }
      const publicPermissions = (await permissions.findPublicPermissions()).map((p) => permissions.toContentAPIPermission(p));
      if (publicPermissions.length === 0) return { authenticated: false };
      return {
        authenticated: true,
        credentials: null,
        ability: await generateAbility(publicPermissions),
      };
    } catch (error) {
      if (isDatabaseUnavailable(error)) {
        ctx.set('Retry-After', String(RETRY_AFTER_SECONDS));
        throw serviceUnavailable();
      }
      return { authenticated: false };
    }
  }

  return { ...original, authenticate };
}

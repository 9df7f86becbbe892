import type { Core } from '@strapi/strapi';
import { resilientStrategy } from '../../lib/auth-strategy';
import { sessionVersion, tokenVersion } from '../../lib/session-version';

/**
 * Two changes to the users-permissions plugin:
 * - The strategy reads every bearer token through the jwt service's getToken. Wrapping it refuses
 *   a token whose session version (`sv`) is older than the user's: the way a password change or a
 *   sign-out ends sessions. A refused token makes the strategy answer 401, like an expired one.
 * - The content-API strategy itself is replaced by src/lib/auth-strategy.ts (503 while the
 *   database is away, 401 for a malformed Authorization header).
 */
interface TokenPayload {
  id?: unknown;
  sv?: unknown;
}

interface JwtService {
  getToken(ctx: unknown): Promise<TokenPayload | null> | TokenPayload | null;
  [key: string]: unknown;
}

type ServiceFactory<T> = (deps: { strapi: Core.Strapi }) => T;

interface AuthRegistry {
  register(type: string, strategy: { name: string; authenticate: (...args: never[]) => unknown }): unknown;
}

interface UsersPermissionsPlugin {
  register?: (deps: { strapi: Core.Strapi }) => unknown;
  services: Record<string, ServiceFactory<unknown>> & {
    jwt: ServiceFactory<JwtService>;
  };
}

export default (plugin: UsersPermissionsPlugin) => {
  const createJwtService = plugin.services.jwt;
  plugin.services.jwt = ({ strapi }) => {
    const service = createJwtService({ strapi });
    const getToken = service.getToken;
    service.getToken = async function checkedGetToken(this: JwtService, ctx: unknown) {
      const payload = await getToken.call(this, ctx);
      if (!payload || typeof payload.id !== 'number') return payload;
      const current = await sessionVersion(strapi, payload.id);
      // A missing user is left to the strategy (it answers 401 itself).
      if (current !== null && tokenVersion(payload) !== current) throw new Error('Invalid token.');
      return payload;
    };
    return service;
  };

  const register = plugin.register;
  plugin.register = (deps) => {
    const auth = deps.strapi.get('auth') as AuthRegistry;
    const original = auth.register;
    auth.register = function swapStrategy(this: AuthRegistry, type, strategy) {
      const replaced =
        type === 'content-api' && strategy.name === 'users-permissions'
          ? resilientStrategy(deps.strapi, strategy as never)
          : strategy;
      return original.call(this, type, replaced as never);
    };
    try {
      return register?.(deps);
    } finally {
      auth.register = original;
    }
  };
  return plugin;
};

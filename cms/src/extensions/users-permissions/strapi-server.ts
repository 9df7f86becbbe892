import type { Core } from '@strapi/strapi';
import { sessionVersion, tokenVersion } from '../../lib/session-version';

/**
 * The users-permissions strategy reads every bearer token through the jwt service's getToken.
 * Wrapping it refuses a token whose session version (`sv`) is older than the user's: the way a
 * password change ends the user's other sessions. A refused token makes the strategy answer 401,
 * exactly like an expired one.
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

interface UsersPermissionsPlugin {
  services: Record<string, ServiceFactory<unknown>> & { jwt: ServiceFactory<JwtService> };
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
  return plugin;
};

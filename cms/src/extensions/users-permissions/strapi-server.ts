import type { Core } from '@strapi/strapi';
import { sessionVersion, tokenVersion } from '../../lib/session-version';

/**
 * The users-permissions strategy reads every bearer token through the jwt service's getToken.
 * Wrapping it refuses a token whose session version (`sv`) is older than the user's: the way a
 * password change ends the user's other sessions. A refused token makes the request a visitor's.
 */
interface TokenPayload {
  id?: unknown;
  sv?: unknown;
}

interface RequestContext {
  state: Record<string, unknown>;
  set(header: string, value: string): void;
}

/**
 * A token that is no longer valid must not break public pages: the request goes on as a visitor's
 * (public reads answer as usual) and says `X-Session: expired` so the client ends its session.
 * A route that needs a user then refuses the visitor, and the error middleware turns that refusal
 * into 401 'Votre session a expiré' (see src/middlewares/api-errors.ts).
 */
function asVisitor(ctx: RequestContext): null {
  ctx.state.staleToken = true;
  ctx.set('X-Session', 'expired');
  return null;
}

interface JwtService {
  getToken(ctx: RequestContext): Promise<TokenPayload | null> | TokenPayload | null;
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
    service.getToken = async function checkedGetToken(this: JwtService, ctx: RequestContext) {
      let payload: TokenPayload | null;
      try {
        payload = await getToken.call(this, ctx);
      } catch {
        return asVisitor(ctx); // bad signature, expired or malformed token
      }
      if (!payload || typeof payload.id !== 'number') return payload;
      const current = await sessionVersion(strapi, payload.id);
      // A deleted account, or a session ended by a password change or a deactivation.
      if (current === null || tokenVersion(payload) !== current) return asVisitor(ctx);
      return payload;
    };
    return service;
  };
  return plugin;
};

import type { Core } from '@strapi/strapi';
import { advancedSettings, clearAdvancedSettings, clearRoleAbilities, PERMISSION_MODELS, roleAbility, SETTINGS_MODEL } from '../../lib/role-abilities';
import { forgetSessionUser, forgetSessionUsers, sessionUser, sessionVersion, tokenVersion } from '../../lib/session-version';
import { UIDS } from '../../lib/tables';

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
type Lifecycle = (deps: { strapi: Core.Strapi }) => unknown;

interface Strategy {
  name: string;
  authenticate(ctx: unknown): Promise<unknown>;
  verify?(auth: unknown, config: unknown): unknown;
}

interface AuthService {
  register(type: string, strategy: Strategy): unknown;
}

interface UsersPermissionsPlugin {
  services: Record<string, ServiceFactory<unknown>> & { jwt: ServiceFactory<JwtService> };
  register?: Lifecycle;
  bootstrap?: Lifecycle;
}

interface StrategyContext extends RequestContext {
  state: Record<string, unknown>;
}

/**
 * The plugin's `authenticate`, with the same answers, reading what it needs through caches: the
 * signed-in user (src/lib/session-version.ts, also what the token check reads), the advanced
 * settings and each role's ability (src/lib/role-abilities.ts). Strapi's own version runs three to
 * four queries and compiles a CASL ability before every controller, for visitors too.
 */
function cachedAuthenticate(strapi: Core.Strapi) {
  const jwt = () => strapi.plugin('users-permissions').service('jwt') as unknown as JwtService;
  return async (ctx: StrategyContext) => {
    try {
      const token = (await jwt().getToken(ctx)) as (TokenPayload & { sessionId?: unknown }) | null;
      if (token) {
        const { id, sessionId } = token;
        if (typeof id !== 'number') return { authenticated: false };
        const user = await sessionUser(strapi, id);
        if (!user) return { error: 'Invalid credentials' };
        const settings = await advancedSettings(strapi);
        if (settings.email_confirmation && !user.confirmed) return { error: 'Invalid credentials' };
        if (user.blocked) return { error: 'Invalid credentials' };
        if (!user.role) return { authenticated: false };
        const ability = await roleAbility(strapi, user.role.id);
        ctx.state.user = user;
        if (sessionId) ctx.state.session = { id: sessionId };
        return { authenticated: true, credentials: user, ability };
      }
      const ability = await roleAbility(strapi, 'public');
      if (!ability) return { authenticated: false };
      return { authenticated: true, credentials: null, ability };
    } catch {
      return { authenticated: false };
    }
  };
}

const WRITES = ['afterCreate', 'afterCreateMany', 'afterUpdate', 'afterUpdateMany', 'afterDelete', 'afterDeleteMany'] as const;

interface LifecycleEvent {
  model: { uid: string };
  result?: unknown;
  params?: { where?: unknown };
}

/** Every write made through Strapi's query layer (studio, plugin, bootstrap) clears what it changes. */
function forgetOnWrites(strapi: Core.Strapi) {
  const forget = (event: LifecycleEvent) => {
    const uid = event.model.uid;
    if (PERMISSION_MODELS.has(uid)) {
      clearRoleAbilities();
      // A role deleted or renamed: the cached users carry their role.
      if (uid === UIDS.role) forgetSessionUsers();
    } else if (uid === SETTINGS_MODEL) {
      clearAdvancedSettings();
    } else if (uid === UIDS.user) {
      const id = (event.result as { id?: unknown } | null)?.id ?? (event.params?.where as { id?: unknown } | undefined)?.id;
      if (typeof id === 'number') forgetSessionUser(id);
      else forgetSessionUsers();
    }
  };
  strapi.db.lifecycles.subscribe({
    models: [...PERMISSION_MODELS, SETTINGS_MODEL, UIDS.user],
    ...Object.fromEntries(WRITES.map((action) => [action, forget])),
  });
}

export default (plugin: UsersPermissionsPlugin) => {
  // Swap the strategy's authenticate as the plugin registers it with Strapi's auth service.
  const register = plugin.register;
  plugin.register = async ({ strapi }) => {
    const auth = strapi.get('auth') as AuthService;
    const original = auth.register;
    auth.register = function (type: string, strategy: Strategy) {
      const swapped = type === 'content-api' && strategy.name === 'users-permissions' ? { ...strategy, authenticate: cachedAuthenticate(strapi) } : strategy;
      return original.call(this, type, swapped);
    };
    try {
      return await register?.({ strapi });
    } finally {
      auth.register = original;
    }
  };
  const bootstrap = plugin.bootstrap;
  plugin.bootstrap = async ({ strapi }) => {
    forgetOnWrites(strapi);
    return bootstrap?.({ strapi });
  };

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

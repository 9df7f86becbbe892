import { createSecretKey, type KeyObject } from 'crypto';
import type { Core } from '@strapi/strapi';
import jwt from 'jsonwebtoken';
import { asVisitor, resilientStrategy, type RequestContext } from '../../auth/auth-strategy';
import { shortcutApplies } from '../../framework/index';
import { jwtStraightShortcut, jwtStraightToUsersPermissions } from '../../framework/jwt-straight';
import { clearAdvancedSettings, clearRoleAbilities, PERMISSION_MODELS, SETTINGS_MODEL } from '../../auth/role-abilities';
import { forgetSessionUser, forgetSessionUsers, sessionVersion, tokenVersion } from '../../auth/session-version';
import { activeSession, touchSession } from '../../auth/sessions';
import { UIDS } from '../../db/tables';

/**
 * The users-permissions strategy reads every bearer token through the jwt service's getToken.
 * Wrapping it refuses a token whose session version (`sv`) is older than the user's (a password
 * change or a deactivation ends every session) or whose session row (`sid`) is revoked (sign-out,
 * one device or all). A refused token makes the request a visitor's.
 * The content-API strategy itself is replaced by src/auth/auth-strategy.ts (503 while the database
 * is away; a malformed Authorization header is a stale session, not an anonymous request).
 */
interface TokenPayload {
  id?: unknown;
  sv?: unknown;
  sid?: unknown;
}

interface JwtService {
  getToken(ctx: RequestContext): Promise<TokenPayload | null> | TokenPayload | null;
  [key: string]: unknown;
}

type ServiceFactory<T> = (deps: { strapi: Core.Strapi }) => T;
type Lifecycle = (deps: { strapi: Core.Strapi }) => unknown;

interface AuthRegistry {
  register(type: string, strategy: { name: string; authenticate: (...args: never[]) => unknown }): unknown;
}

interface UsersPermissionsPlugin {
  services: Record<string, ServiceFactory<unknown>> & { jwt: ServiceFactory<JwtService> };
  register?: Lifecycle;
  bootstrap?: Lifecycle;
}

const WRITES = ['afterCreate', 'afterCreateMany', 'afterUpdate', 'afterUpdateMany', 'afterDelete', 'afterDeleteMany'] as const;

interface LifecycleEvent {
  model: { uid: string };
  result?: unknown;
  params?: { where?: unknown };
}

/** Every write made through Strapi's query layer (studio, plugin, bootstrap) clears what it changes. */
function forgetOnWrites(strapi: Core.Strapi) {
  const forget = async (event: LifecycleEvent) => {
    const uid = event.model.uid;
    if (PERMISSION_MODELS.has(uid)) {
      await clearRoleAbilities();
      // A role deleted or renamed: the cached users carry their role.
      if (uid === UIDS.role) await forgetSessionUsers();
    } else if (uid === SETTINGS_MODEL) {
      await clearAdvancedSettings();
    } else if (uid === UIDS.user) {
      const id = (event.result as { id?: unknown } | null)?.id ?? (event.params?.where as { id?: unknown } | undefined)?.id;
      if (typeof id === 'number') await forgetSessionUser(id);
      else await forgetSessionUsers();
    }
  };
  strapi.db.lifecycles.subscribe({
    models: [...PERMISSION_MODELS, SETTINGS_MODEL, UIDS.user],
    ...Object.fromEntries(WRITES.map((action) => [action, forget])),
  });
}

/**
 * A token's signature is checked once, then its payload is kept until the token expires (60 s at
 * most): jsonwebtoken re-derives a key from the secret on every call (it first tries the secret as
 * a PEM public key and throws), which cost more than the rest of a signed-in poll (ARCHITECTURE
 * "Hot paths"). Only the signature and expiry are kept: whether the session still holds (session
 * version, deletion, deactivation) is checked on every request by checkedGetToken below. Not in
 * the plugin's 'refresh' mode, whose verify reads its sessions from the database.
 */
const VERIFIED_MAX_MS = 60_000;
const verified = new Map<string, { payload: unknown; until: number }>();

/**
 * The plugin's own check of a token's signature and expiry (HS256 unless configured otherwise),
 * with the secret as a key object made once: handed the secret as a string, jsonwebtoken first
 * tries to read it as a PEM public key on every call, which cost 0.8 ms a token (ARCHITECTURE
 * "Hot paths"). Same answers as the plugin: the payload, or 'Invalid token.'.
 */
function signatureCheck(strapi: Core.Strapi) {
  let key: KeyObject | null = null;
  return (token: string): unknown => {
    key ??= createSecretKey(Buffer.from(String(strapi.config.get('plugin::users-permissions.jwtSecret'))));
    const algorithm = (strapi.config.get('plugin::users-permissions.jwt', {}) as { algorithm?: jwt.Algorithm })?.algorithm ?? 'HS256';
    try {
      return jwt.verify(token, key, { algorithms: [algorithm] });
    } catch {
      throw new Error('Invalid token.');
    }
  };
}

function keepVerifiedTokens(strapi: Core.Strapi, service: JwtService) {
  const pluginVerify = service.verify as ((token: string) => Promise<unknown>) | undefined;
  if (typeof pluginVerify !== 'function') return;
  const checkSignature = signatureCheck(strapi);
  service.verify = async function keptVerify(this: JwtService, token: string) {
    if (String(strapi.config.get('plugin::users-permissions.jwtManagement', 'legacy-support')) === 'refresh') return pluginVerify.call(this, token);
    const now = Date.now();
    const hit = verified.get(token);
    // A copy per request: the payload is the caller's to read or change.
    if (hit && now < hit.until) return { ...(hit.payload as object) };
    const payload = checkSignature(token);
    const exp = Number((payload as { exp?: unknown } | null)?.exp);
    if (verified.size >= 20_000) verified.clear();
    verified.set(token, { payload: { ...(payload as object) }, until: Math.min(now + VERIFIED_MAX_MS, Number.isFinite(exp) ? exp * 1000 : now + VERIFIED_MAX_MS) });
    return payload;
  };
}

export default (plugin: UsersPermissionsPlugin) => {
  const bootstrap = plugin.bootstrap;
  plugin.bootstrap = async ({ strapi }) => {
    forgetOnWrites(strapi);
    return bootstrap?.({ strapi });
  };

  const createJwtService = plugin.services.jwt;
  plugin.services.jwt = ({ strapi }) => {
    const service = createJwtService({ strapi });
    keepVerifiedTokens(strapi, service);
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
      // Its session row: signed out (this device, or everywhere), revoked from another device,
      // or a token from before sessions were rows (no `sid`).
      if (typeof payload.sid !== 'string') return asVisitor(ctx);
      const session = await activeSession(strapi, payload.sid);
      if (!session || session.userId !== payload.id) return asVisitor(ctx);
      touchSession(strapi, payload.sid, session);
      return payload;
    };
    return service;
  };

  const register = plugin.register;
  plugin.register = (deps) => {
    const auth = deps.strapi.get('auth') as AuthRegistry;
    const original = auth.register;
    auth.register = function swapStrategy(this: AuthRegistry, type, strategy) {
      if (type !== 'content-api' || strategy.name !== 'users-permissions') return original.call(this, type, strategy);
      const replaced = resilientStrategy(deps.strapi, strategy as never);
      if (shortcutApplies(deps.strapi, jwtStraightShortcut)) jwtStraightToUsersPermissions(auth as never, replaced);
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

import type { Core } from '@strapi/strapi';
import { sharedInvalidation } from '../cache/cache-bus';

/**
 * What users-permissions computes before every controller, resolved once and kept until it
 * changes: the CASL ability of each role (built from the role's permissions) and the plugin's
 * advanced settings. Strapi rebuilds both on every request (queries + ability compilation), which
 * costs more than most of our handlers.
 *
 * Exactness: every write to a permission, a role or the core store (the studio's role editor,
 * the bootstrap's permission sync, the plugin's own settings page) goes through Strapi's query
 * layer, whose lifecycle events clear these caches at once (subscribed in
 * src/extensions/users-permissions/strapi-server.ts), in every replica (src/cache/cache-bus.ts);
 * TTL_MS only matters while Redis is away.
 */
const TTL_MS = 60_000;

type Ability = { can: (action: string) => boolean };
interface Entry<V> {
  value: Promise<V>;
  at: number;
}

const abilities = new Map<string, Entry<Ability | null>>();
let advanced: Entry<Record<string, unknown>> | null = null;

/**
 * Answers the kept value while fresh, else computes it once for every concurrent caller. A write
 * clears the entry even while it is being computed (the computation read the old rows), so the
 * next request computes again; a failed computation is not kept.
 */
function cached<V>(get: () => Entry<V> | null | undefined, set: (entry: Entry<V> | null) => void, compute: () => Promise<V>): Promise<V> {
  const hit = get();
  if (hit && Date.now() - hit.at < TTL_MS) return hit.value;
  const entry = { value: compute(), at: Date.now() };
  set(entry);
  entry.value.catch(() => get() === entry && set(null));
  return entry.value;
}

/** The models whose writes change what a role may do, and where the plugin keeps its settings. */
export const PERMISSION_MODELS = new Set(['plugin::users-permissions.permission', 'plugin::users-permissions.role']);
export const SETTINGS_MODEL = 'strapi::core-store';

interface PermissionService {
  findRolePermissions(roleId: number): Promise<Array<{ action: string }>>;
  findPublicPermissions(): Promise<Array<{ action: string }>>;
  toContentAPIPermission(permission: { action: string }): { action: string };
}

const permissionService = (strapi: Core.Strapi) => strapi.plugin('users-permissions').service('permission') as unknown as PermissionService;
const generate = (strapi: Core.Strapi, permissions: Array<{ action: string }>) =>
  (strapi as unknown as { contentAPI: { permissions: { engine: { generateAbility(p: unknown[]): Promise<Ability> } } } }).contentAPI.permissions.engine.generateAbility(permissions);

/** The ability of a role (`public` for visitors), or null when the public role may do nothing. */
export function roleAbility(strapi: Core.Strapi, roleId: number | 'public'): Promise<Ability | null> {
  const key = String(roleId);
  return cached(
    () => abilities.get(key),
    (entry) => (entry ? abilities.set(key, entry) : abilities.delete(key)),
    async () => {
      const service = permissionService(strapi);
      const raw = roleId === 'public' ? await service.findPublicPermissions() : await service.findRolePermissions(roleId);
      const permissions = raw.map((p) => service.toContentAPIPermission(p));
      if (roleId === 'public' && permissions.length === 0) return null;
      return generate(strapi, permissions);
    },
  );
}

/** The plugin's advanced settings (e-mail confirmation and the like). */
export function advancedSettings(strapi: Core.Strapi): Promise<Record<string, unknown>> {
  return cached(
    () => advanced,
    (entry) => (advanced = entry),
    async () => ((await strapi.store({ type: 'plugin', name: 'users-permissions' }).get({ key: 'advanced' })) ?? {}) as Record<string, unknown>,
  );
}

/** Forgets every role's ability (a permission or a role was written), in every replica. */
export const clearRoleAbilities = sharedInvalidation('role-abilities', () => abilities.clear());

export const clearAdvancedSettings = sharedInvalidation('advanced-settings', () => (advanced = null));

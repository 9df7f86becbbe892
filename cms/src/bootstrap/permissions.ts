import type { Core } from '@strapi/strapi';
import { UIDS } from '../db/tables';
import { permissionsFromRoutes, type RoleKey } from '../auth/access';

/**
 * Who may call which action. Our APIs' permissions are derived from the routes, where each route
 * declares its access (src/auth/access.ts); bootstrap makes the roles match exactly and removes the
 * users-permissions endpoints we replace (register, local sign-in, /api/users listing).
 */
export const ROLE_TYPES = { public: 'public', user: 'authenticated', admin: 'admin' } as const;

/** Of the plugin's own endpoints, only the session's "me". */
// /api/users/me is closed too: GET /api/profile answers the session's own record without internals
// (numeric id, provider, confirmed, blocked).
const PLUGIN_ACTIONS: Record<RoleKey, string[]> = { public: [], user: [], admin: [] };

export function permissionTable(strapi: Core.Strapi): Record<RoleKey, string[]> {
  const fromRoutes = permissionsFromRoutes(strapi.apis as unknown as Parameters<typeof permissionsFromRoutes>[0]);
  return {
    public: [...fromRoutes.public, ...PLUGIN_ACTIONS.public],
    user: [...fromRoutes.user, ...PLUGIN_ACTIONS.user],
    admin: [...fromRoutes.admin, ...PLUGIN_ACTIONS.admin],
  };
}

const ROLE_NAMES: Record<keyof typeof ROLE_TYPES, { name: string; description: string }> = {
  public: { name: 'Public', description: 'Visiteur non connecté' },
  user: { name: 'Utilisateur', description: 'Utilisateur connecté' },
  admin: { name: 'Administrateur', description: 'Administrateur de la place de marché' },
};

async function ensureRole(strapi: Core.Strapi, key: keyof typeof ROLE_TYPES) {
  const type = ROLE_TYPES[key];
  const query = strapi.db.query(UIDS.role);
  const existing = await query.findOne({ where: { type } });
  if (existing) {
    if (existing.name !== ROLE_NAMES[key].name) await query.update({ where: { id: existing.id }, data: ROLE_NAMES[key] });
    return existing.id as number;
  }
  const created = await query.create({ data: { type, ...ROLE_NAMES[key] } });
  return created.id as number;
}

export async function syncPermissions(strapi: Core.Strapi) {
  const permissions = permissionTable(strapi);
  const permissionQuery = strapi.db.query('plugin::users-permissions.permission');
  for (const key of Object.keys(ROLE_TYPES) as Array<keyof typeof ROLE_TYPES>) {
    const roleId = await ensureRole(strapi, key);
    const wanted = new Set(permissions[key]);
    const current: Array<{ id: number; action: string }> = await permissionQuery.findMany({
      where: { role: { id: roleId } },
      select: ['id', 'action'],
    });
    const have = new Set(current.map((p) => p.action));
    // Our APIs match the table exactly; of the plugin's endpoints only what the table names survives.
    const managed = (action: string) => action.startsWith('api::') || action.startsWith('plugin::users-permissions.');
    const stale = current.filter((p) => managed(p.action) && !wanted.has(p.action)).map((p) => p.id);
    if (stale.length > 0) await permissionQuery.deleteMany({ where: { id: { $in: stale } } });
    for (const action of wanted) {
      if (!have.has(action)) await permissionQuery.create({ data: { action, role: roleId } });
    }
  }
}

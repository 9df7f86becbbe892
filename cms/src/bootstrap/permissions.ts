import type { Core } from '@strapi/strapi';
import { UIDS } from '../lib/tables';

/**
 * Who may call which action, as data. Bootstrap makes the roles match this table exactly for
 * our own APIs (api::*) and removes the users-permissions endpoints we replace (register,
 * local sign-in, /api/users listing). Owner checks are done in services, not here.
 * Keep in sync with the routes: a route whose action is missing here answers 401/403.
 */
export const ROLE_TYPES = { public: 'public', user: 'authenticated', admin: 'admin' } as const;

const PUBLIC_ACTIONS = [
  'api::product.product.find',
  'api::product.product.findOne',
  'api::product.product.promoted',
  'api::product.product.map',
  'api::map.map.config',
  'api::map.map.geocode',
  'api::category.category.find',
  'api::stats.stats.public',
  'api::account.account.signup',
  'api::account.account.signin',
  // Issue 3: public seller profile, ads and their counters, support bot.
  'api::account.profile.publicProfile',
  'api::advertisement.advertisement.find',
  'api::advertisement.advertisement.impression',
  'api::advertisement.advertisement.click',
  'api::chat.chat.reply',
];

const USER_ACTIONS = [
  ...PUBLIC_ACTIONS,
  'api::product.product.create',
  'api::product.product.update',
  'api::product.product.delete',
  'api::product.product.like',
  'api::product.product.liked',
  'api::account.account.profile',
  'plugin::users-permissions.user.me',
  // Issue 3: profile, account deletion, messaging, notifications (ownership checked in services).
  'api::account.profile.update',
  'api::account.profile.patch',
  'api::account.deletion.deleteAccount',
  'api::conversation.conversation.find',
  'api::conversation.conversation.create',
  'api::conversation.conversation.messages',
  'api::conversation.conversation.send',
  'api::message.message.find',
  'api::message.message.create',
  'api::message.message.forProduct',
  'api::notification.notification.find',
  'api::notification.notification.unreadCount',
  'api::notification.notification.markRead',
  'api::notification.notification.markAllRead',
  'api::notification.notification.delete',
];

const ADMIN_ACTIONS = [
  ...USER_ACTIONS,
  'api::product.product.promote',
  'api::category.category.create',
  // Issue 3: the admin space (routes also carry the global::is-admin policy).
  'api::admin.stats.find',
  'api::admin.category.find',
  'api::admin.category.create',
  'api::admin.category.update',
  'api::admin.category.delete',
  'api::admin.user.find',
  'api::admin.user.create',
  'api::admin.user.update',
  'api::admin.user.delete',
  'api::admin.product.create',
  'api::admin.product.update',
  'api::admin.product.delete',
];

export const PERMISSIONS: Record<keyof typeof ROLE_TYPES, string[]> = {
  public: PUBLIC_ACTIONS,
  user: USER_ACTIONS,
  admin: ADMIN_ACTIONS,
};

/** Extra actions registered by other modules (the second half of the API adds its own). */
export function grant(role: keyof typeof ROLE_TYPES, ...actions: string[]) {
  for (const a of actions) if (!PERMISSIONS[role].includes(a)) PERMISSIONS[role].push(a);
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
  const permissionQuery = strapi.db.query('plugin::users-permissions.permission');
  for (const key of Object.keys(ROLE_TYPES) as Array<keyof typeof ROLE_TYPES>) {
    const roleId = await ensureRole(strapi, key);
    const wanted = new Set(PERMISSIONS[key]);
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

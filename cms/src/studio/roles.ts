import type { Core } from '@strapi/strapi';

/**
 * Who may do what in the studio (/studio), set at every boot:
 * - the role 'Éditeur' (code souk-editor): banners, FAQ answers and categories only, with the
 *   media library for banner images. Banner counters and figures are readable, never writable.
 *   Conversations, messages, notifications, likes, reports, listings and user accounts are not
 *   granted at all, so an editor neither sees them in the menu nor reads them by URL.
 * - the super admin: personal data (user accounts, listings, conversations, messages,
 *   notifications, likes, reports) is read-only, because those types change only through the
 *   API's rules (validation, session revocation on deactivation, the deletion cascade).
 */
export const EDITOR_ROLE = { code: 'souk-editor', name: 'Éditeur', description: 'Bannières, FAQ et catégories (Souk)' };

export const AD_UID = 'api::advertisement.advertisement';
export const FAQ_UID = 'api::faq-entry.faq-entry';
export const CATEGORY_UID = 'api::category.category';

/** Figures the server keeps: shown in the studio, never typed in. */
export const AD_READ_ONLY_FIELDS = ['impression_count', 'click_count', 'click_through_rate', 'daily_stats'];

export const PERSONAL_DATA_UIDS = [
  'plugin::users-permissions.user',
  'api::product.product',
  'api::conversation.conversation',
  'api::message.message',
  'api::notification.notification',
  'api::like.like',
  'api::report.report',
];

const CM = 'plugin::content-manager.explorer';
const WRITE_ACTIONS = [`${CM}.create`, `${CM}.update`, `${CM}.delete`, `${CM}.publish`];

interface Permission {
  action: string;
  subject?: string | null;
  properties?: { fields?: string[]; locales?: string[] };
  conditions?: string[];
}

interface RoleService {
  hooks: { willResetSuperAdminPermissions: { register(fn: (permissions: Permission[]) => Permission[]): void } };
  findOne(params: Record<string, unknown>): Promise<{ id: number } | null>;
  create(attributes: Record<string, unknown>): Promise<{ id: number }>;
  assignPermissions(roleId: number, permissions: Permission[]): Promise<unknown>;
}

const roles = (strapi: Core.Strapi) => strapi.service('admin::role') as unknown as RoleService;

/** Called from register(): the super admin's permissions are rebuilt at every boot, minus writes to personal data. */
export function restrictSuperAdmin(strapi: Core.Strapi) {
  roles(strapi).hooks.willResetSuperAdminPermissions.register((permissions) =>
    permissions.filter((p) => !(p.subject && PERSONAL_DATA_UIDS.includes(p.subject) && WRITE_ACTIONS.includes(p.action))),
  );
}

const SYSTEM_FIELDS = new Set(['createdAt', 'updatedAt', 'publishedAt', 'createdBy', 'updatedBy', 'locale', 'localizations']);

function fieldsOf(strapi: Core.Strapi, uid: string): string[] {
  const attributes = (strapi.contentTypes as unknown as Record<string, { attributes: Record<string, { private?: boolean }> }>)[uid]?.attributes ?? {};
  return Object.keys(attributes).filter((name) => !SYSTEM_FIELDS.has(name));
}

const isLocalized = (strapi: Core.Strapi, uid: string) =>
  Boolean(((strapi.contentTypes as unknown as Record<string, { pluginOptions?: { i18n?: { localized?: boolean } } }>)[uid]?.pluginOptions)?.i18n?.localized);

const hasDraftAndPublish = (strapi: Core.Strapi, uid: string) =>
  Boolean(((strapi.contentTypes as unknown as Record<string, { options?: { draftAndPublish?: boolean } }>)[uid]?.options)?.draftAndPublish);

function editorPermissions(strapi: Core.Strapi): Permission[] {
  const permissions: Permission[] = [];
  for (const uid of [AD_UID, FAQ_UID, CATEGORY_UID]) {
    const all = fieldsOf(strapi, uid);
    const writable = uid === AD_UID ? all.filter((f) => !AD_READ_ONLY_FIELDS.includes(f)) : all;
    const locales = isLocalized(strapi, uid) ? { locales: ['fr', 'ar'] } : {};
    permissions.push({ action: `${CM}.read`, subject: uid, properties: { fields: all, ...locales } });
    permissions.push({ action: `${CM}.create`, subject: uid, properties: { fields: writable, ...locales } });
    permissions.push({ action: `${CM}.update`, subject: uid, properties: { fields: writable, ...locales } });
    permissions.push({ action: `${CM}.delete`, subject: uid, properties: { ...locales } });
    if (hasDraftAndPublish(strapi, uid)) permissions.push({ action: `${CM}.publish`, subject: uid, properties: { ...locales } });
  }
  for (const action of ['read', 'configure-view', 'assets.create', 'assets.update', 'assets.download', 'assets.copy-link']) {
    permissions.push({ action: `plugin::upload.${action}` });
  }
  return permissions;
}

/** The 'Éditeur' role exists with exactly the permissions above; answers its id. */
export async function ensureEditorRole(strapi: Core.Strapi): Promise<number> {
  const service = roles(strapi);
  const role = (await service.findOne({ code: EDITOR_ROLE.code })) ?? (await service.create(EDITOR_ROLE));
  await service.assignPermissions(role.id, editorPermissions(strapi));
  return role.id;
}

/** A studio account (demo data only): created once, never overwritten. */
export async function ensureStudioUser(
  strapi: Core.Strapi,
  user: { email: string; password: string; firstname: string; lastname: string },
  roleId: number,
) {
  const existing = await strapi.db.query('admin::user').findOne({ where: { email: user.email } });
  if (existing) return;
  await (strapi.service('admin::user') as unknown as { create(a: Record<string, unknown>): Promise<unknown> }).create({
    ...user,
    isActive: true,
    registrationToken: null,
    roles: [roleId],
  });
}

export async function superAdminRoleId(strapi: Core.Strapi): Promise<number | null> {
  const role = await roles(strapi).findOne({ code: 'strapi-super-admin' });
  return role?.id ?? null;
}

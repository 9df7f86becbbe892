import type { Core } from '@strapi/strapi';
import { CATEGORIES } from '@souk/domain';
import { getService } from '../services';
import { TABLES, UIDS } from '../db/tables';

/**
 * The category taxonomy of @souk/domain exists in every database as seed data (admins and editors
 * add more); a built-in category without a kind (created before kinds existed) gets its own.
 */
export async function ensureCategories(strapi: Core.Strapi) {
  const query = strapi.db.query(UIDS.category);
  const existing = new Set(((await query.findMany({ select: ['slug'] })) as Array<{ slug: string }>).map((c) => c.slug));
  for (const c of CATEGORIES) {
    if (existing.has(c.slug)) {
      await strapi.db.connection(TABLES.categories).where({ slug: c.slug }).whereNull('kind').update({ kind: c.kind });
      continue;
    }
    await strapi.documents(UIDS.category).create({
      data: { name: c.name, name_ar: c.name_ar, slug: c.slug, kind: c.kind, color: c.color, icon: c.icon, description: null } as never,
    });
  }
  await strapi.db.connection('categories').whereNull('kind').update({ kind: 'autres' });
  // Listings stored before moderation existed are visible: public reads filter on is_hidden = false.
  await strapi.db.connection('products').whereNull('is_hidden').update({ is_hidden: false });
}

/** ADMIN_EMAIL/ADMIN_PASSWORD: how a real deployment gets its first in-app admin. */
export async function ensureAdmin(strapi: Core.Strapi, email: string, password: string) {
  const accounts = getService('account');
  const user = await accounts.findByEmail(email);
  if (!user) {
    await accounts.createUser({ email, password, display_name: 'Administrateur', role: 'admin' });
    strapi.log.info(`[bootstrap] admin account created for ${email}`);
    return;
  }
  if (user.role?.type !== 'admin') {
    await strapi.db.query(UIDS.user).update({ where: { id: user.id }, data: { role: await accounts.roleId('admin') } });
    strapi.log.info(`[bootstrap] ${email} promoted to admin`);
  }
}

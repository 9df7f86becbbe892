import type { Core } from '@strapi/strapi';
import { normalizeSearchText, type ApiCategory } from '@souk/domain';
import { isUniqueViolation, toIso } from '../../../lib/db';
import { conflict } from '../../../lib/http-error';
import { TABLES, UIDS } from '../../../lib/tables';
import { categoryReads, clearProductReads } from '../../product/utils/read-cache';

export const slugify = (name: string) =>
  normalizeSearchText(name).replace(/[^a-z0-9\u0600-\u06ff]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60) || 'categorie';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** Every category with its product count (one grouped query, kept until a write: categoryReads). */
  list(locale: 'fr' | 'ar' = 'fr'): Promise<ApiCategory[]> {
    return categoryReads.wrap(locale, () => this.count(locale)) as Promise<ApiCategory[]>;
  },

  async count(locale: 'fr' | 'ar'): Promise<ApiCategory[]> {
    const knex = strapi.db.connection;
    const counts = knex(TABLES.productCategory).select('category_id').count({ n: 'product_id' }).groupBy('category_id').as('pc');
    const rows = await knex(`${TABLES.categories} as c`)
      .leftJoin(counts, 'pc.category_id', 'c.id')
      .select('c.document_id', 'c.slug', 'c.name', 'c.name_ar', 'c.description', 'c.color', 'c.icon', 'c.created_at', 'pc.n')
      .orderBy('c.name', 'asc');
    return rows.map((r: Record<string, unknown>) => ({
      id: String(r.document_id),
      slug: String(r.slug),
      name: String(locale === 'ar' && r.name_ar ? r.name_ar : r.name),
      name_ar: (r.name_ar as string | null) ?? null,
      description: (r.description as string | null) ?? null,
      color: (r.color as string | null) ?? null,
      icon: (r.icon as string | null) ?? null,
      product_count: Number(r.n ?? 0),
      created_at: toIso(r.created_at),
    }));
  },

  async create(input: { name: string; description?: string; name_ar?: string; color?: string; icon?: string }): Promise<ApiCategory> {
    const slug = slugify(input.name);
    const exists = await strapi.db.query(UIDS.category).findOne({ where: { slug }, select: ['id'] });
    if (exists) throw conflict('categoryNameTaken');
    try {
      const doc = await strapi.documents(UIDS.category).create({
        data: { name: input.name, slug, description: input.description ?? null, name_ar: input.name_ar ?? null, color: input.color ?? null, icon: input.icon ?? null } as never,
      });
      clearProductReads();
      const created = (await this.list()).find((c) => c.id === doc.documentId);
      return created!;
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('categoryNameTaken');
      throw error;
    }
  },
});

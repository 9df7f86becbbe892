import { createHash } from 'crypto';
import type { Core } from '@strapi/strapi';
import { isCategoryKind, normalizeSearchText, type AdminCategoryInput, type ApiCategory } from '@souk/domain';
import { invalidateCategories, onCategoriesChanged } from '../utils/category-registry';
import { isUniqueViolation, toIso } from '../../../db/sql';
import { conflict } from '../../../http/errors';
import { MicroCache } from '../../../cache/micro-cache';
import { TABLES, UIDS } from '../../../db/tables';
import { onListingCountsChanged } from '../../product/utils/read-cache';

export type { ApiCategory };

// Arabic letters as Latin ones, for slugs: Strapi's uid fields take only [A-Za-z0-9-_.~].
const ARABIC_LATIN: Record<string, string> = {
  ا: 'a', أ: 'a', إ: 'i', آ: 'a', ء: '', ؤ: 'w', ئ: 'y', ب: 'b', ت: 't', ة: 'a', ث: 'th', ج: 'j', ح: 'h', خ: 'kh',
  د: 'd', ذ: 'dh', ر: 'r', ز: 'z', س: 's', ش: 'sh', ص: 's', ض: 'd', ط: 't', ظ: 'z', ع: 'a', غ: 'gh', ف: 'f',
  ق: 'q', ك: 'k', ل: 'l', م: 'm', ن: 'n', ه: 'h', و: 'w', ي: 'y', ى: 'a', پ: 'p', چ: 'ch', ڤ: 'v', گ: 'g',
};

/**
 * A category's slug from its name: lower-case Latin letters, digits and dashes, Arabic spelled in
 * Latin letters (`سيارات` → `syarat`). A name with nothing to spell (`★★`) gets `categorie-` and a
 * hash of the name, so two such names do not take one slug.
 */
export const slugify = (name: string) => {
  const latin = [...normalizeSearchText(name)].map((c) => ARABIC_LATIN[c] ?? c).join('');
  const slug = latin.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60).replace(/-+$/, '');
  return slug || `categorie-${createHash('sha1').update(name).digest('hex').slice(0, 8)}`;
};

/**
 * GET /api/categories is read by every screen (chips, filters, publish tabs): the list with its
 * counts is kept for a minute and dropped on every category write; listing counts move on their
 * own, so a product write also drops it (clearProductReads; a like does not: onListingCountsChanged).
 */
export const categoryList = new MicroCache<ApiCategory[]>(60_000, 4);
onCategoriesChanged(() => categoryList.clear());
onListingCountsChanged(() => categoryList.clear());

const service = ({ strapi }: { strapi: Core.Strapi }) => ({
  /** Every category with its count of visible listings (one grouped query), cached. */
  list(locale: 'fr' | 'ar' = 'fr'): Promise<ApiCategory[]> {
    return categoryList.wrap(locale, async () => {
      const knex = strapi.db.connection;
      // Every link counted from the link's own (category_id, product_id) index, less the few
      // listings that are not public: joining every link with its listing read the whole products
      // table (1M: ARCHITECTURE decision 85). A NULL is_hidden is not public either (the reads match `= false`).
      const linked = knex(TABLES.productCategory).select('category_id').count({ n: 'product_id' }).groupBy('category_id').as('pc');
      const unlisted = knex(`${TABLES.productCategory} as l`)
        .join(`${TABLES.products} as p`, 'p.id', 'l.product_id')
        // Not public: hidden by moderation, or no longer active (expired, sold, closed; decision 84).
        .where((w) => w.where('p.is_hidden', true).orWhereNull('p.is_hidden').orWhereNot('p.lifecycle', 'active').orWhereNull('p.lifecycle'))
        .select('l.category_id')
        .count({ n: 'l.product_id' })
        .groupBy('l.category_id')
        .as('ph');
      const rows = await knex(`${TABLES.categories} as c`)
        .leftJoin(linked, 'pc.category_id', 'c.id')
        .leftJoin(unlisted, 'ph.category_id', 'c.id')
        .select('c.document_id', 'c.slug', 'c.name', 'c.name_ar', 'c.kind', 'c.description', 'c.color', 'c.icon', 'c.created_at', 'pc.n', 'ph.n as hidden_n')
        .orderBy('c.name', 'asc');
      return rows.map((r: Record<string, unknown>) => ({
        id: String(r.document_id),
        slug: String(r.slug),
        name: String(locale === 'ar' && r.name_ar ? r.name_ar : r.name),
        name_ar: (r.name_ar as string | null) ?? null,
        description: (r.description as string | null) ?? null,
        kind: isCategoryKind(r.kind) ? r.kind : 'autres',
        color: (r.color as string | null) ?? null,
        icon: (r.icon as string | null) ?? null,
        product_count: Number(r.n ?? 0) - Number(r.hidden_n ?? 0),
        created_at: toIso(r.created_at),
      }));
    });
  },

  async create(input: AdminCategoryInput): Promise<ApiCategory> {
    const slug = slugify(input.name);
    const exists = await strapi.db.query(UIDS.category).findOne({ where: { slug }, select: ['id'] });
    if (exists) throw conflict('categoryNameTaken');
    try {
      const doc = await strapi.documents(UIDS.category).create({
        data: {
          name: input.name,
          slug,
          kind: input.kind,
          description: input.description ?? null,
          name_ar: input.name_ar ?? null,
          color: input.color ?? null,
          icon: input.icon ?? null,
        } as never,
      });
      await invalidateCategories();
      const created = (await this.list()).find((c) => c.id === doc.documentId);
      return created!;
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('categoryNameTaken');
      throw error;
    }
  },
});

export default service;

declare module '../../../services' {
  interface ServiceFactories {
    category: typeof service;
  }
}

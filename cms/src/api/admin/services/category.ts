import type { Core } from '@strapi/strapi';
import { CATEGORIES, type AdminCategoryInput } from '@souk/domain';
import { invalidateCategories } from '../../category/utils/category-registry';
import { conflict, notFound } from '../../../http/errors';
import type { ApiCategory } from '@souk/domain';
import { slugify } from '../../category/services/category';
import { getService } from '../../../services';
import { TABLES, UIDS } from '../../../db/tables';

/**
 * Category management for the admin space. The slug never changes on rename: listings, filters
 * and shared links keep pointing at the same category. The site's own taxonomy (@souk/domain
 * CATEGORIES) is recreated at every boot, so deleting one of those is refused rather than undone.
 */

const service = ({ strapi }: { strapi: Core.Strapi }) => {
  const categories = () => getService('category');

  async function find(documentId: string): Promise<ApiCategory> {
    const category = (await categories().list()).find((c) => c.id === documentId);
    if (!category) throw notFound('categoryNotFound');
    return category;
  }

  /** Search matches category names too: the category's products are found under the new name at once. */
  async function refreshProductsSearch(slug: string) {
    const write = getService('product-write');
    const products = (await strapi.db
      .connection(`${TABLES.products} as p`)
      .join(`${TABLES.productCategory} as pc`, 'pc.product_id', 'p.id')
      .join(`${TABLES.categories} as c`, 'c.id', 'pc.category_id')
      .where('c.slug', slug)
      .select('p.document_id')) as Array<{ document_id: string }>;
    for (const p of products) await write.refreshDerived(p.document_id);
  }

  return {
    list: () => categories().list(),

    create: (input: AdminCategoryInput) => categories().create(input),

    async update(documentId: string, input: AdminCategoryInput): Promise<ApiCategory> {
      const current = await find(documentId);
      const slug = slugify(input.name);
      const clash = (await categories().list()).find((c) => c.id !== documentId && (c.slug === slug || c.name.toLowerCase() === input.name.toLowerCase()));
      if (clash) throw conflict('categoryNameTaken');
      await strapi.documents(UIDS.category).update({
        documentId,
        data: {
          name: input.name,
          name_ar: input.name_ar ?? null,
          description: input.description ?? null,
          kind: input.kind,
          color: input.color ?? current.color,
          icon: input.icon ?? current.icon,
        } as never,
      });
      await invalidateCategories();
      if (current.name !== input.name) await refreshProductsSearch(current.slug);
      return find(documentId);
    },

    async remove(documentId: string) {
      const category = await find(documentId);
      if (category.product_count > 0) throw conflict('categoryInUse');
      if (CATEGORIES.some((c) => c.slug === category.slug)) throw conflict('categoryInTaxonomy');
      // The count above leaves hidden listings out; they still hold their category.
      const held = await strapi.db.connection(`${TABLES.productCategory} as l`).join(`${TABLES.categories} as c`, 'c.id', 'l.category_id').where('c.document_id', documentId).first('l.product_id');
      if (held) throw conflict('categoryInUse');
      await strapi.documents(UIDS.category).delete({ documentId });
      await invalidateCategories();
      return { id: documentId };
    },
  };
};

export default service;
export type AdminCategoryService = ReturnType<typeof service>;

declare module '../../../services' {
  interface ServiceFactories {
    'admin-category': typeof service;
  }
}

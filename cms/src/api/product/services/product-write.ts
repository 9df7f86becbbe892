import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import {
  buildSearchText,
  CATEGORIES,
  expiryFrom,
  COMPONENT_FIELDS,
  FIELD_ROWS,
  jitteredCoordinates,
  KIND_FIELDS,
  notificationText,
  resolveCity,
  storedPrice,
  type ApiProduct,
  type ComponentName,
  type ProductInput,
  type ProductUpdate,
} from '@souk/domain';
import { categoryKindOf, loadCategories } from '../../category/utils/category-registry';
import { dbDate } from '../../../db/sql';
import { badRequest, fieldError, forbidden, notFound } from '../../../http/errors';
import type { IncomingImage, PhotoPlan } from './product-images';
import { clearProductReads } from '../utils/read-cache';
import { deleteProductRows } from '../utils/delete-rows';
import { syncFilterColumns } from '../utils/filter-columns';
import { getService } from '../../../services';
import { TABLES, UIDS } from '../../../db/tables';

/**
 * Write side of products: rights (owner or admin), normalised fields, photos and the private
 * derived columns (search_text, the filter columns). Writes go through the document service so the studio sees the same data.
 */

export interface Actor {
  id: number;
  documentId: string;
  isAdmin: boolean;
}

const definedOnly = (o: Record<string, unknown> | null | undefined) =>
  Object.fromEntries(Object.entries(o ?? {}).filter(([, v]) => v !== undefined));

const service = ({ strapi }: { strapi: Core.Strapi }) => {
  const read = () => getService('product');
  const images = () => getService('product-images');
  const alerts = () => getService('alert-jobs');

  async function categoryBySlug(slug: string) {
    const category = await strapi.db.query(UIDS.category).findOne({ where: { slug }, select: ['id', 'documentId'] });
    if (!category) throw badRequest('categoryRequired');
    return category as { id: number; documentId: string };
  }

  async function assertCanEdit(documentId: string, actor: Actor) {
    const product = await read().ownership(documentId);
    if (!product) throw notFound('productNotFound');
    if (!actor.isAdmin && product.ownerId !== actor.id) throw forbidden('notOwner');
    return product;
  }

  async function currentImages(productId: number): Promise<Array<{ id: number; url: string }>> {
    const rows = await strapi.db
      .connection(`${TABLES.fileRelations} as r`)
      .join(`${TABLES.files} as f`, 'f.id', 'r.file_id')
      .where({ 'r.related_type': UIDS.product, 'r.field': 'images', 'r.related_id': productId })
      .orderBy('r.order')
      .select('r.file_id', 'f.url');
    return rows.map((r: { file_id: number; url: string }) => ({ id: Number(r.file_id), url: r.url }));
  }

  /** Stores the plan's new photos; answers the file ids in the plan's order and the files no longer used. */
  async function applyPhotoPlan(productId: number, plan: PhotoPlan, title: string) {
    const current = await currentImages(productId);
    const idOfUrl = new Map(current.map((image) => [image.url, image.id]));
    const kept = plan.flatMap((entry) => ('keep' in entry ? [entry.keep] : []));
    for (const url of kept) if (!idOfUrl.has(url)) throw fieldError('images', 'imageNotOfProduct');
    const stored = await images().store(
      plan.flatMap((entry) => ('image' in entry ? [entry.image] : [])),
      title,
    );
    let next = 0;
    const ordered = plan.map((entry) => ('keep' in entry ? idOfUrl.get(entry.keep)! : stored[next++]!));
    const unused = current.filter((image) => !ordered.includes(image.id)).map((image) => image.id);
    return { ordered, stored, unused };
  }

  /** Only the component of the category's kind is kept; the others are cleared. */
  function kindComponents(categorySlug: string, input: { [C in ComponentName]?: object | null }) {
    const kept = KIND_FIELDS[categoryKindOf(categorySlug) ?? 'autres']?.component;
    return Object.fromEntries(COMPONENT_FIELDS.map(({ component }) => [component, component === kept ? (input[component] ?? null) : null]));
  }

  /** A stored product's component values (by column) from its API fields, for a field-by-field merge. */
  function existingComponent(existing: ApiProduct, component: ComponentName): Record<string, unknown> | null {
    const record = existing as unknown as Record<string, unknown>;
    const rows = FIELD_ROWS.filter((row) => row.component === component);
    // A component exists when one of its required fields is filled.
    if (!rows.some((row) => row.required && record[row.key] !== null)) return null;
    return Object.fromEntries(rows.filter((row) => record[row.key] !== null).map((row) => [row.column, record[row.key]]));
  }

  return {
    async create(input: ProductInput, actor: Actor, photos: IncomingImage[]) {
      await loadCategories(strapi);
      const category = await categoryBySlug(input.category);
      const city = input.city ?? resolveCity(input.location)?.slug ?? null;
      const cityInfo = city ? resolveCity(city) : null;
      const coords =
        input.latitude !== undefined && input.longitude !== undefined
          ? { lat: input.latitude, lng: input.longitude }
          : cityInfo
            ? jitteredCoordinates(cityInfo, `${actor.documentId}:${input.title}:${Date.now()}`)
            : null;
      const fileIds = await images().store(photos, input.title);
      try {
        // One transaction for the row, its search text and the answer: a client told the write
        // failed (the database went away half-way) never finds it stored, and a COMMIT that fails
        // throws instead of being swallowed by knex (src/framework/checked-commit.ts): no 201 for a
        // listing that was rolled back.
        const created = await strapi.db.transaction(async ({ trx }) => {
          const doc = await strapi.documents(UIDS.product).create({
            data: {
              title: input.title,
              description: input.description,
              price: storedPrice(input),
              currency: input.currency,
              is_free: input.is_free,
              is_reserved: input.is_reserved ?? false,
              is_promoted: false,
              is_hidden: false,
              like_count: 0,
              condition: input.condition ?? null,
              location: input.location,
              city,
              latitude: coords?.lat ?? null,
              longitude: coords?.lng ?? null,
              category: category.documentId,
              owner: actor.documentId,
              images: fileIds,
              ...kindComponents(input.category, input),
            } as never,
          });
          // Visible for LISTING_VISIBLE_DAYS from now (services/lifecycle.ts moves it on).
          await trx(TABLES.products).where('id', doc.id).update({ lifecycle: 'active', expires_at: expiryFrom(Date.now()) });
          await this.refreshDerived(doc.documentId, trx);
          await alerts().enqueue(trx, { kind: 'match', productId: Number(doc.id) });
          return (await read().findOne(doc.documentId, { includeHidden: true, db: trx }))!;
        });
        await clearProductReads();
        alerts().kick();
        return created;
      } catch (error) {
        await images().remove(fileIds);
        throw error;
      }
    },

    async update(documentId: string, patch: ProductUpdate, actor: Actor, photos: PhotoPlan | null) {
      const product = await assertCanEdit(documentId, actor);
      await loadCategories(strapi);
      const existing = (await read().findOne(documentId, { includeHidden: true }))!;
      const categorySlug = patch.category ?? existing.category?.slug ?? 'autres';
      const data: Record<string, unknown> = {};
      for (const key of ['title', 'description', 'currency', 'is_reserved', 'condition', 'location', 'latitude', 'longitude'] as const) {
        if (patch[key] !== undefined) data[key] = patch[key];
      }
      if (patch.is_free !== undefined) data.is_free = patch.is_free;
      const isFree = patch.is_free ?? existing.is_free;
      const price = patch.price ?? existing.price;
      if (!isFree && price === null) throw badRequest('priceRequired');
      if (patch.is_free !== undefined || patch.price !== undefined) data.price = storedPrice({ is_free: isFree, price });
      if (patch.location !== undefined || patch.city !== undefined) {
        data.city = patch.city ?? resolveCity(patch.location ?? '')?.slug ?? null;
        // A new city without a picked point moves the marker to that city (stable offset, decision 8).
        const cityInfo = typeof data.city === 'string' ? resolveCity(data.city) : null;
        if (patch.latitude === undefined && data.city !== existing.city) {
          const coords = cityInfo ? jitteredCoordinates(cityInfo, documentId) : null;
          data.latitude = coords?.lat ?? null;
          data.longitude = coords?.lng ?? null;
        }
      }
      if (patch.category) data.category = (await categoryBySlug(patch.category)).documentId;

      // Components merge field by field so a partial edit keeps the rest of the car/flat/job.
      const touchesKind = patch.category !== undefined || COMPONENT_FIELDS.some(({ component }) => patch[component]);
      if (touchesKind) {
        const merged = Object.fromEntries(
          COMPONENT_FIELDS.map(({ component }) => {
            const before = existingComponent(existing, component);
            const changes = patch[component];
            return [component, changes || before ? { ...before, ...definedOnly(changes) } : null];
          }),
        );
        Object.assign(data, kindComponents(categorySlug, merged));
      }

      let replacedFiles: number[] = [];
      let newFiles: number[] = [];
      if (photos) {
        const applied = await applyPhotoPlan(product.id, photos, String(data.title ?? existing.title));
        data.images = applied.ordered;
        replacedFiles = applied.unused;
        newFiles = applied.stored;
      }
      let updated: ApiProduct;
      try {
        // Like create: the change, its search text and the answer commit together or not at all.
        updated = await strapi.db.transaction(async ({ trx }) => {
          await strapi.documents(UIDS.product).update({ documentId, data: data as never });
          await this.refreshDerived(documentId, trx);
          // An edit may bring the listing into alerts it did not match (each alert tells once per listing).
          await alerts().enqueue(trx, { kind: 'match', productId: product.id });
          const lowered = !isFree && !existing.is_free && existing.price !== null && price !== null && Number(price) < Number(existing.price);
          if (lowered) await alerts().enqueue(trx, { kind: 'price_drop', productId: product.id, oldPrice: Number(existing.price), newPrice: Number(price) });
          return (await read().findOne(documentId, { includeHidden: true, db: trx }))!;
        });
      } catch (error) {
        await images().remove(newFiles);
        throw error;
      }
      await clearProductReads();
      alerts().kick();
      if (replacedFiles.length > 0) await images().remove(replacedFiles);
      return updated;
    },

    async remove(documentId: string, actor: Actor) {
      const product = await assertCanEdit(documentId, actor);
      const fileIds = await strapi.db.connection.transaction((trx) => deleteProductRows(trx, [product.id]));
      await clearProductReads();
      await images().remove(fileIds);
      return { id: documentId };
    },

    async promote(documentId: string) {
      const product = await read().ownership(documentId);
      if (!product) throw notFound('productNotFound');
      const promoted = await strapi.db
        .connection(TABLES.products)
        .where({ id: product.id, is_promoted: false })
        .update({ is_promoted: true, promoted_at: dbDate(strapi) });
      await clearProductReads();
      if (Number(promoted) === 1 && product.ownerId !== null) {
        await getService('notification').create({
          recipientId: product.ownerId,
          type: 'promotion',
          text: notificationText('promotedByTeamText', product.title),
          link: `/product/${documentId}`,
        });
      }
      return (await read().findOne(documentId, { includeHidden: true }))!;
    },

    /**
     * Recomputes the columns derived from a listing: the normalised search text (title,
     * description, location, category names) and the filter columns (utils/filter-columns.ts).
     */
    async refreshDerived(documentId: string, db: Knex = strapi.db.connection) {
      const row = await db(`${TABLES.products} as p`)
        .leftJoin(`${TABLES.productCategory} as pc`, 'pc.product_id', 'p.id')
        .leftJoin(`${TABLES.categories} as c`, 'c.id', 'pc.category_id')
        .where('p.document_id', documentId)
        .first('p.id', 'p.title', 'p.description', 'p.location', 'c.slug', 'c.name', 'c.name_ar');
      if (!row) return;
      const known = CATEGORIES.find((c) => c.slug === row.slug);
      const search_text = buildSearchText({
        title: row.title,
        description: row.description,
        location: row.location,
        categoryName: row.name ?? known?.name,
        categoryNameAr: row.name_ar ?? known?.name_ar,
      });
      await db(TABLES.products).where('id', row.id).update({ search_text });
      await syncFilterColumns(db, [row.id]);
    },
  };
};

export default service;

declare module '../../../services' {
  interface ServiceFactories {
    'product-write': typeof service;
  }
}

import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { buildSearchText, CATEGORIES, categoryKind, jitteredCoordinates, resolveCity, type ProductInput, type ProductUpdate } from '@souk/domain';
import { dbDate, lockProduct } from '../../../lib/db';
import { badRequest, forbidden, notFound } from '../../../lib/http-error';
import type { IncomingImage } from './product-images';
import { clearProductReads } from '../utils/read-cache';

/**
 * Write side of products: rights (owner or admin), normalised fields, photos and the private
 * search_text column. Writes go through the document service so the studio sees the same data.
 */
const PRODUCT_UID = 'api::product.product';
export const NOT_OWNER = 'Vous ne pouvez modifier que vos propres annonces';

export interface Actor {
  id: number;
  documentId: string;
  isAdmin: boolean;
}

type Kind = 'car' | 'real_estate' | 'job';
const KIND_OF_CATEGORY: Record<string, Kind | null> = { voiture: 'car', immobilier: 'real_estate', emplois: 'job', autres: null };

const definedOnly = (o: Record<string, unknown> | null | undefined) =>
  Object.fromEntries(Object.entries(o ?? {}).filter(([, v]) => v !== undefined));

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const read = () => strapi.service('api::product.product');
  const images = () => strapi.service('api::product.product-images');

  async function categoryBySlug(slug: string) {
    const category = await strapi.db.query('api::category.category').findOne({ where: { slug }, select: ['id', 'documentId'] });
    if (!category) throw badRequest('La catégorie est requise');
    return category as { id: number; documentId: string };
  }

  async function assertCanEdit(documentId: string, actor: Actor) {
    const product = await read().ownership(documentId);
    if (!product) throw notFound('Produit introuvable');
    if (!actor.isAdmin && product.ownerId !== actor.id) throw forbidden(NOT_OWNER);
    return product;
  }

  async function currentImageIds(productId: number): Promise<number[]> {
    const rows = await strapi.db
      .connection('files_related_mph')
      .where({ related_type: PRODUCT_UID, field: 'images', related_id: productId })
      .orderBy('order')
      .select('file_id');
    return rows.map((r: { file_id: number }) => Number(r.file_id));
  }

  function kindComponents(categorySlug: string, input: Pick<ProductInput, 'car' | 'real_estate' | 'job'>) {
    const kind = KIND_OF_CATEGORY[categoryKind(categorySlug as never)] ?? null;
    // Only the component of the category's kind is kept; the others are cleared.
    return {
      car: kind === 'car' ? input.car ?? null : null,
      real_estate: kind === 'real_estate' ? input.real_estate ?? null : null,
      job: kind === 'job' ? input.job ?? null : null,
    };
  }

  return {
    async create(input: ProductInput, actor: Actor, photos: IncomingImage[]) {
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
        // failed (the database went away half-way) never finds it stored.
        const created = await strapi.db.transaction(async ({ trx }) => {
          const doc = await strapi.documents(PRODUCT_UID).create({
            data: {
              title: input.title,
              description: input.description,
              price: input.is_free ? 0 : input.price ?? 0,
              currency: input.currency,
              is_free: input.is_free,
              is_reserved: input.is_reserved ?? false,
              is_promoted: false,
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
          await this.refreshSearchText(doc.documentId, trx);
          return (await read().findOne(doc.documentId, trx))!;
        });
        clearProductReads();
        return created;
      } catch (error) {
        await images().remove(fileIds);
        throw error;
      }
    },

    async update(documentId: string, patch: ProductUpdate, actor: Actor, photos: IncomingImage[] | null) {
      const product = await assertCanEdit(documentId, actor);
      const existing = (await read().findOne(documentId))!;
      const categorySlug = patch.category ?? existing.category?.slug ?? 'autres';
      const data: Record<string, unknown> = {};
      for (const key of ['title', 'description', 'currency', 'is_reserved', 'condition', 'location', 'latitude', 'longitude'] as const) {
        if (patch[key] !== undefined) data[key] = patch[key];
      }
      if (patch.is_free !== undefined) data.is_free = patch.is_free;
      const isFree = patch.is_free ?? existing.is_free;
      if (isFree) data.price = 0;
      else if (patch.price !== undefined && patch.price !== null) data.price = patch.price;
      else if (patch.is_free === false && existing.price === null) throw badRequest('Le prix est requis');
      if (patch.location !== undefined || patch.city !== undefined) data.city = patch.city ?? resolveCity(patch.location ?? '')?.slug ?? null;
      if (patch.category) data.category = (await categoryBySlug(patch.category)).documentId;

      // Components merge field by field so a partial edit keeps the rest of the car/flat/job.
      const prefixed = existing as unknown as Record<string, unknown>;
      const fromExisting = (prefix: string) =>
        Object.fromEntries(Object.entries(prefixed).filter(([k, v]) => k.startsWith(prefix) && v !== null).map(([k, v]) => [k.slice(prefix.length), v]));
      const touchesKind = patch.category !== undefined || patch.car || patch.real_estate || patch.job;
      if (touchesKind) {
        Object.assign(
          data,
          kindComponents(categorySlug, {
            car: patch.car || existing.car_brand ? ({ ...fromExisting('car_'), ...definedOnly(patch.car) } as unknown as ProductInput['car']) : null,
            real_estate: patch.real_estate || existing.real_estate_type ? ({ ...fromExisting('real_estate_'), ...definedOnly(patch.real_estate) } as unknown as ProductInput['real_estate']) : null,
            job: patch.job || existing.job_type ? ({ ...fromExisting('job_'), ...definedOnly(patch.job) } as unknown as ProductInput['job']) : null,
          }),
        );
      }

      let replacedFiles: number[] = [];
      if (photos) {
        replacedFiles = await currentImageIds(product.id);
        data.images = await images().store(photos, String(data.title ?? existing.title));
      }
      const updated = await strapi.db.transaction(async ({ trx }) => {
        await strapi.documents(PRODUCT_UID).update({ documentId, data: data as never });
        await this.refreshSearchText(documentId, trx);
        return (await read().findOne(documentId, trx))!;
      });
      clearProductReads();
      if (replacedFiles.length > 0) await images().remove(replacedFiles);
      return updated;
    },

    async remove(documentId: string, actor: Actor) {
      const product = await assertCanEdit(documentId, actor);
      const fileIds = await currentImageIds(product.id);
      // Likes and product go together, the product row locked first: a like racing this deletion
      // either lands before (and goes with it) or finds no product (see the like service).
      await strapi.db.transaction(async ({ trx }) => {
        await lockProduct(strapi, trx, product.id);
        const likeIds = trx('likes_product_lnk').where('product_id', product.id).select('like_id');
        await trx('likes_user_lnk').whereIn('like_id', likeIds).delete();
        await trx('likes').whereIn('id', trx('likes_product_lnk').where('product_id', product.id).select('like_id')).delete();
        await trx('likes_product_lnk').where('product_id', product.id).delete();
        await strapi.documents(PRODUCT_UID).delete({ documentId });
      });
      clearProductReads();
      await images().remove(fileIds);
      return { id: documentId };
    },

    async promote(documentId: string) {
      const product = await read().ownership(documentId);
      if (!product) throw notFound('Produit introuvable');
      const promoted = await strapi.db
        .connection('products')
        .where({ id: product.id, is_promoted: false })
        .update({ is_promoted: true, promoted_at: dbDate(strapi) });
      clearProductReads();
      if (Number(promoted) === 1 && product.ownerId !== null) {
        await strapi.service('api::notification.notification').create({
          recipientId: product.ownerId,
          type: 'promotion',
          title: 'Annonce promue',
          message: `Votre annonce « ${product.title} » a été promue par l’équipe Souk.`,
          link: `/product/${documentId}`,
        });
      }
      return (await read().findOne(documentId))!;
    },

    /** Recomputes the normalised search column from title, description, location and category names. */
    async refreshSearchText(documentId: string, db: Knex = strapi.db.connection) {
      const row = await db('products as p')
        .leftJoin('products_category_lnk as pc', 'pc.product_id', 'p.id')
        .leftJoin('categories as c', 'c.id', 'pc.category_id')
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
      await db('products').where('id', row.id).update({ search_text });
    },
  };
};

import type { Core } from '@strapi/strapi';
import { MESSAGES, buildSearchText, CATEGORIES, categoryKind, jitteredCoordinates, resolveCity, type ProductInput, type ProductUpdate } from '@souk/domain';
import { dbDate } from '../../../lib/db';
import { badRequest, fieldError, forbidden, notFound } from '../../../lib/http-error';
import type { IncomingImage, PhotoPlan } from './product-images';
import { clearProductReads } from '../utils/read-cache';

/**
 * Write side of products: rights (owner or admin), normalised fields, photos and the private
 * search_text column. Writes go through the document service so the studio sees the same data.
 */
const PRODUCT_UID = 'api::product.product';

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
      .connection('files_related_mph as r')
      .join('files as f', 'f.id', 'r.file_id')
      .where({ 'r.related_type': PRODUCT_UID, 'r.field': 'images', 'r.related_id': productId })
      .orderBy('r.order')
      .select('r.file_id', 'f.url');
    return rows.map((r: { file_id: number; url: string }) => ({ id: Number(r.file_id), url: r.url }));
  }

  const currentImageIds = async (productId: number) => (await currentImages(productId)).map((image) => image.id);

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
        clearProductReads();
        return (await read().findOne(doc.documentId))!;
      } catch (error) {
        await images().remove(fileIds);
        throw error;
      }
    },

    async update(documentId: string, patch: ProductUpdate, actor: Actor, photos: PhotoPlan | null) {
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
      else if (patch.is_free === false && existing.price === null) throw badRequest('priceRequired');
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
      let newFiles: number[] = [];
      if (photos) {
        const applied = await applyPhotoPlan(product.id, photos, String(data.title ?? existing.title));
        data.images = applied.ordered;
        replacedFiles = applied.unused;
        newFiles = applied.stored;
      }
      try {
        await strapi.documents(PRODUCT_UID).update({ documentId, data: data as never });
      } catch (error) {
        await images().remove(newFiles);
        throw error;
      }
      clearProductReads();
      if (replacedFiles.length > 0) await images().remove(replacedFiles);
      return (await read().findOne(documentId))!;
    },

    async remove(documentId: string, actor: Actor) {
      const product = await assertCanEdit(documentId, actor);
      const fileIds = await currentImageIds(product.id);
      await strapi.db.connection.transaction(async (trx) => {
        const likeIds = trx('likes_product_lnk').where('product_id', product.id).select('like_id');
        await trx('likes_user_lnk').whereIn('like_id', likeIds).delete();
        await trx('likes').whereIn('id', trx('likes_product_lnk').where('product_id', product.id).select('like_id')).delete();
        await trx('likes_product_lnk').where('product_id', product.id).delete();
      });
      await strapi.documents(PRODUCT_UID).delete({ documentId });
      clearProductReads();
      await images().remove(fileIds);
      return { id: documentId };
    },

    async promote(documentId: string) {
      const product = await read().ownership(documentId);
      if (!product) throw notFound('productNotFound');
      const promoted = await strapi.db
        .connection('products')
        .where({ id: product.id, is_promoted: false })
        .update({ is_promoted: true, promoted_at: dbDate(strapi) });
      clearProductReads();
      if (Number(promoted) === 1 && product.ownerId !== null) {
        await strapi.service('api::notification.notification').create({
          recipientId: product.ownerId,
          type: 'promotion',
          title: MESSAGES.promotedNotificationTitle,
          message: MESSAGES.promotedByTeamText(product.title),
          link: `/product/${documentId}`,
        });
      }
      return (await read().findOne(documentId))!;
    },

    /** Recomputes the normalised search column from title, description, location and category names. */
    async refreshSearchText(documentId: string) {
      const row = await strapi.db
        .connection('products as p')
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
      await strapi.db.connection('products').where('id', row.id).update({ search_text });
    },
  };
};

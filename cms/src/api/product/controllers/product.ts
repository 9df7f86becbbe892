import type { Context } from 'koa';
import { mapQuerySchema, productFiltersSchema, productListQuerySchema, viewSeriesQuerySchema } from '@souk/domain';
import { actorOf, currentUser } from '../../../auth/actor';
import { categoryExists, categoryKindOf, loadCategories, productSchemas } from '../../category/utils/category-registry';
import { badRequest, forbidden, notFound } from '../../../http/errors';
import { bodyObject, parseOr400, requestBody } from '../../../http/validate';
import { decodeDataUrl, photoPlan, readMultipartFiles, type IncomingImage } from '../services/product-images';
import { cachedProduct, cachedProductList, cachedPromoted } from '../utils/cached-reads';
import { dataEnvelope } from '../../../cache/envelope';
import { similarReads } from '../utils/similar-rank';
import { cachedNearby, filtersOf } from '../utils/nearby-reads';
import { getService } from '../../../services';

/** Reads a product body: JSON (photos as data URLs in `images`) or multipart (`data` JSON + `images` files). */
async function readProductBody(ctx: Context): Promise<{ body: Record<string, unknown>; files: IncomingImage[] | null }> {
  if (ctx.is('multipart')) {
    const raw = (ctx.request as unknown as { body?: { data?: unknown } }).body?.data;
    let body: unknown = {};
    if (typeof raw === 'string') {
      try {
        body = JSON.parse(raw);
      } catch {
        throw badRequest('dataFieldInvalidJson');
      }
    }
    const files = (ctx.request as unknown as { files?: Record<string, unknown> }).files ?? {};
    const photos = await readMultipartFiles(files.images ?? files['files.images']);
    return { body: bodyObject(body), files: photos.length > 0 ? photos : null };
  }
  return { body: requestBody(ctx), files: null };
}

const dataUrls = (images: string[] | undefined) => (images ? images.map((v, i) => decodeDataUrl(v, i)) : null);

export default () => {
  const write = () => getService('product-write');
  const likes = () => getService('like');

  return {
    async find(ctx: Context) {
      const query = parseOr400(productListQuerySchema, ctx.query);
      if (query.category) {
        await loadCategories(strapi);
        if (!categoryExists(query.category)) throw badRequest('categoryUnknown');
      }
      ctx.body = await cachedProductList(query);
    },

    /** The filter panel's counts per option for the current filters (issue 26). */
    async facets(ctx: Context) {
      const filters = parseOr400(productFiltersSchema, ctx.query);
      await loadCategories(strapi);
      if (filters.category && !categoryExists(filters.category)) throw badRequest('categoryUnknown');
      const kind = filters.category ? categoryKindOf(filters.category) : null;
      ctx.body = { data: await getService('product-facets').counts(filters, kind) };
    },

    async promoted(ctx: Context) {
      ctx.body = dataEnvelope(await cachedPromoted());
    },

    /** Clusters or lean points of the listings in a map view; the popup reads the detail endpoint. */
    async map(ctx: Context) {
      const query = parseOr400(mapQuerySchema, ctx.query);
      ctx.body = await getService('product-map').map(query);
    },

    async findOne(ctx: Context) {
      const id = String(ctx.params.id);
      const product = await cachedProduct(id);
      if (!product) throw notFound('productNotFound');
      ctx.body = dataEnvelope(product);
    },

    /** GET /api/products/:id/similar: up to 8 listings like this one, kept per listing until a product write. */
    async similar(ctx: Context) {
      const id = String(ctx.params.id);
      const found = await similarReads.wrap(id, async () => {
        const data = await getService('product').similar(id);
        return data === null ? null : { data };
      });
      if (!found) throw notFound('productNotFound');
      ctx.body = found;
    },

    /**
     * POST /api/products/:id/view: the detail page's beacon once it is shown (issue 28). Apart from
     * the read, so the read stays cached and a server-drawn page or a preload counts nothing; the
     * visit is buffered and written in a batch (services/views.ts): no database work here.
     */
    async view(ctx: Context) {
      const id = String(ctx.params.id);
      if (!/^[a-z0-9]{1,64}$/i.test(id)) throw notFound('productNotFound');
      const user = ctx.state.user as { id: number } | undefined;
      getService('product-views').record(id, { userId: user ? user.id : null, ip: ctx.ip, userAgent: ctx.get('user-agent') });
      ctx.status = 204;
    },

    /**
     * GET /api/products/nearby?<the list's parameters>: 'Annonces proches', shown by a search that
     * found nothing (issue 28); the same parameters as the list, the same 400s.
     */
    async nearby(ctx: Context) {
      const query = parseOr400(productListQuerySchema, ctx.query);
      if (query.category) {
        await loadCategories(strapi);
        if (!categoryExists(query.category)) throw badRequest('categoryUnknown');
      }
      ctx.body = await cachedNearby(filtersOf(query));
    },

    /** GET /api/products/views?days=30: the signed-in seller's listings, their views per day ('Mes annonces'). */
    async viewSeries(ctx: Context) {
      const user = currentUser(ctx);
      const query = parseOr400(viewSeriesQuerySchema, ctx.query);
      if (query.owner !== undefined && query.owner !== user.documentId) throw forbidden('viewsNotOwner');
      ctx.body = { data: await getService('product-views').series(user.id, query.days) };
    },

    /** POST /api/admin/product-views/flush: writes this replica's buffered visits now (operators, tests). */
    async flushViews(ctx: Context) {
      ctx.body = { data: { listings: await getService('product-views').flush() } };
    },

    async create(ctx: Context) {
      const actor = actorOf(ctx);
      const { body, files } = await readProductBody(ctx);
      await loadCategories(strapi);
      const input = parseOr400(productSchemas.input, body);
      const photos = files ?? dataUrls(input.images) ?? [];
      ctx.status = 201;
      ctx.body = { data: await write().create(input, actor, photos) };
    },

    async update(ctx: Context) {
      const actor = actorOf(ctx);
      const { body, files } = await readProductBody(ctx);
      await loadCategories(strapi);
      const patch = parseOr400(productSchemas.update, body);
      ctx.body = { data: await write().update(String(ctx.params.id), patch, actor, photoPlan(patch.images, files)) };
    },

    async delete(ctx: Context) {
      ctx.body = { data: await write().remove(String(ctx.params.id), actorOf(ctx)) };
    },

    async promote(ctx: Context) {
      ctx.body = { data: await write().promote(String(ctx.params.id)) };
    },

    async liked(ctx: Context) {
      ctx.body = { liked: await likes().isLiked(currentUser(ctx).id, String(ctx.params.id)) };
    },

    async like(ctx: Context) {
      ctx.body = await likes().like(currentUser(ctx), String(ctx.params.id));
    },
  };
};

import fs from 'fs';
import path from 'path';
import type { Core } from '@strapi/strapi';
import { PRICE_MAX, parsePrice, resolveCategorySlug, type AdminProductInput, type CategorySlug, type ProductInput, type ProductUpdate } from '@souk/domain';
import { badRequest } from '../../../http/errors';
import type { Actor } from '../../product/services/product-write';
import type { IncomingImage } from '../../product/services/product-images';
import { getService } from '../../../services';
import { TABLES } from '../../../db/tables';
import { readBucketFile } from '../../../storage/bucket';


/**
 * The admin space's product dialog (SPEC 5 admin product rules) on top of the product write
 * service: same storage, search text and image handling as a seller's edit, with the admin's
 * rights (any product). The dialog's image_url may only name a file already in the media library
 * (the server never fetches remote images); the product gets its own re-encoded copy, so deleting
 * one product never takes another's picture with it.
 */
const service = ({ strapi }: { strapi: Core.Strapi }) => {
  const write = () => getService('product-write');

  function category(input: AdminProductInput): CategorySlug {
    const slug = resolveCategorySlug(input.category);
    if (!slug) throw badRequest('categoryRequired');
    return slug;
  }

  function price(input: AdminProductInput): { price: number | null; currency: 'TND' | 'EUR' } {
    const currency = /€|eur/i.test(input.price) ? 'EUR' : 'TND';
    if (input.is_free) return { price: null, currency };
    const amount = parsePrice(input.price);
    if (amount === null || amount < 0) throw badRequest('priceInvalid');
    if (amount > PRICE_MAX) throw badRequest('priceTooHigh');
    return { price: amount, currency };
  }

  async function libraryImage(url: string | undefined): Promise<IncomingImage[] | null> {
    if (!url) return null;
    const file = (await strapi.db.connection(TABLES.files).where({ url }).first('name', 'provider')) as { name: string; provider: string } | undefined;
    if (!file) throw badRequest('imageNotInLibrary');
    const publicDir = path.resolve(strapi.dirs.static.public);
    const location = path.resolve(publicDir, `.${url}`);
    const buffer =
      file.provider === 'local'
        ? location.startsWith(publicDir + path.sep)
          ? await fs.promises.readFile(location).catch(() => null)
          : null
        : await readBucketFile(url);
    if (!buffer) throw badRequest('imageNotInLibrary');
    return [{ buffer, name: String(file.name) }];
  }

  return {
    async create(input: AdminProductInput, actor: Actor) {
      const photos = await libraryImage(input.image_url);
      const product: ProductInput = {
        title: input.title,
        description: input.description,
        ...price(input),
        is_free: input.is_free,
        category: category(input),
        location: input.location,
        city: null,
        car: null,
        real_estate: null,
        job: null,
      };
      return write().create(product, actor, photos ?? []);
    },

    async update(documentId: string, input: AdminProductInput, actor: Actor) {
      const photos = await libraryImage(input.image_url);
      const patch: ProductUpdate = {
        title: input.title,
        description: input.description,
        ...price(input),
        is_free: input.is_free,
        category: category(input),
        location: input.location,
      };
      return write().update(documentId, patch, actor, photos ? photos.map((image) => ({ image })) : null);
    },

    remove: (documentId: string, actor: Actor) => write().remove(documentId, actor),
  };
};

export default service;
export type AdminProductService = ReturnType<typeof service>;

declare module '../../../services' {
  interface ServiceFactories {
    'admin-product': typeof service;
  }
}

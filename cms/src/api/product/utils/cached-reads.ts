import { POPULAR_PRODUCTS_MAX, type ApiProduct, type ProductListQuery } from '@souk/domain';
import { getService } from '../../../services';
import { productReads } from './read-cache';

/**
 * The public product reads as the API answers them, through the 2 s micro-cache. The controller
 * and the site's first-screen hints (middlewares/site.ts) go through here, so a landing page's
 * HTML and the API read its <head> announces share one cache entry, and one query.
 */
type ProductPage = { data: ApiProduct[]; meta: { pagination: { page: number; pageSize: number; pageCount: number; total: number } } };

export const cachedProductList = (query: ProductListQuery) =>
  productReads.wrap(`list:${JSON.stringify(query)}`, () => getService('product').list(query)) as Promise<ProductPage>;

export const cachedPromoted = () => productReads.wrap('promoted', () => getService('product').promoted(POPULAR_PRODUCTS_MAX)) as Promise<ApiProduct[]>;

export const cachedProduct = (id: string) => productReads.wrap(`one:${id}`, () => getService('product').findOne(id)) as Promise<ApiProduct | null>;

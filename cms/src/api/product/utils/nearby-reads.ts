import { NEARBY_MAX, nearbySearches, PRODUCT_FILTER_NAMES, type ApiProduct, type ProductFilters, type ProductListQuery } from '@souk/domain';
import { getService } from '../../../services';
import { productReads } from './read-cache';

/** The filters of a list query: what 'Annonces proches' relaxes (its sort, page and owner do not matter). */
export function filtersOf(query: ProductListQuery): ProductFilters {
  const filters: Record<string, unknown> = {};
  for (const name of PRODUCT_FILTER_NAMES) if (query[name] !== undefined) filters[name] = query[name];
  return filters as ProductFilters;
}

/**
 * 'Annonces proches' of a search that found nothing (issue 28): the relaxed searches of the domain
 * (`nearbySearches`: same category and city, same category, …) run in order through the list's own
 * filters — so hidden listings never show — the newest first, until NEARBY_MAX listings. Kept 2 s
 * with the list reads it stands beside and dropped by the same writes.
 */
export const cachedNearby = (filters: ProductFilters) =>
  productReads.wrap(`nearby:${JSON.stringify(filters)}`, async () => {
    const found: ApiProduct[] = [];
    for (const step of nearbySearches(filters)) {
      if (found.length >= NEARBY_MAX) break;
      found.push(...(await getService('product').newest(step, NEARBY_MAX - found.length, found.map((p) => p.id))));
    }
    return { data: found };
  }) as Promise<{ data: ApiProduct[] }>;

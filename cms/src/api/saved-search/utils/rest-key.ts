import { filtersKey, type ProductFilters } from '@souk/domain';

/**
 * An alert's filters split in two for matching (ARCHITECTURE, Decisions: alerts):
 * - what the candidates query checks exactly, on the columns the list's SQL reads — the category
 *   slug, `p.city`, `p.price` — stored in indexed columns (`category_key`, `city_key`, prices);
 * - the rest (search words, condition, category fields, …), stored as one key: thousands of alerts
 *   come down to a few hundred distinct rests, each checked once per listing.
 */
export function restOf(filters: ProductFilters): ProductFilters {
  const { category: _category, city: _city, minPrice: _min, maxPrice: _max, ...rest } = filters;
  return rest;
}

/** The rest as stored: a stable JSON text (filtersKey), which parses back into the rest's filters. */
export const restKey = (filters: ProductFilters): string => filtersKey(restOf(filters));

/**
 * A rest's single filters, each as a key of its own: every list filter adds its own AND-ed
 * condition (cms product utils/list-filters.ts), so a rest passes exactly when each of its single
 * filters does — and the few dozen distinct ones are what the database is asked about.
 */
export function singleFilters(rest: ProductFilters): string[] {
  return Object.entries(rest)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => JSON.stringify({ [name]: value }));
}

import { KIND_FILTERS, filterParams, isCategorySlug, listParamsFromUrl } from '@souk/domain';
import type { ProductFilterState } from './use-product-filters';

const KIND_FILTER_PARAMS = KIND_FILTERS.flatMap(filterParams);

/** The filters a URL gives, over `defaults`; unknown or malformed values are ignored (the domain's list query reads them). */
export function filtersFromUrl(
  params: URLSearchParams,
  defaults: ProductFilterState,
): { search: string; filters: ProductFilterState } {
  const query = listParamsFromUrl(params);
  const filters = { ...defaults };
  if (query.category && isCategorySlug(query.category)) filters.category = query.category;
  if (query.city) filters.location = query.city;
  if (query.condition) filters.condition = query.condition;
  filters.minPrice = query.minPrice ?? filters.minPrice;
  filters.maxPrice = query.maxPrice ?? filters.maxPrice;
  if (query.freeOnly) filters.freeOnly = true;
  const values = query as Readonly<Record<string, unknown>>;
  const fields: Record<string, readonly string[] | number | true> = {};
  for (const param of KIND_FILTER_PARAMS) {
    const value = values[param];
    if (Array.isArray(value) || typeof value === 'number' || value === true) fields[param] = value as readonly string[] | number | true;
  }
  filters.fields = fields;
  if (params.has('sort')) {
    filters.sortBy = query.sort.field;
    filters.sortOrder = query.sort.order;
  }
  return { search: query.search ?? '', filters };
}

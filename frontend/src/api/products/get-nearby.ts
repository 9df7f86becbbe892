import { queryOptions, useQuery } from '@tanstack/react-query';
import { TIMINGS, toProductListParams, type ApiProduct, type ProductListParams } from '@souk/domain';
import { api } from '@/lib/api-client';
import { productsQueryKey } from './get-products';

/**
 * GET /api/products/nearby (docs/API.md): 'Annonces proches' for a search that found nothing —
 * the server relaxes the same parameters (same category and city, then the category anywhere, …).
 */
export const getNearbyQueryOptions = (filters: ProductListParams) =>
  queryOptions({
    // Under the products key: a listing written drops these with the lists.
    queryKey: [...productsQueryKey, 'nearby', toProductListParams(filters)],
    queryFn: ({ signal }) => api.get<{ data: ApiProduct[] }>('/products/nearby', { params: toProductListParams(filters), signal }),
    staleTime: TIMINGS.staleTime.products,
  });

/** Nothing is close to a search without a category, words or a place: the server would answer none. */
export const canFindNearby = (filters: ProductListParams) =>
  [filters.category, filters.city].some((v) => typeof v === 'string' && v !== '' && v !== 'all') || Boolean(filters.search?.trim());

export const useNearbyProducts = (filters: ProductListParams) =>
  useQuery({ ...getNearbyQueryOptions(filters), enabled: canFindNearby(filters) });

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { TIMINGS, toProductListParams, type ApiProduct, type Collection, type ProductListParams } from '@souk/domain';
import { api } from '@/lib/api-client';

/** Query parameters of GET /api/products (docs/API.md), typed by the domain's list query. */
export type ProductFilters = ProductListParams;

// Empty values ('all', false, blank words) are left out of the URL, so equal searches share a cache entry.
const toParams = (filters: ProductFilters) => toProductListParams(filters);

export const getProducts = (filters: ProductFilters, { signal }: { signal?: AbortSignal } = {}) =>
  api.get<Collection<ApiProduct>>('/products', { params: toParams(filters), signal });

export const productsQueryKey = ['products'] as const;

export const getProductsQueryOptions = (filters: ProductFilters = {}) =>
  queryOptions({
    queryKey: [...productsQueryKey, 'list', toParams(filters)],
    // The signal lets TanStack Query abort a search that a newer keystroke made obsolete.
    queryFn: ({ signal }) => getProducts(filters, { signal }),
    staleTime: TIMINGS.staleTime.products,
    // SPEC 8: the product list is retried 3 times, 1 s apart, before 'Erreur de chargement'.
    retry: TIMINGS.productListRetry.count,
    retryDelay: TIMINGS.productListRetry.delayMs,
  });

type UseProductsOptions = { filters?: ProductFilters; keepPrevious?: boolean };

export function useProducts({ filters = {}, keepPrevious = false }: UseProductsOptions = {}) {
  return useQuery({
    ...getProductsQueryOptions(filters),
    placeholderData: keepPrevious ? keepPreviousData : undefined,
  });
}

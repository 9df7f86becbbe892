import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { TIMINGS, type DateRange, type ApiProduct, type Collection } from '@souk/domain';
import { api } from '@/lib/api-client';

/** Query parameters of GET /api/products (docs/API.md); empty values are left out of the URL. */
export type ProductFilters = {
  category?: string;
  search?: string;
  city?: string;
  minPrice?: number;
  maxPrice?: number;
  condition?: string;
  freeOnly?: boolean;
  availableOnly?: boolean;
  dateRange?: DateRange;
  sort?: string;
  /** A seller's listings (their page, `/vendeur/:id`). */
  owner?: string;
  page?: number;
  pageSize?: number;
};

function toParams(filters: ProductFilters) {
  return {
    ...filters,
    // The API reads only `true` for these flags; `false` is the same as absent.
    freeOnly: filters.freeOnly ? true : undefined,
    availableOnly: filters.availableOnly ? true : undefined,
    dateRange: filters.dateRange === 'all' ? undefined : filters.dateRange,
    search: filters.search?.trim() || undefined,
  };
}

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

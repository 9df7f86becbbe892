import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { TIMINGS, toProductListParams } from '@souk/domain';
import { api } from '@/lib/api-client';
import type { ProductFilters } from './get-products';

/** GET /api/products/facets (docs/API.md): each option's count with the other filters applied. */
export interface FacetAnswer {
  total: number;
  totalExact: boolean;
  /** `exact: false`: counts estimated from a sample past TOTAL_EXACT_UP_TO matches, rounded (shown "≈ 12 000"). */
  facets: Array<{ param: string; exact?: boolean; options: Array<{ value: string; count: number }> }>;
}

/** The filters alone: the sort and the page do not change a count. */
function facetParams(filters: ProductFilters) {
  const { sort: _sort, page: _page, pageSize: _pageSize, ...rest } = filters;
  return toProductListParams(rest);
}

/** One request per change of the filters; the counts a previous change gave stay shown meanwhile. */
export function useFacets(filters: ProductFilters, enabled: boolean) {
  const params = facetParams(filters);
  return useQuery<FacetAnswer>({
    queryKey: ['products', 'facets', params],
    queryFn: ({ signal }) => api.get<{ data: FacetAnswer }>('/products/facets', { params, signal }).then((r) => r.data),
    staleTime: TIMINGS.staleTime.products,
    placeholderData: keepPreviousData,
    enabled,
  });
}

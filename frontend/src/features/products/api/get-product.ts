import { queryOptions, useQuery } from '@tanstack/react-query';
import { TIMINGS, type ApiProduct, type Single } from '@souk/domain';
import { api, isApiError } from '@/lib/api-client';
import { productsQueryKey } from '@/api/products/get-products';

export const getProduct = (id: string, { signal }: { signal?: AbortSignal } = {}) =>
  api.get<Single<ApiProduct>>(`/products/${encodeURIComponent(id)}`, { signal }).then((response) => response.data);

export const productQueryKey = (id: string) => [...productsQueryKey, 'detail', id] as const;

export const getProductQueryOptions = (id: string) =>
  queryOptions({
    queryKey: productQueryKey(id),
    queryFn: ({ signal }) => getProduct(id, { signal }),
    staleTime: TIMINGS.staleTime.product,
    // A missing product stays missing; other failures get one more try.
    retry: (failureCount, error) => !(isApiError(error) && error.status === 404) && failureCount < 1,
  });

export function useProduct(id: string) {
  return useQuery(getProductQueryOptions(id));
}

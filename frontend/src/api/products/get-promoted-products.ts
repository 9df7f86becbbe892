import { queryOptions, useQuery } from '@tanstack/react-query';
import { TIMINGS, type ApiProduct, type Collection } from '@souk/domain';
import { api } from '@/lib/api-client';
import { productsQueryKey } from './get-products';

export const getPromotedProducts = ({ signal }: { signal?: AbortSignal } = {}) =>
  api.get<Collection<ApiProduct>>('/products/promoted', { signal });

export const getPromotedProductsQueryOptions = () =>
  queryOptions({
    queryKey: [...productsQueryKey, 'promoted'],
    queryFn: ({ signal }) => getPromotedProducts({ signal }),
    staleTime: TIMINGS.staleTime.promoted,
  });

export function usePromotedProducts() {
  return useQuery(getPromotedProductsQueryOptions());
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { TIMINGS, type ApiProduct } from '@souk/domain';
import { api } from '@/lib/api-client';
import { productQueryKey } from './get-product';

/** GET /api/products/:id/similar: up to 8 listings of the same category, close in price, place and title. */
export const similarQueryOptions = (id: string) =>
  queryOptions({
    // Under the listing's key: whatever drops a listing's reads drops its neighbours too.
    queryKey: [...productQueryKey(id), 'similar'],
    queryFn: ({ signal }) => api.get<{ data: ApiProduct[] }>(`/products/${encodeURIComponent(id)}/similar`, { signal }),
    staleTime: TIMINGS.staleTime.product,
  });

export const useSimilarProducts = (id: string) => useQuery(similarQueryOptions(id));

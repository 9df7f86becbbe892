import { useQuery } from '@tanstack/react-query';
import { TIMINGS, toProductListParams, type ApiProduct, type Collection, type ProductListParams } from '@souk/domain';
import { api } from '@/lib/api-client';

export const ASSISTANT_CARDS = 3;

/** The first listings matching what the assistant understood, and how many match in all (GET /api/products). */
export function useAssistantListings(query: ProductListParams | null) {
  return useQuery({
    queryKey: ['products', 'assistant', query],
    queryFn: ({ signal }) =>
      api.get<Collection<ApiProduct>>('/products', { params: toProductListParams({ ...query, pageSize: ASSISTANT_CARDS }), signal }),
    enabled: query !== null,
    staleTime: TIMINGS.staleTime.products,
  });
}

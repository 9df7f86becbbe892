import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ApiProduct, Single } from '@souk/domain';

/** The listing opened in edit mode, read fresh (never a cached list row: lists carry one photo). */
export function useEditableProduct(id: string | null) {
  return useQuery({
    queryKey: ['products', 'detail', id, 'edit'],
    queryFn: ({ signal }) =>
      api.get<Single<ApiProduct>>(`/products/${encodeURIComponent(id ?? '')}`, { signal }).then((r) => r.data),
    enabled: id !== null,
    staleTime: 0,
  });
}

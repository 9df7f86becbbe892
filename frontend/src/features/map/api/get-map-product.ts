import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiProduct, Single } from '@souk/domain';
import { api } from '@/lib/api-client';

/** The popup's details, read from the detail endpoint when a popup opens. */
export const getMapProduct = (id: string, { signal }: { signal?: AbortSignal } = {}) =>
  api.get<Single<ApiProduct>>(`/products/${encodeURIComponent(id)}`, { signal }).then((r) => r.data);

export const mapProductQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['products', 'detail', id] as const, queryFn: ({ signal }) => getMapProduct(id, { signal }), staleTime: 30_000 });

export function useMapProduct(id: string) {
  return useQuery(mapProductQueryOptions(id));
}

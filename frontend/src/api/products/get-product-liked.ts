import { queryOptions, useQuery } from '@tanstack/react-query';
import { TIMINGS } from '@souk/domain';
import { api } from '@/lib/api-client';
import { USER_SCOPED_KEY } from '@/lib/auth';

export const getProductLiked = (id: string, { signal }: { signal?: AbortSignal } = {}) =>
  api.get<{ liked: boolean }>(`/products/${encodeURIComponent(id)}/liked`, { signal });

export const productLikedQueryKey = (id: string) => [USER_SCOPED_KEY, 'liked', id] as const;

export const getProductLikedQueryOptions = (id: string) =>
  queryOptions({
    queryKey: productLikedQueryKey(id),
    queryFn: ({ signal }) => getProductLiked(id, { signal }),
    staleTime: TIMINGS.staleTime.liked,
  });

/** Only asked for a signed-in user looking at someone else's product. */
export function useProductLiked(id: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...getProductLikedQueryOptions(id), enabled });
}

import { queryOptions } from '@tanstack/react-query';
import { TIMINGS } from '@souk/domain';
import { api } from '@/lib/api-client';
import { USER_SCOPED_KEY } from '@/lib/auth';

export const getProductLiked = (id: string, { signal }: { signal?: AbortSignal } = {}) =>
  api.get<{ liked: boolean }>(`/products/${encodeURIComponent(id)}/liked`, { signal });

export const productLikedQueryKey = (id: string) => [USER_SCOPED_KEY, 'liked', id] as const;

/** Asked up front for a signed-in user looking at someone else's listing page; by a card when its heart is clicked. */
export const getProductLikedQueryOptions = (id: string) =>
  queryOptions({
    queryKey: productLikedQueryKey(id),
    queryFn: ({ signal }) => getProductLiked(id, { signal }),
    staleTime: TIMINGS.staleTime.liked,
  });

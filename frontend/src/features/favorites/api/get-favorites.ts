import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { USER_SCOPED_KEY } from '@/lib/auth';
import type { Collection, ApiProduct as Product } from '@souk/domain';

/** GET /api/favorites: the listings the user liked, newest like first. */
export const getFavorites = ({ page = 1, signal }: { page?: number; signal?: AbortSignal } = {}) =>
  api.get<Collection<Product>>('/favorites', { params: { page, pageSize: 24 }, signal });

export const favoritesQueryKey = [USER_SCOPED_KEY, 'favorites'] as const;

export const getFavoritesQueryOptions = (page = 1) =>
  queryOptions({
    queryKey: [...favoritesQueryKey, page],
    queryFn: ({ signal }) => getFavorites({ page, signal }),
    // A like made a moment ago on another screen must show here: always refetch on mount.
    staleTime: 0,
  });

export function useFavorites({ page = 1, enabled }: { page?: number; enabled: boolean }) {
  return useQuery({ ...getFavoritesQueryOptions(page), enabled });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ApiProduct, Collection } from '@souk/domain';
import { myProductsKey } from './listings-cache';

/**
 * The user's own listings in every state — reserved, expired, sold — (issue 28): GET
 * /api/products/mine (docs/API.md), newest first, up to 100 (more than a private seller keeps).
 * `userId` keys the cache, so sign-out forgets them.
 */
export const getMyProducts = (_userId: string, { signal }: { signal?: AbortSignal } = {}) =>
  api.get<Collection<ApiProduct>>('/products/mine', { signal });

export const getMyProductsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: myProductsKey(userId),
    queryFn: ({ signal }) => getMyProducts(userId, { signal }),
  });

export const useMyProducts = (userId: string) => useQuery(getMyProductsQueryOptions(userId));

import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE_MAX } from '@souk/domain';
import { api } from '@/lib/api-client';
import type { ApiProduct, Collection } from '@souk/domain';
import { myProductsKey } from './listings-cache';

/**
 * The user's own listings, reserved ones included: GET /api/products?owner=<id> (docs/API.md),
 * newest first. 100 is the API's page maximum — more than a private seller keeps online.
 */
export const getMyProducts = (userId: string, { signal }: { signal?: AbortSignal } = {}) =>
  api.get<Collection<ApiProduct>>('/products', { params: { owner: userId, sort: 'date', pageSize: PAGE_SIZE_MAX }, signal });

export const getMyProductsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: myProductsKey(userId),
    queryFn: ({ signal }) => getMyProducts(userId, { signal }),
  });

export const useMyProducts = (userId: string) => useQuery(getMyProductsQueryOptions(userId));

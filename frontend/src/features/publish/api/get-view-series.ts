import { queryOptions, useQuery } from '@tanstack/react-query';
import { VIEW_SERIES_DAYS, type Single, type ViewSeries } from '@souk/domain';
import { api } from '@/lib/api-client';
import { myProductsKey } from './listings-cache';

/**
 * GET /api/products/views (docs/API.md): the signed-in seller's listings, their views per day over
 * 30 days, in one request for the whole list (not one per row). Under the own-listings key: a
 * write that reloads them reloads this too, and sign-out forgets it.
 */
export const getViewSeries = ({ signal }: { signal?: AbortSignal } = {}) =>
  api.get<Single<ViewSeries>>('/products/views', { params: { days: VIEW_SERIES_DAYS }, signal });

export const getViewSeriesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...myProductsKey(userId), 'views'],
    queryFn: ({ signal }) => getViewSeries({ signal }),
    // Views are written in batches every few seconds; a minute old is fresh enough for a curve.
    staleTime: 60_000,
  });

export const useViewSeries = (userId: string) => useQuery(getViewSeriesQueryOptions(userId));

import { queryOptions, useQuery } from '@tanstack/react-query';
import { TIMINGS, type AdPosition, type ApiAdvertisement } from '@souk/domain';
import { api } from '@/lib/api-client';

type AdQuery = { position: AdPosition; category?: string; locale?: string };

export const getAdvertisements = ({ position, category, locale }: AdQuery, { signal }: { signal?: AbortSignal } = {}) =>
  api.get<{ data: ApiAdvertisement[] }>('/advertisements', { params: { position, category, locale }, signal });

export const getAdvertisementsQueryOptions = (query: AdQuery) =>
  queryOptions({
    queryKey: ['advertisements', query],
    queryFn: ({ signal }) => getAdvertisements(query, { signal }),
    staleTime: TIMINGS.staleTime.ads,
    // An ad is optional decoration: a failure hides the slot instead of retrying.
    retry: false,
  });

export function useAdvertisements(query: AdQuery) {
  return useQuery(getAdvertisementsQueryOptions(query));
}

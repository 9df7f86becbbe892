import { queryOptions, useQuery } from '@tanstack/react-query';
import { TIMINGS, type SiteStats } from '@souk/domain';
import { api } from '@/lib/api-client';

export const getStats = ({ signal }: { signal?: AbortSignal } = {}) => api.get<SiteStats>('/stats', { signal });

export const getStatsQueryOptions = () =>
  queryOptions({
    queryKey: ['stats'],
    queryFn: ({ signal }) => getStats({ signal }),
    staleTime: TIMINGS.staleTime.stats,
  });

export function useStats() {
  return useQuery(getStatsQueryOptions());
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { TIMINGS, type Profile } from '@souk/domain';
import { api } from '@/lib/api-client';
import { USER_SCOPED_KEY } from '@/lib/auth';
import type { Single } from '@souk/domain';

export const profileQueryKey = [USER_SCOPED_KEY, 'profile'] as const;

export const getProfile = ({ signal }: { signal?: AbortSignal } = {}) => api.get<Single<Profile>>('/profile', { signal }).then((r) => r.data);

export const getProfileQueryOptions = () =>
  queryOptions({ queryKey: profileQueryKey, queryFn: ({ signal }) => getProfile({ signal }), staleTime: TIMINGS.staleTime.profile });

/** The signed-in user's full profile (GET /api/profile): profile page and settings. */
export function useProfile() {
  return useQuery(getProfileQueryOptions());
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { TIMINGS, type PublicProfile } from '@souk/domain';
import { api, isApiError } from '@/lib/api-client';

type SellerProfileResponse = PublicProfile | { data: PublicProfile };

/** null when the server has no public profile for this user (404): the dialog then says 'Non disponible'. */
export async function getSellerProfile(userId: string, { signal }: { signal?: AbortSignal } = {}): Promise<PublicProfile | null> {
  try {
    const response = await api.get<SellerProfileResponse>(`/users/${encodeURIComponent(userId)}/profile`, { signal });
    return 'data' in response ? response.data : response;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export const getSellerProfileQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['users', userId, 'profile'],
    queryFn: ({ signal }) => getSellerProfile(userId, { signal }),
    staleTime: TIMINGS.staleTime.profile,
  });

/** A listing whose seller account is gone has no `user_id`: its profile reads as unavailable. */
export function useSellerProfile(userId: string | null, { enabled }: { enabled: boolean }) {
  return useQuery({
    ...getSellerProfileQueryOptions(userId ?? ''),
    queryFn: userId ? getSellerProfileQueryOptions(userId).queryFn : () => null,
    enabled,
  });
}

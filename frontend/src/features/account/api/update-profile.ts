import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile, ProfileInput } from '@souk/domain';
import { api } from '@/lib/api-client';
import { sessionQueryKey } from '@/lib/auth';
import type { SessionUser, Single } from '@souk/domain';
import { profileQueryKey } from './get-profile';

/** The fields PUT /api/profile takes (`profileSchema` input): any subset. */
export type ProfileUpdate = Partial<{ [K in keyof ProfileInput]: ProfileInput[K] | null }>;

export const updateProfile = (input: ProfileUpdate) => api.put<Single<Profile>>('/profile', input).then((r) => r.data);

/** Stores the server's answer as the profile and refreshes the session's name. */
export function useProfileCache() {
  const queryClient = useQueryClient();
  return (profile: Profile) => {
    queryClient.setQueryData(profileQueryKey, profile);
    queryClient.setQueryData<SessionUser | null>(sessionQueryKey, (user) =>
      user ? { ...user, display_name: profile.display_name, email_confirmed: profile.email_confirmed } : user,
    );
  };
}

export function useUpdateProfile() {
  const store = useProfileCache();
  return useMutation({ mutationFn: updateProfile, onSuccess: store });
}

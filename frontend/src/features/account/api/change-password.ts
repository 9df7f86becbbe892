import { useMutation } from '@tanstack/react-query';
import type { Profile, ProfilePatchInput } from '@souk/domain';
import { api } from '@/lib/api-client';
import { authToken } from '@/lib/auth-token';
import { useProfileCache } from './update-profile';

type PatchResponse = { data: Profile; token?: string };

export const patchProfile = (input: { display_name: string; currentPassword?: string; newPassword?: string }) =>
  api.patch<PatchResponse>('/profile', input satisfies Partial<Record<keyof ProfilePatchInput, unknown>>);

/**
 * PATCH /api/profile with the current and the new password: the server ends every other session
 * and answers a fresh token for this one, which replaces the stored token.
 */
export function useChangePassword() {
  const store = useProfileCache();
  return useMutation({
    mutationFn: patchProfile,
    onSuccess: ({ data, token }) => {
      if (token) authToken.set(token);
      store(data);
    },
  });
}

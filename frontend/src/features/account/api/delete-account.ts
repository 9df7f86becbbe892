import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteAccountInput } from '@souk/domain';
import { api } from '@/lib/api-client';
import { authToken } from '@/lib/auth-token';
import { sessionQueryKey, USER_SCOPED_KEY } from '@/lib/auth';

export const deleteAccount = (input: DeleteAccountInput) =>
  api.delete<{ data: { id: string }; message: string }>('/auth/delete-account', { body: input });

/** The account is gone on the server: sign out here and forget everything cached for it. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      authToken.clear();
      queryClient.removeQueries({ queryKey: [USER_SCOPED_KEY], predicate: (q) => q.queryKey[1] !== sessionQueryKey[1] });
      queryClient.setQueryData(sessionQueryKey, null);
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConfirmEmailInput, ForgotPasswordInput, MessageAnswer, ResetPasswordInput } from '@souk/domain';
import { api } from '@/lib/api-client';
import { sessionQueryKey, USER_SCOPED_KEY } from '@/lib/auth';
import type { SessionUser } from '@souk/domain';

export const forgotPassword = (input: ForgotPasswordInput) => api.post<MessageAnswer<{ sent: true }>>('/auth/forgot-password', input);
export const resetPassword = (input: ResetPasswordInput) => api.post<MessageAnswer<{ reset: true }>>('/auth/reset-password', input);
export const confirmEmail = (input: ConfirmEmailInput) => api.post<MessageAnswer<{ email_confirmed: true }>>('/auth/confirm-email', input);

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
export const useResetPassword = () => useMutation({ mutationFn: resetPassword });

/** After the link is confirmed, a session open in this browser shows the address as confirmed at once. */
export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmail,
    onSuccess: async () => {
      // The link opens a new page: who is signed in may still be on its way, read before the
      // confirmation was written. That answer is dropped (a refetch alone would wait for it when
      // nothing is cached yet) and the question asked again.
      const sessionOnItsWay = queryClient.isFetching({ queryKey: sessionQueryKey }) > 0;
      if (sessionOnItsWay) await queryClient.cancelQueries({ queryKey: sessionQueryKey });
      queryClient.setQueryData<SessionUser | null>(sessionQueryKey, (user) => (user ? { ...user, email_confirmed: true } : user));
      if (sessionOnItsWay) void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      void queryClient.invalidateQueries({ queryKey: [USER_SCOPED_KEY], predicate: (q) => q.queryKey[1] !== sessionQueryKey[1] });
    },
  });
}

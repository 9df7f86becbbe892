import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/use-translation';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast';
import type { DeleteAccountInput } from '@souk/domain';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';
import { endSession } from '@/lib/auth';

export const deleteAccount = (input: DeleteAccountInput) =>
  api.delete<{ data: { id: string }; message: string }>('/auth/delete-account', { body: input });

/** The account is gone on the server (every session with it): sign out here and go home. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      endSession(queryClient);
      toast.success(t('messages.accountDeleted'));
      navigate(paths.home.getHref(), { replace: true });
    },
  });
}

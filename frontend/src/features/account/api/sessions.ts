import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/use-translation';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast';
import type { ActiveSession } from '@souk/domain';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';
import { endSession, USER_SCOPED_KEY } from '@/lib/auth';

/** Under the user-scoped key: a session change drops it with the rest of the user's data. */
const sessionsKey = [USER_SCOPED_KEY, 'sessions'] as const;

export const sessionsQueryOptions = () =>
  queryOptions({
    queryKey: sessionsKey,
    queryFn: async () => (await api.get<{ data: ActiveSession[] }>('/auth/sessions')).data,
  });

export function useActiveSessions() {
  return useQuery(sessionsQueryOptions());
}

/** 'Déconnecter' on one device: its tokens stop working at once. */
export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ data: { id: string } }>(`/auth/sessions/${encodeURIComponent(id)}`),
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<ActiveSession[]>(sessionsKey, (list) => list?.filter((s) => s.id !== id));
      void queryClient.invalidateQueries({ queryKey: sessionsKey });
    },
  });
}

/** 'Se déconnecter partout': every session of the account ends, this one included. */
export function useSignOutEverywhere() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: () => api.post('/auth/signout-everywhere', undefined, { quiet: true }),
    onSuccess: () => {
      endSession(queryClient);
      toast.success(t('messages.signedOut'));
      navigate(paths.home.getHref(), { replace: true });
    },
  });
}

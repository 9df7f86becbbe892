import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Collection, Single } from '@souk/domain';
import { notificationsQueryKey, type AppNotification } from './get-notifications';

export const markNotificationRead = (id: string) => api.patch<Single<AppNotification>>(`/notifications/${encodeURIComponent(id)}/read`);
export const markAllNotificationsRead = () => api.patch<{ data: { updated: number }; message: string }>('/notifications/mark-all-read');
export const deleteNotification = (id: string) => api.delete<{ data: { id: string }; message: string }>(`/notifications/${encodeURIComponent(id)}`);

const listKey = [...notificationsQueryKey, 'list'];

/**
 * The list and the header badge change together: each mutation edits the cached list at once
 * (the dot disappears on click) and refreshes both from the server afterwards.
 */
type Outcome = { onSuccess?: () => void; onError?: (error: Error) => void };

/**
 * `outcome` belongs to the mutation itself, not to one `mutate` call: a call's own callbacks are lost
 * when its row unmounts, which a deleted notification's row does at once (its 'Notification supprimée').
 */
function useNotificationMutation<V>(
  fn: (v: V) => Promise<unknown>,
  edit: (list: AppNotification[], v: V) => AppNotification[],
  outcome: Outcome = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => outcome.onSuccess?.(),
    onMutate: async (variables: V) => {
      await queryClient.cancelQueries({ queryKey: listKey });
      const previous = queryClient.getQueryData<Collection<AppNotification>>(listKey);
      if (previous) queryClient.setQueryData(listKey, { ...previous, data: edit(previous.data, variables) });
      return { previous };
    },
    onError: (error, _variables, context) => {
      outcome.onError?.(error);
      if (context?.previous) queryClient.setQueryData(listKey, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
}

export const useMarkNotificationRead = () =>
  useNotificationMutation(markNotificationRead, (list, id: string) => list.map((n) => (n.id === id ? { ...n, is_read: true } : n)));

export const useMarkAllNotificationsRead = () =>
  useNotificationMutation(markAllNotificationsRead, (list) => list.map((n) => ({ ...n, is_read: true })));

export const useDeleteNotification = (outcome?: Outcome) =>
  useNotificationMutation(deleteNotification, (list, id: string) => list.filter((n) => n.id !== id), outcome);

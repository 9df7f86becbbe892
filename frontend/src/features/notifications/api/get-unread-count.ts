import { queryOptions, useQuery } from '@tanstack/react-query';
import { TIMINGS } from '@souk/domain';
import { api, isApiError } from '@/lib/api-client';
import { USER_SCOPED_KEY } from '@/lib/auth';

export const getUnreadCount = ({ signal }: { signal?: AbortSignal } = {}) =>
  api.get<{ count: number }>('/notifications/unread-count', { signal });

export const getUnreadCountQueryOptions = () =>
  queryOptions({
    queryKey: [USER_SCOPED_KEY, 'notifications', 'unread-count'],
    queryFn: ({ signal }) => getUnreadCount({ signal }),
    staleTime: TIMINGS.poll.unreadCount,
    retry: false,
    // Polled every 15 s (SPEC 9); a 404 means this server has no notifications yet: stop asking.
    refetchInterval: (query) =>
      isApiError(query.state.error) && query.state.error.status === 404 ? false : TIMINGS.poll.unreadCount,
    // Only while the page is visible: a tab left in the background does not poll.
    refetchIntervalInBackground: false,
  });

/** Unread notifications of the signed-in user; nothing is requested for visitors. */
export function useUnreadCount({ enabled }: { enabled: boolean }) {
  return useQuery({ ...getUnreadCountQueryOptions(), enabled });
}

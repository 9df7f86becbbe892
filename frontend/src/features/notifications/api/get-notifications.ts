import { queryOptions, useQuery } from '@tanstack/react-query';
import { TIMINGS, type ApiNotification } from '@souk/domain';
import { api } from '@/lib/api-client';
import { USER_SCOPED_KEY } from '@/lib/auth';
import type { Collection } from '@souk/domain';

export type { NotificationType } from '@souk/domain';

/** docs/API.md "Notifications". */
export type AppNotification = ApiNotification;

export const notificationsQueryKey = [USER_SCOPED_KEY, 'notifications'] as const;

export const getNotifications = ({ signal }: { signal?: AbortSignal } = {}) =>
  api.get<Collection<AppNotification>>('/notifications', { params: { pageSize: 50 }, signal });

export const getNotificationsQueryOptions = () =>
  queryOptions({
    queryKey: [...notificationsQueryKey, 'list'],
    queryFn: ({ signal }) => getNotifications({ signal }),
    // SPEC 9: the list refreshes every 30 s while it is shown (and the page is visible).
    refetchInterval: TIMINGS.poll.notifications,
    staleTime: 0,
  });

export function useNotifications({ enabled }: { enabled: boolean }) {
  return useQuery({ ...getNotificationsQueryOptions(), enabled });
}

// Its own module, apart from conversations.ts: the header's badge is on the first screen, the
// conversation mutations are not.
import { useQuery } from '@tanstack/react-query';
import { TIMINGS } from '@souk/domain';
import { api } from '@/lib/api-client';
import { conversationsKey } from './conversations-key';

export const getMessagesUnreadCount = ({ signal }: { signal?: AbortSignal } = {}) =>
  api.get<{ count: number }>('/conversations/unread-count', { signal });

/** Unread messages over every conversation: the header's messages badge. */
export function useMessagesUnreadCount({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: [...conversationsKey, 'unread-count'],
    queryFn: ({ signal }) => getMessagesUnreadCount({ signal }),
    refetchInterval: TIMINGS.poll.unreadCount,
    staleTime: TIMINGS.poll.unreadCount,
    retry: false,
    enabled,
  });
}

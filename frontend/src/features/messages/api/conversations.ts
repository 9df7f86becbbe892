import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { TIMINGS, type Collection, type Single } from '@souk/domain';
import { api } from '@/lib/api-client';
import { conversationsKey } from './conversations-key';
import type { Conversation } from './types';

export { conversationsKey };

// The server tags the list (ETag, `Cache-Control: no-cache`): the browser revalidates each poll
// with If-None-Match and an unchanged list costs a 304 and no rendering.
export const getConversations = ({ signal }: { signal?: AbortSignal } = {}) =>
  api.get<Collection<Conversation>>('/conversations', { params: { pageSize: 100 }, signal });

export const conversationsQueryOptions = () =>
  queryOptions({
    queryKey: [...conversationsKey, 'list'],
    queryFn: ({ signal }) => getConversations({ signal }),
    // Polled every 15 s; TanStack Query pauses interval refetches while the tab is hidden.
    refetchInterval: TIMINGS.poll.conversations,
    staleTime: TIMINGS.poll.conversations,
  });

export const useConversations = () => useQuery(conversationsQueryOptions());

/** The buyer's conversation about a product: created on the first call, the same id afterwards. */
export const startConversation = (productId: string) =>
  api.post<{ id: string; data: Conversation }>('/conversations', { product_id: productId });

export function useBlockConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, block }: { id: string; block: boolean }) =>
      block
        ? api.post<Single<Conversation> & { message: string }>(`/conversations/${encodeURIComponent(id)}/block`)
        : api.delete<Single<Conversation> & { message: string }>(`/conversations/${encodeURIComponent(id)}/block`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationsKey }),
  });
}

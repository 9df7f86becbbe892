import { api } from '@/lib/api-client';
import type { Single } from '@souk/domain';
import type { Message, ThreadPage } from './types';

type ThreadParams = { after?: number; before?: number; pageSize?: number };

/** The latest page; `after` = only what is newer (polls), `before` = the page before (scrolling up). */
export const getThread = (conversationId: string, params: ThreadParams = {}, { signal }: { signal?: AbortSignal } = {}) =>
  api.get<ThreadPage>(`/conversations/${encodeURIComponent(conversationId)}/messages`, { params, signal });

/** `idempotencyKey`: one per message typed (its retries reuse it), so a message is never sent twice. */
export const sendMessage = (conversationId: string, content: string, idempotencyKey?: string) =>
  api.post<Single<Message>>(`/conversations/${encodeURIComponent(conversationId)}/messages`, { content }, { idempotencyKey });

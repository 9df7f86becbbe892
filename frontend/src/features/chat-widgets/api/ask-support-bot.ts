import type { ChatLocale } from '@souk/domain';
import { api } from '@/lib/api-client';

export type ChatReply = { response: string; suggestions: string[] };

/** POST /api/chat: the server's FAQ bot, answering in the interface's language. */
export const askSupportBot = (message: string, locale: ChatLocale) => api.post<ChatReply>('/chat', { message, locale });

import type { ApiConversation, ApiMessage, ApiThreadPage } from '@souk/domain';

/** docs/API.md "Messaging": the contracts live in @souk/domain. */
export type Conversation = ApiConversation;
export type Message = ApiMessage;
export type ThreadPage = ApiThreadPage;

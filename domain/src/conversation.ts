// Conversations and messages: request bodies and the shapes the API answers with.
import { z } from 'zod';
import { MESSAGE_MAX_LENGTH } from './constants';
import { MESSAGES } from './messages';
import { strictObject } from './fields';
import { userText } from './text';

export const messageContentSchema = strictObject({
  content: userText({ error: MESSAGES.messageEmpty })
    .trim()
    .min(1, MESSAGES.messageEmpty)
    .max(MESSAGE_MAX_LENGTH, MESSAGES.messageTooLong),
});
export type MessageContentInput = z.output<typeof messageContentSchema>;

/** Document ids are strings; numeric ids from older clients are read as text. */
const documentId = (missing: string) =>
  z
    .union([userText({ error: missing }), z.number()], { error: missing })
    .transform((id) => String(id).trim())
    .pipe(z.string().min(1, missing).max(64, MESSAGES.invalidInput).regex(/^[A-Za-z0-9_-]+$/, MESSAGES.invalidInput));

export const conversationCreateSchema = strictObject({
  product_id: documentId(MESSAGES.productIdRequired),
  seller_id: documentId(MESSAGES.invalidInput).nullish().transform((id) => id ?? undefined),
});
export type ConversationCreateInput = z.output<typeof conversationCreateSchema>;

const content = userText({ error: MESSAGES.messageEmpty })
  .trim()
  .min(1, MESSAGES.messageEmpty)
  .max(MESSAGE_MAX_LENGTH, MESSAGES.messageTooLong);

/**
 * POST /api/messages: into an existing conversation (`conversation_id`) or about a product
 * (`product_id`: the caller's conversation with its seller, started when needed — the seller
 * contact card of the product page).
 */
export const messageSendSchema = strictObject({
  content,
  conversation_id: documentId(MESSAGES.conversationRequired).optional(),
  product_id: documentId(MESSAGES.productIdRequired).optional(),
}).superRefine((body, ctx) => {
  const targets = [body.conversation_id, body.product_id].filter((t) => t !== undefined).length;
  if (targets !== 1) ctx.addIssue({ code: 'custom', message: MESSAGES.conversationRequired, path: ['conversation_id'] });
});
export type MessageSendInput = z.output<typeof messageSendSchema>;

/** A conversation as listed (docs/API.md "Messaging"). */
export interface ApiConversation {
  id: string;
  /** Null once the product is deleted. */
  product_id: string | null;
  product_title: string | null;
  buyer_id: string | null;
  seller_id: string | null;
  /** Null once the other account is deleted. */
  other_user_id: string | null;
  other_user_name: string;
  /** Only when the other participant shows their e-mail (privacy flag show_email). */
  other_user_email: string | null;
  last_message: string | null;
  last_message_time: string | null;
  unread_count: number;
  created_at: string | null;
}

/** POST /api/conversations: `id` repeated at the top level. */
export interface ConversationStarted {
  id: string;
  data: ApiConversation;
}

export interface ApiMessage {
  id: string;
  conversation_id: string;
  content: string;
  sender_id: string | null;
  recipient_id: string | null;
  created_at: string | null;
  read_at: string | null;
  /** The text carries a phone number, a link or an e-mail: the UI shows a safety tip. */
  warning: boolean;
  is_mine: boolean;
}

/** Extra `meta` of GET /api/products/:id/messages: the threads the page covers. */
export interface ProductMessagesMeta {
  conversations: string[];
}

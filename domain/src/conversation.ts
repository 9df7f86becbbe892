// Conversations and messages: request bodies and the shapes the API answers with.
import { z } from 'zod';
import { MESSAGE_MAX_LENGTH, PAGE_SIZE_MAX } from './constants';
import { ISSUE } from './messages';
import { optionalField, parseNumber, strictBody, strictObject } from './fields';
import { userText } from './text';

export const messageContentSchema = strictObject({
  content: userText({ error: ISSUE.messageEmpty })
    .trim()
    .min(1, ISSUE.messageEmpty)
    .max(MESSAGE_MAX_LENGTH, ISSUE.messageTooLong),
});
export type MessageContentInput = z.output<typeof messageContentSchema>;

/** Document ids are strings; numeric ids from older clients are read as text. */
const documentId = (missing: string) =>
  z
    .union([userText({ error: missing }), z.number()], { error: missing })
    .transform((id) => String(id).trim())
    .pipe(z.string().min(1, missing).max(64, ISSUE.invalidInput).regex(/^[A-Za-z0-9_-]+$/, ISSUE.invalidInput));

export const conversationCreateSchema = strictObject({
  product_id: documentId(ISSUE.productIdRequired),
  seller_id: documentId(ISSUE.invalidInput).nullish().transform((id) => id ?? undefined),
});
export type ConversationCreateInput = z.output<typeof conversationCreateSchema>;

const content = userText({ error: ISSUE.messageEmpty })
  .trim()
  .min(1, ISSUE.messageEmpty)
  .max(MESSAGE_MAX_LENGTH, ISSUE.messageTooLong);

/**
 * POST /api/messages: into an existing conversation (`conversation_id`) or about a product
 * (`product_id`: the caller's conversation with its seller, started when needed — the seller
 * contact card of the product page).
 */
export const messageSendSchema = strictObject({
  content,
  conversation_id: documentId(ISSUE.conversationRequired).optional(),
  product_id: documentId(ISSUE.productIdRequired).optional(),
}).superRefine((body, ctx) => {
  const targets = [body.conversation_id, body.product_id].filter((t) => t !== undefined).length;
  if (targets !== 1) ctx.addIssue({ code: 'custom', message: ISSUE.conversationRequired, path: ['conversation_id'] });
});
export type MessageSendInput = z.output<typeof messageSendSchema>;

/** A conversation as listed (docs/API.md "Messaging"). */
export interface ApiConversation {
  id: string;
  /** Null once the product is deleted. */
  product_id: string | null;
  product_title: string | null;
  /** Thumbnail of the listing's first image. */
  product_image: string | null;
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
  /** The caller blocked the other participant (they can no longer write to the caller). */
  blocked_by_me: boolean;
  /** The other participant blocked the caller: the caller can no longer write here. */
  blocked_me: boolean;
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

// Thread reading: `after` asks only for what is newer than the newest message the client holds
// (what a poll needs, one indexed range scan), `before` for the page older than the oldest one.
const cursor = optionalField(parseNumber({ min: 1, max: Number.MAX_SAFE_INTEGER, integer: true }, ISSUE.cursorInvalid));

export const THREAD_PAGE_SIZE_DEFAULT = 30;

export const threadQuerySchema = strictBody({
  page: optionalField(parseNumber({ min: 1, max: 1_000_000, integer: true }, ISSUE.pageInvalid)),
  pageSize: optionalField(parseNumber({ min: 1, max: PAGE_SIZE_MAX, integer: true }, ISSUE.pageSizeInvalid)),
  after: cursor,
  before: cursor,
}).transform((q, ctx) => {
  if (q.after !== undefined && q.before !== undefined) {
    ctx.addIssue({ code: 'custom', message: ISSUE.cursorsExclusive, path: ['after'] });
    return z.NEVER;
  }
  return { page: q.page ?? 1, pageSize: q.pageSize ?? THREAD_PAGE_SIZE_DEFAULT, after: q.after, before: q.before };
});
export type ThreadQuery = z.output<typeof threadQuerySchema>;

/** Cursors of a thread page: opaque to clients, which send them back as `after` / `before`. */
export interface ThreadCursors {
  newest: number | null;
  oldest: number | null;
  /** Older messages exist before `oldest`. */
  hasOlder: boolean;
}

/** GET /api/conversations/:id/messages: a page of the thread and its cursors. */
export interface ApiThreadPage {
  data: ApiMessage[];
  meta: {
    pagination?: { page: number; pageSize: number; pageCount: number; total: number };
    cursors: ThreadCursors;
    /** An `after` poll found more than a page: ask again from the new cursor. */
    hasNewer: boolean;
  };
}

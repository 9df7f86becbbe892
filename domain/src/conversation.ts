// Message and conversation bodies (SPEC 5 "Chat", issue 3 messaging).
import { z } from 'zod';
import { MESSAGE_MAX_LENGTH, PAGE_SIZE_MAX } from './constants';
import { MESSAGES } from './messages';
import { optionalField, parseNumber, strictBody, strictObject } from './fields';

export const messageContentSchema = strictObject({
  content: z
    .string({ error: MESSAGES.messageEmpty })
    .trim()
    .min(1, MESSAGES.messageEmpty)
    .max(MESSAGE_MAX_LENGTH, MESSAGES.messageTooLong),
});
export type MessageContentInput = z.output<typeof messageContentSchema>;

/** Document ids are strings; numeric ids from older clients are read as text. */
const documentId = (missing: string) =>
  z
    .union([z.string(), z.number()], { error: missing })
    .transform((id) => String(id).trim())
    .pipe(z.string().min(1, missing).max(64, MESSAGES.invalidInput).regex(/^[A-Za-z0-9_-]+$/, MESSAGES.invalidInput));

export const conversationCreateSchema = strictObject({
  product_id: documentId(MESSAGES.productIdRequired),
  seller_id: documentId(MESSAGES.invalidInput).nullish().transform((id) => id ?? undefined),
});
export type ConversationCreateInput = z.output<typeof conversationCreateSchema>;

// Thread reading: `after` asks only for what is newer than the newest message the client holds
// (what a poll needs, one indexed range scan), `before` for the page older than the oldest one.
const cursor = optionalField(parseNumber({ min: 1, max: Number.MAX_SAFE_INTEGER, integer: true }, MESSAGES.cursorInvalid));

export const THREAD_PAGE_SIZE_DEFAULT = 30;

export const threadQuerySchema = strictBody({
  page: optionalField(parseNumber({ min: 1, max: 1_000_000, integer: true }, MESSAGES.pageInvalid)),
  pageSize: optionalField(parseNumber({ min: 1, max: PAGE_SIZE_MAX, integer: true }, MESSAGES.pageSizeInvalid)),
  after: cursor,
  before: cursor,
}).transform((q, ctx) => {
  if (q.after !== undefined && q.before !== undefined) {
    ctx.addIssue({ code: 'custom', message: MESSAGES.cursorsExclusive, path: ['after'] });
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

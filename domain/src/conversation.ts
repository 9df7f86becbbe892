// Message and conversation bodies (SPEC 5 "Chat", issue 3 messaging).
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

// Support bot request (POST /api/chat).
import { z } from 'zod';
import { ISSUE } from './messages';
import { strictObject } from './fields';
import { userText } from './text';

export const CHAT_MESSAGE_MAX = 500;
export const CHAT_LOCALES = ['fr', 'ar'] as const;
export type ChatLocale = (typeof CHAT_LOCALES)[number];

export const chatRequestSchema = strictObject({
  message: userText({ error: ISSUE.chatMessageEmpty })
    .trim()
    .min(1, ISSUE.chatMessageEmpty)
    .max(CHAT_MESSAGE_MAX, ISSUE.chatMessageTooLong),
  /** The interface's language: the bot answers in it (the message's own script decides when absent). */
  locale: z.enum(CHAT_LOCALES, { error: ISSUE.invalidInput }).optional(),
  // SPEC 3: {isLoggedIn, userId} or empty. Informational only: the server trusts the token, not this.
  userContext: strictObject({
    isLoggedIn: z.boolean({ error: ISSUE.mustBeBoolean }).optional(),
    userId: z.union([z.string().max(64, ISSUE.invalidInput), z.number()], { error: ISSUE.invalidInput }).nullish(),
  }).optional(),
});
export type ChatRequestInput = z.output<typeof chatRequestSchema>;

/** POST /api/chat */
export interface ChatResponse {
  response: string;
  suggestions: string[];
}

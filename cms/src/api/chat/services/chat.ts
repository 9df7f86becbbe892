import type { Core } from '@strapi/strapi';
import { MESSAGES, MESSAGES_AR, type ChatLocale, type ChatResponse } from '@souk/domain';
import { parseJson } from '../../../db/sql';
import { bestMatch, isArabicText, isGreeting, type FaqEntry } from '../utils/faq-matcher';
import { TABLES } from '../../../db/tables';

export type ChatReply = ChatResponse;

/** SPEC section 8: what the bot offers when it cannot help. */
export const FALLBACK_SUGGESTIONS = {
  fr: [MESSAGES.chatSuggestRetry, MESSAGES.chatSuggestProducts, MESSAGES.chatSuggestSupport, MESSAGES.chatSuggestSearch],
  ar: [MESSAGES_AR.chatSuggestRetry, MESSAGES_AR.chatSuggestProducts, MESSAGES_AR.chatSuggestSupport, MESSAGES_AR.chatSuggestSearch],
} as const;

const NOT_UNDERSTOOD = { fr: MESSAGES.chatNotUnderstood, ar: MESSAGES_AR.chatNotUnderstood } as const;

const WELCOME = { fr: MESSAGES.chatWelcome, ar: MESSAGES_AR.chatWelcome } as const;

const MAX_SUGGESTIONS = 6;

const textList = (value: unknown): string[] => {
  const list = parseJson<unknown>(value, []);
  return Array.isArray(list) ? list.filter((s): s is string => typeof s === 'string' && s.trim() !== '' && s.length <= 120).slice(0, MAX_SUGGESTIONS) : [];
};

/**
 * The support bot answers from the faq-entry content editors keep in the studio (fr and ar);
 * the whole table is read per question — it holds tens of entries and the route is rate limited.
 */
const service = ({ strapi }: { strapi: Core.Strapi }) => ({
  /** Answers in the interface's language when the client says it, else in the message's script. */
  async reply(message: string, interfaceLocale?: ChatLocale): Promise<ChatReply> {
    const locale: ChatLocale = interfaceLocale ?? (isArabicText(message) ? 'ar' : 'fr');
    const entries = ((await strapi.db
      .connection(TABLES.faqEntries)
      .select('id', 'document_id', 'locale', 'question', 'keywords', 'answer', 'suggestions', 'priority')) as Array<Record<string, unknown>>).map(
      (r): FaqEntry => ({
        id: Number(r.id),
        documentId: String(r.document_id ?? r.id),
        locale: String(r.locale ?? 'fr'),
        question: String(r.question ?? ''),
        keywords: String(r.keywords ?? ''),
        answer: String(r.answer ?? ''),
        suggestions: r.suggestions,
        priority: Number(r.priority ?? 0),
      }),
    );

    const match = bestMatch(message, entries, locale);
    if (match) {
      // A question asked in the other language is answered with the same entry's translation when it has one.
      const entry = match.entry.locale === locale ? match.entry : (entries.find((e) => e.documentId === match.entry.documentId && e.locale === locale) ?? match.entry);
      const suggestions = textList(entry.suggestions);
      return { response: entry.answer, suggestions: suggestions.length > 0 ? suggestions : [...FALLBACK_SUGGESTIONS[locale]] };
    }
    if (isGreeting(message)) {
      // Greet with the questions editors ranked first, in the visitor's language.
      const questions = entries
        .filter((e) => e.locale === locale && e.question)
        .sort((a, b) => b.priority - a.priority || a.id - b.id)
        .slice(0, 4)
        .map((e) => e.question);
      return { response: WELCOME[locale], suggestions: questions.length > 0 ? questions : [...FALLBACK_SUGGESTIONS[locale]] };
    }
    return { response: NOT_UNDERSTOOD[locale], suggestions: [...FALLBACK_SUGGESTIONS[locale]] };
  },
});

export default service;
export type ChatService = ReturnType<typeof service>;

declare module '../../../services' {
  interface ServiceFactories {
    chat: typeof service;
  }
}

// Catalogue texts by code, in the interface language. Not for the first screen's code: it would
// bring the whole catalogue (every text, in French and Arabic) into the first paint's JavaScript.
import { messageText, readIssue, type Language, type MessageAnswer, type MessageParams } from '@souk/domain';
import { currentLanguage } from '@/lib/i18n';

/** Text of a catalogue code (`error.details.code`) in the interface language; undefined for an unknown code. */
export const codeText = (code: string, params?: MessageParams, language: Language = currentLanguage()) =>
  messageText(code, language, params);

/**
 * The message of a domain schema's zod issue (a form field's error), which names a catalogue entry by
 * code (see `issueMessage` in @souk/domain), in the interface language; any other text as it is.
 */
export function issueText(message: string, language: Language = currentLanguage()): string {
  const coded = readIssue(message);
  return (coded && messageText(coded.code, language, coded.params)) ?? message;
}

/** What a success answer says (`{ data, message, code }`), in the interface language by its code. */
export const answerText = (answer: Pick<MessageAnswer<unknown>, 'message' | 'code'>, language: Language = currentLanguage()): string =>
  messageText(answer.code, language) ?? answer.message;

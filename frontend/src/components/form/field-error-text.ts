import { isMessageCode, readIssue, type Language } from '@souk/domain';
import { currentLanguage } from '@/lib/i18n';
import { codeText, issueText } from '@/lib/message-text';

/**
 * A react-hook-form error: its `message` names a catalogue entry by code (a domain schema's issue, or
 * a server issue placed by server-errors.ts); `type` is a catalogue code when the server set it.
 */
export type FieldErrorLike = { type?: unknown; message?: unknown } | undefined;

/** The text under a field, in the interface language. */
export function fieldErrorText(error: FieldErrorLike, language: Language = currentLanguage()): string | undefined {
  if (!error) return undefined;
  if (readIssue(error.message)) return issueText(error.message as string, language);
  if (isMessageCode(error.type)) return codeText(error.type, undefined, language);
  return typeof error.message === 'string' && error.message ? error.message : undefined;
}

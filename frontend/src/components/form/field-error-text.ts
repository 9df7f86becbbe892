import { isMessageCode, type Language } from '@souk/domain';
import { codeText, currentLanguage, localizeMessage } from '@/lib/i18n';

/** A react-hook-form error: `type` is a catalogue code when the server set it (see server-errors.ts). */
export type FieldErrorLike = { type?: unknown; message?: unknown } | undefined;

/** The text under a field, in the interface language. */
export function fieldErrorText(error: FieldErrorLike, language: Language = currentLanguage()): string | undefined {
  if (!error) return undefined;
  if (isMessageCode(error.type)) return codeText(error.type, undefined, language);
  // A message of the form's own zod schema: a French text of the domain catalogue.
  return typeof error.message === 'string' && error.message ? localizeMessage(error.message, language) : undefined;
}

import { errorText as catalogueText, type Language } from '@souk/domain';
import { isApiError } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';

/**
 * What a toast or alert says about a failed request, in the interface language: the catalogue text
 * of the server's `error.details.code` (never a match on its French `message`), else its message
 * when it sent one without a known code, else the screen's own `fallback`.
 */
export function errorText(error: unknown, fallback: string, language: Language = currentLanguage()): string {
  if (!isApiError(error) || !error.specific) return fallback;
  return catalogueText({ message: error.message, details: error.details }, language, fallback);
}

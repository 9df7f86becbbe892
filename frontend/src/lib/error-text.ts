import { errorMessage } from '@/lib/api-client';
import { localizeMessage } from '@/lib/i18n';

/** What a toast or alert says about a failure: the server's message (translated when known), else `fallback`. */
export function errorText(error: unknown, fallback: string): string {
  return localizeMessage(errorMessage(error, fallback));
}

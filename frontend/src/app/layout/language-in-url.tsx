import { useEffect } from 'react';
import { useSearchParamsWriter } from '@/hooks/use-search-params-writer';
import { isLanguage, LANGUAGE_PARAM, toLanguage } from '@/lib/i18n';
import { useTranslation } from '@/lib/use-translation';

/**
 * A link's `?lang=` follows the language switch. The link's language wins over the saved choice when
 * a page opens (lib/i18n.ts), so a visitor who came by `?lang=fr` and switched to Arabic got French
 * back on a reload, or in the link they shared. The URL is written only when it names another
 * language: a page opens in its link's language, so opening it writes nothing (decision 98).
 */
export function LanguageInUrl() {
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const write = useSearchParamsWriter();
  useEffect(() => {
    write((params) => {
      // A value that names none of ours never chose the language (lib/i18n.ts): it stays as it is.
      if (isLanguage(params.get(LANGUAGE_PARAM))) params.set(LANGUAGE_PARAM, language);
      return params;
    });
  }, [language, write]);
  return null;
}

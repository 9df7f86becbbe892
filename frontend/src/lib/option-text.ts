import { useCallback } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { OPTION_LABELS, optionLabel, type OptionList } from '@souk/domain';
import { toLanguage } from '@/lib/i18n';

/**
 * Label of an option (condition, fuel, sector…) in the interface language; the raw value if unknown.
 * Apart from useFormatters: every list's labels (OPTION_LABELS) stay out of the home route's code.
 */
export function useOptionText() {
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  return useCallback(
    (list: OptionList, value: string | null | undefined): string => optionLabel(OPTION_LABELS[list], value, language),
    [language],
  );
}

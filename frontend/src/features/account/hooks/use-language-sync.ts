import { useEffect } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useCurrentUser } from '@/lib/auth';

/**
 * The interface language is also the language of the account's e-mails: when a signed-in user
 * switches it (header toggle or settings), the server is told. A failure changes nothing on screen.
 */
export function useLanguageSync() {
  const { i18n } = useTranslation();
  const signedIn = Boolean(useCurrentUser());
  useEffect(() => {
    if (!signedIn) return;
    const onChange = (language: string) => {
      // The profile API module (and its mutation hooks) loads on this rare change, not with the first screen.
      if (language === 'fr' || language === 'ar')
        void import('../api/update-profile').then(({ updateProfile }) => updateProfile({ language })).catch(() => undefined);
    };
    i18n.on('languageChanged', onChange);
    return () => i18n.off('languageChanged', onChange);
  }, [i18n, signedIn]);
}

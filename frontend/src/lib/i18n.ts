import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { CATALOGUE, LANGUAGES, messageText, readIssue, type Language, type MessageAnswer, type MessageParams } from '@souk/domain';
import fr from '@/locales/fr.json';

// The texts shared with the server live once, in @souk/domain's catalogue (French and Arabic); the
// UI reads them as `messages.<key>`, the locale files hold only the interface's own words.
const catalogueIn = (language: Language) =>
  Object.fromEntries(
    Object.entries(CATALOGUE).map(([key, entry]) => [
      key,
      (entry as { fr: string; ar: string })[language].replace(/\{(\w+)\}/g, '{{$1}}'),
    ]),
  );

const isLanguage = (value: unknown): value is Language => (LANGUAGES as readonly unknown[]).includes(value);

/** The one place a language tag becomes one of ours: anything else reads as French. */
export const toLanguage = (value: unknown): Language => (isLanguage(value) ? value : 'fr');

/** The interface language now (for code outside React; components use `useTranslation`). */
export const currentLanguage = (): Language => toLanguage(i18n.language);

/** The language the fr ⇄ ar switch offers from `language`. */
export const otherLanguage = (language: Language): Language => (language === 'ar' ? 'fr' : 'ar');

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

/** Locale for Intl date and number formatting (SPEC 9: dates in fr-FR; Arabic as used in Tunisia). */
export const intlLocale = (language: string): string => (toLanguage(language) === 'ar' ? 'ar-TN' : 'fr-FR');

const LANGUAGE_KEY = 'language';

/** A `?lang=ar` link (the Arabic alternate search engines and shared links point to) wins over the saved choice. */
function linkedLanguage(): Language | null {
  const requested = typeof window === 'undefined' ? null : new URLSearchParams(window.location.search).get('lang');
  return requested === 'ar' || requested === 'fr' ? requested : null;
}

function storedLanguage(): Language {
  try {
    return linkedLanguage() ?? toLanguage(localStorage.getItem(LANGUAGE_KEY));
  } catch {
    return 'fr';
  }
}

function applyToDocument(language: Language) {
  const root = document.documentElement;
  root.lang = language;
  root.dir = language === 'ar' ? 'rtl' : 'ltr';
}

/**
 * French (the default and the fallback) ships with the page; the Arabic words are their own chunk,
 * fetched when Arabic is chosen: a first paint in French carries no Arabic and the reverse costs
 * one small request. `changeLanguage('ar')` resolves once they are in.
 */
const lazyLanguages = {
  type: 'backend' as const,
  init() {},
  read(language: string, _namespace: string, callback: (error: unknown, data: Record<string, unknown> | null) => void) {
    if (language !== 'ar') return callback(null, null);
    import('@/locales/ar.json').then(
      ({ default: ar }) => callback(null, { ...ar, messages: catalogueIn('ar') }),
      (error: unknown) => callback(error, null),
    );
  },
};

/** Resolves once the interface language's words are loaded: the app renders after it. */
export const i18nReady = i18n.use(lazyLanguages).use(initReactI18next).init({
  resources: {
    fr: { translation: { ...fr, messages: catalogueIn('fr') } },
  },
  partialBundledLanguages: true,
  lng: storedLanguage(),
  fallbackLng: 'fr',
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false },
  returnNull: false,
  showSupportNotice: false,
  react: { useSuspense: false },
});

applyToDocument(currentLanguage());

i18n.on('languageChanged', (language) => {
  const next = toLanguage(language);
  applyToDocument(next);
  try {
    localStorage.setItem(LANGUAGE_KEY, next);
  } catch {
    /* storage unavailable: the choice lasts for this visit */
  }
});

export { i18n };

import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { MESSAGES, type MessageKey } from '@souk/domain';
import ar from '@/locales/ar.json';
import fr from '@/locales/fr.json';

type TextKey = { [K in MessageKey]: (typeof MESSAGES)[K] extends string ? K : never }[MessageKey];

// The French texts shared with the server live once, in @souk/domain; the UI reads them as
// `messages.<key>` and ar.json carries their Arabic translations under the same keys.
const frenchMessages = Object.fromEntries(Object.entries(MESSAGES).filter(([, text]) => typeof text === 'string')) as Record<
  TextKey,
  string
>;

const keyByFrenchText = new Map(Object.entries(frenchMessages).map(([key, text]) => [text, key]));

/**
 * A French text from the domain or the server (validation message, API error) in the interface
 * language: known texts are translated, anything else is shown as the server wrote it.
 */
export function localizeMessage(text: string): string {
  const key = keyByFrenchText.get(text);
  return key ? i18n.t(`messages.${key}`, { defaultValue: text }) : text;
}

export const LANGUAGES = ['fr', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];

const LANGUAGE_KEY = 'language';

function storedLanguage(): Language {
  try {
    return localStorage.getItem(LANGUAGE_KEY) === 'ar' ? 'ar' : 'fr';
  } catch {
    return 'fr';
  }
}

export const isLanguage = (value: string): value is Language => (LANGUAGES as readonly string[]).includes(value);

/** Locale for Intl date and number formatting (SPEC 9: dates in fr-FR; Arabic as used in Tunisia). */
export const intlLocale = (language: string): string => (language === 'ar' ? 'ar-TN' : 'fr-FR');

function applyToDocument(language: Language) {
  const root = document.documentElement;
  root.lang = language;
  root.dir = language === 'ar' ? 'rtl' : 'ltr';
}

void i18n.use(initReactI18next).init({
  resources: { fr: { translation: { ...fr, messages: frenchMessages } }, ar: { translation: ar } },
  lng: storedLanguage(),
  fallbackLng: 'fr',
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false },
  returnNull: false,
  showSupportNotice: false,
});

applyToDocument(isLanguage(i18n.language) ? i18n.language : 'fr');

i18n.on('languageChanged', (language) => {
  const next = isLanguage(language) ? language : 'fr';
  applyToDocument(next);
  try {
    localStorage.setItem(LANGUAGE_KEY, next);
  } catch {
    /* storage unavailable: the choice lasts for this visit */
  }
});

export { i18n };

import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from '@souk/domain';
import type { Words } from '@/locales/words';
import firstScreenFrench from 'virtual:first-screen-words/fr';

// The texts shared with the server live once, in @souk/domain's catalogue (French and Arabic); the
// UI reads them as `messages.<key>`, the locale files hold only the interface's own words. The words
// the first screen reads ship with the page (locales/words.ts); the others load with the screens.

/** Whether `value` names one of our languages. */
export const isLanguage = (value: unknown): value is Language => (LANGUAGES as readonly unknown[]).includes(value);

/** The one place a language tag becomes one of ours: anything else reads as French. */
export const toLanguage = (value: unknown): Language => (isLanguage(value) ? value : 'fr');

/** The interface language now (for code outside React; components use `useTranslation`). */
export const currentLanguage = (): Language => toLanguage(i18n.language);

/** The language the fr ⇄ ar switch offers from `language`. */
export const otherLanguage = (language: Language): Language => (language === 'ar' ? 'fr' : 'ar');


const LANGUAGE_KEY = 'language';

/** The URL parameter that names a link's language (`?lang=ar`). */
export const LANGUAGE_PARAM = 'lang';

/** A `?lang=ar` link (the Arabic alternate search engines and shared links point to) wins over the saved choice. */
function linkedLanguage(): Language | null {
  const requested = typeof window === 'undefined' ? null : new URLSearchParams(window.location.search).get(LANGUAGE_PARAM);
  return isLanguage(requested) ? requested : null;
}

function storedLanguage(): Language {
  try {
    return linkedLanguage() ?? toLanguage(localStorage.getItem(LANGUAGE_KEY));
  } catch {
    return 'fr';
  }
}

function applyToDocument(language: Language) {
  // The server renders first screens too (ARCHITECTURE decision 59): it has no document.
  if (import.meta.env.SSR) return;
  const root = document.documentElement;
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  // Only when they change: setting <html>'s lang or dir, even to the value it has, makes the browser
  // restyle every element (the served page already has them: 120 ms on a throttled phone at start-up).
  if (root.lang !== language) root.lang = language;
  if (root.dir !== dir) root.dir = dir;
}

const LOCALE_FILES = { fr: () => import('@/locales/fr.json'), ar: () => import('@/locales/ar.json') };

/** Every word of a language: its locale file and the catalogue, fetched side by side. */
async function allWordsOf(language: Language): Promise<Words> {
  const [{ default: words }, { catalogueMessages }] = await Promise.all([LOCALE_FILES[language](), import('@/locales/catalogue')]);
  return { ...words, messages: catalogueMessages(language) };
}

const firstScreenWordsOf = async (language: Language): Promise<Words> =>
  language === 'fr' ? firstScreenFrench : (await import('virtual:first-screen-words/ar')).default;

// Set once a screen beyond the first needs every word: a language loaded after that comes whole.
let allWordsWanted = false;

async function wordsOf(language: Language): Promise<Words> {
  if (!allWordsWanted) {
    const first = await firstScreenWordsOf(language);
    if (!allWordsWanted) return first;
  }
  return allWordsOf(language);
}

/**
 * French (the default and the fallback) first-screen words ship with the page; the Arabic ones are a
 * small chunk fetched when Arabic is chosen: a first paint in French carries no Arabic and the
 * reverse costs one small request. `changeLanguage('ar')` resolves once they are in.
 */
const lazyLanguages = {
  type: 'backend' as const,
  init() {},
  read(language: string, _namespace: string, callback: (error: unknown, data: Words | null) => void) {
    wordsOf(toLanguage(language)).then(
      (words) => callback(null, words),
      (error: unknown) => callback(error, null),
    );
  },
};

let allWords: Promise<void> | undefined;

/** Loads the words of every screen, in French (the fallback) and in the languages loaded so far. */
export function loadAllWords(): Promise<void> {
  allWordsWanted = true;
  if (!allWords) {
    const languages = new Set<Language>(['fr', ...LANGUAGES.filter((language) => i18n.hasResourceBundle(language, 'translation'))]);
    allWords = Promise.all(
      [...languages].map(async (language) => {
        i18n.addResourceBundle(language, 'translation', await allWordsOf(language), true, true);
      }),
    ).then(() => undefined);
    // A failed chunk request is tried again by the next screen.
    allWords.catch(() => (allWords = undefined));
  }
  return allWords;
}

/** A lazy screen's loader that also waits for every word, so it never renders a missing one. */
export const withAllWords =
  <T>(loader: () => Promise<T>) =>
  (): Promise<T> =>
    Promise.all([loader(), loadAllWords()]).then(([module]) => module);

/** Resolves once the interface language's words are loaded: the app renders after it. */
export const i18nReady = i18n.use(lazyLanguages).use(initReactI18next).init({
  resources: {
    fr: { translation: firstScreenFrench },
  },
  partialBundledLanguages: true,
  lng: storedLanguage(),
  fallbackLng: 'fr',
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false },
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

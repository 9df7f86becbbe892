// Which words the first screen (the shell and the home page) needs: they ship with the page, French
// in the entry and Arabic in one small chunk; every other screen loads the rest with its code
// (`withAllWords` in lib/i18n). `words.test.ts` checks the first screen's code asks for no other word.
import type { CatalogueEntry, Language } from '@souk/domain';

/** Parts of fr.json/ar.json the first screen reads: a top-level key, or a path to a nested one (a word). */
export const FIRST_SCREEN_PARTS = [
  'a11y.skipToContent', 'app.name', 'common.loading', 'common.opensInNewTab', 'common.retry', 'errors.crashText',
  'errors.technicalDetails', 'ads.close', 'ads.label', 'ads.preview', 'ads.sponsored', 'badges.popular', 'badges.top', 'badges.trending',
  'categoryPicker.open', 'header.homeLink', 'header.map', 'header.messages', 'header.messagesUnread', 'header.navLabel',
  'header.notifications', 'header.notificationsUnread', 'header.publish', 'header.search', 'header.signIn',
  'header.switchLanguage', 'header.userMenu', 'header.assistants', 'header.assistantsWaiting', 'home.allProducts', 'home.categoriesLabel', 'home.filters',
  'home.popularTitle', 'home.productsIn',
  'home.recentProducts', 'home.sortBy', 'home.title', 'inbox.unread', 'likes.count', 'likes.like', 'likes.liked',
  'likes.promotedText', 'likes.promotedTitle', 'nav', 'product.loading', 'product.message', 'product.messageAbout',
  'product.postedAgo', 'product.postedJustNow', 'products.view', 'products.viewLabel',
  // Lazy blocks of the home page that do not wait for every word (below the fold).
  'footer', 'stats',
] as const;

/** Entries of the shared catalogue (`messages.<key>`) the first screen reads. */
export const FIRST_SCREEN_MESSAGES = [
  'checkingAuth', 'crashTitle', 'refreshPage', 'free', 'reserved', 'ownProductLabel',
  'likePending', 'loadErrorTitle', 'loadError', 'loadingProducts', 'noProducts', 'authRequiredTitle', 'authRequiredText',
  'redirectToMessages', 'networkError', 'sessionExpired', 'requestFailed',
  'signedOut',
] as const;

export type FirstScreenMessage = (typeof FIRST_SCREEN_MESSAGES)[number];

export type Words = Record<string, unknown> & { messages: Record<string, string> };

type Catalogue = Readonly<Record<string, CatalogueEntry>>;

/** The catalogue's texts in one language, with i18next's `{{name}}` placeholders. */
export function catalogueWords(catalogue: Catalogue, language: Language, keys: readonly string[] = Object.keys(catalogue)) {
  return Object.fromEntries(
    keys.map((key) => {
      const entry = catalogue[key];
      if (!entry) throw new Error(`Not in the catalogue: ${key}`);
      return [key, entry[language].replace(/\{(\w+)\}/g, '{{$1}}')];
    }),
  );
}

/** The first screen's words out of a whole locale file and the catalogue (run at build time). */
export function firstScreenWords(words: Record<string, unknown>, catalogue: Catalogue, language: Language): Words {
  const out: Record<string, unknown> = {};
  for (const part of FIRST_SCREEN_PARTS) {
    const path = part.split('.');
    let from: unknown = words;
    let to = out;
    path.forEach((key, i) => {
      const parent = (from ?? {}) as Record<string, unknown>;
      from = parent[key];
      const last = i === path.length - 1;
      // A counted text is its plural forms (`unread_one`, `unread_other`; Arabic has six).
      const plurals = last && from === undefined ? Object.keys(parent).filter((name) => name.startsWith(`${key}_`)) : [];
      if (from === undefined && plurals.length === 0) throw new Error(`No part ${part} in the ${language} words`);
      if (!last) to = (to[key] ??= {}) as Record<string, unknown>;
      else if (from !== undefined) to[key] = from;
      else for (const name of plurals) to[name] = parent[name];
    });
  }
  return { ...out, messages: catalogueWords(catalogue, language, FIRST_SCREEN_MESSAGES) };
}

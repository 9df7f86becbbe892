import type { TFunction } from 'i18next';
import { useSyncExternalStore } from 'react';
import { i18n } from '@/lib/i18n';

/**
 * `useTranslation()` for the app's one i18next instance: `{ t, i18n }`, drawn again when the
 * language changes, as react-i18next's.
 *
 * react-i18next's hook builds, in every component that calls it, on its first render: its options,
 * a listener on i18n, a fixed `t`, and a copy of the i18n instance with all its property
 * descriptors (react-i18next 16). A served /products hydrates ~120 such components (24 cards and
 * their buttons): 37 ms of a throttled phone's main thread went to those copies alone
 * (ARCHITECTURE decision 62). Here every component shares one answer per language, and one listener.
 *
 * The server renders pages in both languages with the same instance (entry-server.tsx changes the
 * language before each synchronous render): the answer is taken again whenever the language read
 * now differs from the one it was made for, so it never serves the other language's words.
 */
export type Translation = { t: TFunction; i18n: typeof i18n };

let current: (Translation & { language: string }) | null = null;

function translation(): Translation {
  const language = i18n.language;
  if (!current || current.language !== language) current = { t: i18n.getFixedT(language), i18n, language };
  return current;
}

const listeners = new Set<() => void>();
let listening = false;

function subscribe(listener: () => void) {
  if (!listening) {
    listening = true;
    i18n.on('languageChanged', () => listeners.forEach((notify) => notify()));
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useTranslation(): Translation {
  return useSyncExternalStore(subscribe, translation, translation);
}

import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { i18n, i18nReady, loadAllWords } from '@/lib/i18n';

// Routes are lazy chunks: on a busy machine (a shared CI box) their first import can take several
// seconds. A long wait costs nothing when the element comes; it only slows a failing test.
configure({ asyncUtilTimeout: 15_000 });

// jsdom lacks these browser APIs that Radix and our hooks touch.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!window.ResizeObserver) {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
Element.prototype.scrollIntoView ??= () => undefined;
window.scrollTo = () => undefined;
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => undefined;

// Beyond the first screen's, the words are lazy chunks in the app (the Arabic ones all of them); tests
// read them synchronously (getFixedT('ar')).
beforeAll(async () => {
  await i18nReady;
  await loadAllWords();
  await i18n.loadLanguages('ar');
});

beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('fr');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

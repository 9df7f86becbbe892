import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '@souk/domain';
import ar from './ar.json';
import fr from './fr.json';
import { FIRST_SCREEN_MESSAGES, FIRST_SCREEN_PARTS, firstScreenWords } from './words';

const sources = import.meta.glob<string>(['/src/**/*.{ts,tsx}', '!/src/**/*.test.{ts,tsx}', '!/src/testing/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

function resolve(from: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith('@/')) base = `/src/${specifier.slice(2)}`;
  else if (specifier.startsWith('.')) base = new URL(specifier, `http://x${from}`).pathname;
  else return undefined; // a package
  return ['.ts', '.tsx', '/index.ts', '/index.tsx', ''].map((suffix) => base + suffix).find((path) => path in sources);
}

/** The modules the first screen runs: main.tsx and the home route, with what they import statically. */
function firstScreenModules(): string[] {
  const seen = new Set<string>();
  const visit = (path: string) => {
    if (seen.has(path)) return;
    seen.add(path);
    const text = sources[path]!;
    for (const match of text.matchAll(/^\s*(?:import|export)(?=[\s{*])(?!\s+type\b)[^'";()]*?['"]([^'"]+)['"]/gm)) {
      const target = resolve(path, match[1]!);
      if (target) visit(target);
    }
  };
  ['/src/main.tsx', '/src/app/routes/shell.tsx'].forEach(visit);
  return [...seen];
}

const PARTS = new Set([...Object.keys(fr), 'messages']);

/** Keys a module names (`'home.title'`), and prefixes it completes at run time (`specs.${field}`). */
function keysIn(text: string): string[] {
  const keys: string[] = [];
  for (const match of text.matchAll(/(['"`])([a-zA-Z][a-zA-Z0-9]*(?:\.[a-zA-Z0-9_]+)*)(\1|\.\$\{)/g)) {
    const key = match[2]!;
    const dynamic = match[3] === '.${';
    if ((dynamic || key.includes('.')) && PARTS.has(key.split('.')[0]!)) keys.push(dynamic ? `${key}.*` : key);
  }
  return keys;
}

const covered = (key: string) => {
  const path = key.replace(/\.\*$/, '');
  if (path.startsWith('messages.')) return (FIRST_SCREEN_MESSAGES as readonly string[]).includes(path.slice('messages.'.length));
  return FIRST_SCREEN_PARTS.some((part) => path === part || path.startsWith(`${part}.`));
};

describe('first-screen words', () => {
  it('hold every word the first screen’s code names', () => {
    const modules = firstScreenModules();
    expect(modules).toContain('/src/features/home/routes/home-page.tsx');
    expect(modules).toContain('/src/app/layout/header.tsx');
    const missing = modules.flatMap((path) => keysIn(sources[path]!).filter((key) => !covered(key)).map((key) => `${path}: ${key}`));
    expect(missing).toEqual([]);
  });

  it('are found in both languages, with the catalogue’s placeholders as i18next reads them', () => {
    for (const [language, words] of [['fr', fr], ['ar', ar]] as const) {
      const first = firstScreenWords(words, CATALOGUE, language);
      expect(Object.keys(first.messages)).toEqual([...FIRST_SCREEN_MESSAGES]);
      expect(first.nav).toEqual(words.nav);
      expect((first.home as typeof fr.home).title).toEqual(words.home.title);
      expect((first.product as typeof fr.product).loading).toEqual(words.product.loading);
      expect(first.product).not.toHaveProperty('share');
      expect(first).not.toHaveProperty('admin');
    }
  });
});

describe('firstScreenWords', () => {
  it('takes a counted text with all its plural forms', () => {
    const first = firstScreenWords(ar, CATALOGUE, 'ar') as unknown as { inbox: Record<string, string> };
    expect(Object.keys(first.inbox).sort()).toEqual(Object.keys(ar.inbox).filter((key) => key.startsWith('unread_')).sort());
  });

  it('refuses a part the words do not have', () => {
    expect(() => firstScreenWords({ home: {} }, CATALOGUE, 'fr')).toThrow(/No part a11y.skipToContent in the fr words/);
  });
});

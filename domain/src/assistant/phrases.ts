// Phrase tables turned into token sequences once, longest first, and matched at a position.
import { tokenize } from './tokens';

export interface PhraseTable<T> {
  match(tokens: readonly string[], start: number): { value: T; length: number } | null;
}

export function phraseTable<T>(entries: ReadonlyArray<readonly [string, T]>): PhraseTable<T> {
  const compiled = entries
    .map(([phrase, value]) => ({ tokens: tokenize(phrase), value }))
    .filter((e) => e.tokens.length > 0)
    .sort((a, b) => b.tokens.length - a.tokens.length);
  return {
    match(tokens, start) {
      for (const entry of compiled) {
        if (entry.tokens.every((t, k) => tokens[start + k] === t)) return { value: entry.value, length: entry.tokens.length };
      }
      return null;
    },
  };
}

export const wordSet = (phrases: readonly string[]) => phraseTable(phrases.map((p) => [p, true] as const));

// Splits a request into comparable tokens: the product search's normalisation (case, accents,
// Arabic letter variants and tashkeel) applied word by word, with numbers kept whole
// ("30 000" → "30000", "1,5" → "1.5") and a room count "S+2" kept as one token.
import { normalizeSearchText } from '../search';

const ARABIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;
// A thousands separator between digit groups: space, no-break spaces, dot or apostrophe.
const THOUSANDS = /(\d)[\s\u00A0\u202F.'’](?=\d{3}(?!\d))/g;
const ROOMS = /\bs\s*\+\s*(\d)\b/gi;
const GLUED_UNIT = /(^|\s)(\d+(?:\.\d+)?)(k|dt|tnd|d|m|mille|dinars?|د|دت|دينار|الف|ألف|مليون)(?=[\s,.!?]|$)/giu;
const NUMBER_TOKEN = /^\d+(?:\.\d+)?$/;

export function tokenize(input: string): string[] {
  const text = input
    .replace(ARABIC_DIGITS, (d) => String((d.codePointAt(0) ?? 0) % 16))
    .replace(THOUSANDS, '$1')
    .replace(THOUSANDS, '$1')
    .replace(/(\d),(\d{1,2})(?!\d)/g, '$1.$2')
    .replace(ROOMS, ' s+$1 ')
    // "30k", "30dt", "2000د": a number and the unit glued to it are two tokens ("3la", "5edma" stay words).
    .replace(GLUED_UNIT, '$1$2 $3');
  const tokens: string[] = [];
  for (const raw of text.split(/\s+/)) {
    if (raw === '') continue;
    const lower = raw.toLowerCase();
    if (/^s\+\d$/.test(lower)) {
      tokens.push(lower);
      continue;
    }
    const bare = lower.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
    if (NUMBER_TOKEN.test(bare)) {
      tokens.push(bare);
      continue;
    }
    if (/^[<≤]$/.test(lower)) {
      tokens.push('<');
      continue;
    }
    if (/^[>≥]$/.test(lower)) {
      tokens.push('>');
      continue;
    }
    tokens.push(...normalizeSearchText(raw).split(' ').filter(Boolean));
  }
  return tokens;
}

export const isNumberToken = (token: string) => NUMBER_TOKEN.test(token);

/** A lexicon phrase as tokens ("moins de" → ["moins", "de"]). */
export const phraseTokens = (phrase: string) => tokenize(phrase);

// A shopping request in French, Arabic or Latin-letter Tunisian → the filters of GET /api/products.
// Pure and local: no external service (ARCHITECTURE decision 13).
import type { CategorySlug } from '../categories';
import type { ProductCondition } from '../option-values';
import type { ProductFilters } from '../product-query';
import { matchAmount } from './amounts';
import { matchCity } from './cities';
import {
  AROUND_WORDS,
  CHEAP_WORDS,
  CONDITION_WORDS,
  FREE_WORDS,
  GREETING_WORDS,
  HELP_WORDS,
  MAX_PRICE_WORDS,
  MIN_PRICE_WORDS,
  PRODUCT_WORDS,
  RANGE_JOIN_WORDS,
  RANGE_START_WORDS,
  RENT_WORDS,
  SALE_WORDS,
  STOP_WORDS,
  THANKS_WORDS,
  type ProductWord,
} from './lexicon';
import { phraseTable, wordSet } from './phrases';
import { isNumberToken, tokenize } from './tokens';

export const ASSISTANT_INTENTS = ['search', 'greeting', 'thanks', 'help', 'unknown'] as const;
export type AssistantIntent = (typeof ASSISTANT_INTENTS)[number];

/**
 * What the assistant understood: the listing search's own filters (so a filter the search learns
 * is one the assistant can fill), the words it kept, and "pas cher".
 */
export type AssistantFilters = Omit<ProductFilters, 'search' | 'category'> & {
  category?: CategorySlug;
  /** "pas cher": cheapest first. */
  cheapest?: boolean;
  /** Search words, French for the product words the lexicon knows. */
  keywords: string[];
};

export interface AssistantRequest {
  intent: AssistantIntent;
  filters: AssistantFilters;
  /** The request's own script: Arabic letters → 'ar'; otherwise the interface decides. */
  language: 'ar' | null;
}

export const ASSISTANT_KEYWORDS_MAX = 4;
/** Below this, a car or a house priced without a unit is counted in thousands ("voiture moins de 30"). */
const THOUSANDS_HINT_BELOW = 300;
const AROUND_SPREAD = 0.2;

type Piece =
  | { kind: 'product'; word: ProductWord }
  | { kind: 'condition'; condition: ProductCondition }
  | { kind: 'cheap' | 'free' | 'rent' | 'sale' | 'greeting' | 'thanks' | 'help' | 'stop' };

const pieces = phraseTable<Piece>([
  ...PRODUCT_WORDS.flatMap((word) => word.forms.map((f) => [f, { kind: 'product', word }] as const)),
  ...CONDITION_WORDS.flatMap((c) => c.forms.map((f) => [f, { kind: 'condition', condition: c.condition }] as const)),
  ...CHEAP_WORDS.map((f) => [f, { kind: 'cheap' }] as const),
  ...FREE_WORDS.map((f) => [f, { kind: 'free' }] as const),
  ...RENT_WORDS.map((f) => [f, { kind: 'rent' }] as const),
  ...SALE_WORDS.map((f) => [f, { kind: 'sale' }] as const),
  ...GREETING_WORDS.map((f) => [f, { kind: 'greeting' }] as const),
  ...THANKS_WORDS.map((f) => [f, { kind: 'thanks' }] as const),
  ...HELP_WORDS.map((f) => [f, { kind: 'help' }] as const),
  ...STOP_WORDS.map((f) => [f, { kind: 'stop' }] as const),
] as ReadonlyArray<readonly [string, Piece]>);

const maxWords = wordSet(MAX_PRICE_WORDS);
const minWords = wordSet(MIN_PRICE_WORDS);
const aroundWords = wordSet(AROUND_WORDS);
const rangeStart = wordSet(RANGE_START_WORDS);
const rangeJoin = wordSet(RANGE_JOIN_WORDS);

interface PriceMatch {
  min?: number;
  max?: number;
  end: number;
  /** No unit was said: the amount may be in thousands for cars and houses. */
  implicit: boolean;
}

function matchPrice(tokens: readonly string[], i: number): PriceMatch | null {
  const range = rangeStart.match(tokens, i);
  if (range) {
    const from = matchAmount(tokens, i + range.length);
    const join = from ? rangeJoin.match(tokens, from.end) : null;
    const to = from && join ? matchAmount(tokens, from.end + join.length) : null;
    if (from && to) {
      // "entre 20 et 30 mille": the unit said once covers both ends.
      const scale = !from.explicit && to.explicit && to.value >= 1000 && from.value < 1000 ? 1000 : 1;
      const low = from.value * scale;
      return { min: Math.min(low, to.value), max: Math.max(low, to.value), end: to.end, implicit: !from.explicit && !to.explicit };
    }
  }
  for (const [table, kind] of [[maxWords, 'max'], [minWords, 'min'], [aroundWords, 'around']] as const) {
    const bound = table.match(tokens, i);
    if (!bound) continue;
    const amount = matchAmount(tokens, i + bound.length);
    if (!amount) continue;
    const implicit = !amount.explicit;
    if (kind === 'max') return { max: amount.value, end: amount.end, implicit };
    if (kind === 'min') return { min: amount.value, end: amount.end, implicit };
    return {
      min: Math.round(amount.value * (1 - AROUND_SPREAD)),
      max: Math.round(amount.value * (1 + AROUND_SPREAD)),
      end: amount.end,
      implicit,
    };
  }
  // A lone amount with a unit is a budget: "iPhone 1500 DT", "كرهبة 30 ألف".
  const amount = matchAmount(tokens, i);
  if (amount?.explicit) return { max: amount.value, end: amount.end, implicit: false };
  return null;
}

const isMeaningful = (token: string) => isNumberToken(token) || /^s\+\d$/.test(token) || token.length >= 2;

export function parseAssistantRequest(input: string): AssistantRequest {
  const tokens = tokenize(input);
  const filters: AssistantFilters = { keywords: [] };
  const keywords: string[] = [];
  let implicitPrice = false;
  let rent = false;
  const social = { greeting: false, thanks: false, help: false };

  let i = 0;
  while (i < tokens.length) {
    const price = matchPrice(tokens, i);
    if (price) {
      if (price.min !== undefined) filters.minPrice = price.min;
      if (price.max !== undefined) filters.maxPrice = price.max;
      implicitPrice = implicitPrice || price.implicit;
      i = price.end;
      continue;
    }
    const city = matchCity(tokens, i);
    if (city) {
      filters.city = city.city.slug;
      i += city.length;
      continue;
    }
    const piece = pieces.match(tokens, i);
    if (piece) {
      const p = piece.value;
      if (p.kind === 'product') {
        filters.category ??= p.word.category;
        if (p.word.keyword) keywords.push(p.word.keyword);
        // "S+2" narrows real estate to that size: the listing titles say it.
        if (tokens[i]?.startsWith('s+')) keywords.push(tokens[i]!.toUpperCase());
      } else if (p.kind === 'condition') filters.condition = p.condition;
      else if (p.kind === 'cheap') filters.cheapest = true;
      else if (p.kind === 'free') filters.freeOnly = true;
      else if (p.kind === 'rent') rent = true;
      else if (p.kind === 'greeting' || p.kind === 'thanks' || p.kind === 'help') social[p.kind] = true;
      i += piece.length;
      continue;
    }
    const token = tokens[i]!;
    if (isMeaningful(token)) keywords.push(token);
    i += 1;
  }

  if (rent) {
    filters.category ??= 'immobilier';
    keywords.push('louer');
  }
  // "voiture moins de 30": nobody sells a car for 30 DT; they mean 30 thousand.
  if (implicitPrice && !rent && (filters.category === 'voiture' || filters.category === 'immobilier')) {
    if (filters.maxPrice !== undefined && filters.maxPrice < THOUSANDS_HINT_BELOW) filters.maxPrice *= 1000;
    if (filters.minPrice !== undefined && filters.minPrice < THOUSANDS_HINT_BELOW) filters.minPrice *= 1000;
  }
  if (filters.freeOnly) {
    delete filters.minPrice;
    delete filters.maxPrice;
    delete filters.cheapest;
  }
  filters.keywords = [...new Set(keywords)].slice(0, ASSISTANT_KEYWORDS_MAX);

  const language = /[\u0600-\u06FF]/.test(input) ? 'ar' : null;
  const understood =
    filters.category !== undefined ||
    filters.city !== undefined ||
    filters.minPrice !== undefined ||
    filters.maxPrice !== undefined ||
    filters.condition !== undefined ||
    filters.freeOnly === true;
  let intent: AssistantIntent;
  if (understood) intent = 'search';
  else if (social.help) intent = 'help';
  else if (social.greeting) intent = 'greeting';
  else if (social.thanks) intent = 'thanks';
  else if (filters.keywords.length > 0) intent = 'search';
  else intent = 'unknown';
  return { intent, filters, language };
}

// A shopping request in French, Arabic or Latin-letter Tunisian → the filters of GET /api/products.
// Pure and local: no external service (ARCHITECTURE decision 13).
import type { CategorySlug } from '../categories';
import type { ProductCondition } from '../option-values';
import type { ProductFilters } from '../product-query';
import { KIND_FILTERS, filterParams } from '../product/filter-table';
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
import { FILTER_WORDS, MILEAGE_UNITS, YEAR_FROM_AFTER_WORDS, YEAR_FROM_WORDS, YEAR_UNTIL_WORDS, type FilterWord } from './lexicon-filters';
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
  | { kind: 'filter'; word: FilterWord }
  | { kind: 'condition'; condition: ProductCondition }
  | { kind: 'cheap' | 'free' | 'rent' | 'sale' | 'greeting' | 'thanks' | 'help' | 'stop' };

const pieces = phraseTable<Piece>([
  // Filter words first: "diesel" is the fuel filter, not a search word.
  ...FILTER_WORDS.flatMap((word) => word.forms.map((f) => [f, { kind: 'filter', word }] as const)),
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
const mileageUnits = wordSet(MILEAGE_UNITS);
const yearFrom = wordSet(YEAR_FROM_WORDS);
const yearFromAfter = wordSet(YEAR_FROM_AFTER_WORDS);
const yearUntil = wordSet(YEAR_UNTIL_WORDS);

const YEAR_MIN = 1950;
const isYear = (token: string | undefined) => token !== undefined && /^(19|20)\d\d$/.test(token) && Number(token) >= YEAR_MIN && Number(token) <= new Date().getFullYear() + 1;

/** "moins de 100 000 km", "100 000 km max": at most that mileage. */
function matchMileage(tokens: readonly string[], i: number): { max: number; end: number } | null {
  const bound = maxWords.match(tokens, i);
  const amount = matchAmount(tokens, i + (bound?.length ?? 0));
  const unit = amount && !amount.explicit ? mileageUnits.match(tokens, amount.end) : null;
  if (!amount || !unit) return null;
  const end = amount.end + unit.length;
  const after = maxWords.match(tokens, end);
  return { max: amount.value, end: after && !matchAmount(tokens, end + after.length) ? end + after.length : end };
}

/** "après 2018", "2018 ou plus récent", "avant 2015": a bound on the car's year. */
function matchYear(tokens: readonly string[], i: number): { min?: number; max?: number; end: number } | null {
  const from = yearFrom.match(tokens, i);
  if (from && isYear(tokens[i + from.length])) return { min: Number(tokens[i + from.length]), end: i + from.length + 1 };
  const until = yearUntil.match(tokens, i);
  if (until && isYear(tokens[i + until.length])) return { max: Number(tokens[i + until.length]), end: i + until.length + 1 };
  if (isYear(tokens[i])) {
    const after = yearFromAfter.match(tokens, i + 1);
    if (after) return { min: Number(tokens[i]), end: i + 1 + after.length };
  }
  return null;
}

/** Sets a filter word's value: a set gathers its values, a switch is on. */
function putFilter(filters: AssistantFilters, word: FilterWord) {
  const target = filters as Record<string, unknown>;
  if (word.value === true) target[word.param] = true;
  else {
    const list = Array.isArray(target[word.param]) ? (target[word.param] as string[]) : [];
    if (!list.includes(word.value)) target[word.param] = [...list, word.value].sort();
  }
}

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

  let sale = false;
  const weak: FilterWord[] = [];
  let i = 0;
  while (i < tokens.length) {
    const mileage = matchMileage(tokens, i);
    if (mileage) {
      filters.maxMileage = mileage.max;
      filters.category ??= 'voiture';
      i = mileage.end;
      continue;
    }
    const year = matchYear(tokens, i);
    if (year) {
      if (year.min !== undefined) filters.minYear = year.min;
      if (year.max !== undefined) filters.maxYear = year.max;
      filters.category ??= 'voiture';
      i = year.end;
      continue;
    }
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
      if (p.kind === 'filter') {
        if (p.word.otherwise) weak.push(p.word);
        else {
          filters.category ??= p.word.category;
          putFilter(filters, p.word);
        }
      } else if (p.kind === 'product') {
        filters.category ??= p.word.category;
        if (p.word.keyword) keywords.push(p.word.keyword);
        // "S+2": at least two rooms besides the living room (the rooms filter).
        if (tokens[i]?.startsWith('s+')) filters.minRooms = Number(tokens[i]!.slice(2));
      } else if (p.kind === 'condition') filters.condition = p.condition;
      else if (p.kind === 'cheap') filters.cheapest = true;
      else if (p.kind === 'free') filters.freeOnly = true;
      else if (p.kind === 'rent') rent = true;
      else if (p.kind === 'sale') sale = true;
      else if (p.kind === 'greeting' || p.kind === 'thanks' || p.kind === 'help') social[p.kind] = true;
      i += piece.length;
      continue;
    }
    const token = tokens[i]!;
    if (isMeaningful(token)) keywords.push(token);
    i += 1;
  }

  if (rent) filters.category ??= 'immobilier';
  for (const word of weak) {
    if (filters.category === word.category) putFilter(filters, word);
    else filters.category ??= word.otherwise;
  }
  // Sale or rent is a real-estate field; "location voiture" keeps the word instead.
  if (filters.category === 'immobilier' && (rent || sale)) filters.deal = [rent ? 'rent' : 'sale'];
  else if (rent) keywords.push('louer');
  // "voiture entre 2015 et 2020": years, not prices.
  if (filters.category === 'voiture' && implicitPrice && isYear(String(filters.minPrice)) && isYear(String(filters.maxPrice))) {
    filters.minYear = filters.minPrice;
    filters.maxYear = filters.maxPrice;
    delete filters.minPrice;
    delete filters.maxPrice;
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
    filters.freeOnly === true ||
    KIND_FILTERS.some((f) => filterParams(f).some((param) => (filters as Record<string, unknown>)[param] !== undefined));
  let intent: AssistantIntent;
  if (understood) intent = 'search';
  else if (social.help) intent = 'help';
  else if (social.greeting) intent = 'greeting';
  else if (social.thanks) intent = 'thanks';
  else if (filters.keywords.length > 0) intent = 'search';
  else intent = 'unknown';
  return { intent, filters, language };
}

// 'Annonces proches' (issue 28): when a search finds nothing, the searches tried in its place, from
// the closest to the broadest. One rule for the cms (which runs them) and the tests.
import type { ProductFilters } from './product-query';
import { searchTokens } from './search';

/** Listings shown under a search that found none. */
export const NEARBY_MAX = 8;
/** Words of a search tried one by one, the longest first (a short word says least about what is sought). */
const WORDS_TRIED = 3;

type Step = ProductFilters;

const sameFilters = (a: Step, b: Step) => {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]) as Set<keyof Step>;
  return [...keys].every((k) => JSON.stringify(a[k]) === JSON.stringify(b[k]));
};

function singleWords(search: string): Step[] {
  const words = [...new Set(searchTokens(search))].filter((w) => w.length >= 3);
  if (words.length < 2) return [];
  return words
    .sort((a, b) => b.length - a.length)
    .slice(0, WORDS_TRIED)
    .map((word) => ({ search: word }));
}

/**
 * The relaxed searches of `filters`, in order: the same category in the same city without the
 * other filters, the same category anywhere; without a category, the same words in the same city,
 * the same words anywhere, each of its longest words alone (all words must match, and one of them
 * may be what nobody wrote), then the same city. 'Available only' (a preference, not a narrowing of
 * what is sought) is kept in each. A step equal to the search itself, or to an earlier one, is left out:
 * it would find nothing new. No category, words or city: nothing is close to anything.
 */
export function nearbySearches(filters: ProductFilters): Step[] {
  const keep: Step = filters.availableOnly ? { availableOnly: true } : {};
  const { category, city, search } = filters;
  const candidates: Step[] = category
    ? [...(city ? [{ category, city }] : []), { category }]
    : [...(search && city ? [{ search, city }] : []), ...(search ? [{ search }, ...singleWords(search)] : []), ...(city ? [{ city }] : [])];
  const steps: Step[] = [];
  for (const candidate of candidates) {
    const step = { ...candidate, ...keep };
    if (!sameFilters(step, filters) && !steps.some((s) => sameFilters(s, step))) steps.push(step);
  }
  return steps;
}

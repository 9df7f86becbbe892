import { describe, expect, it } from 'vitest';
import { nearbySearches } from './nearby';
import { viewDayDate, viewDayOf, viewSeriesQuerySchema, viewTotal } from './views';

describe("'Annonces proches': the searches tried in place of one that found nothing", () => {
  it('drops the other filters first, then the city, for a category', () => {
    expect(nearbySearches({ category: 'mobilier', city: 'sfax', maxPrice: 100, condition: ['good'] } as never)).toEqual([
      { category: 'mobilier', city: 'sfax' },
      { category: 'mobilier' },
    ]);
    // The same search as the one that found nothing is not tried again.
    expect(nearbySearches({ category: 'mobilier', city: 'sfax' })).toEqual([{ category: 'mobilier' }]);
    expect(nearbySearches({ category: 'mobilier' })).toEqual([]);
  });

  it('without a category: the words in the place, anywhere, each long word alone, then the place; availableOnly kept', () => {
    expect(nearbySearches({ search: 'coffre de mariage introuvable', city: 'tozeur', availableOnly: true })).toEqual([
      { search: 'coffre de mariage introuvable', availableOnly: true },
      { search: 'introuvable', availableOnly: true },
      { search: 'mariage', availableOnly: true },
      { search: 'coffre', availableOnly: true },
      { city: 'tozeur', availableOnly: true },
    ]);
    expect(nearbySearches({ search: 'licorne', minPrice: 5 })).toEqual([{ search: 'licorne' }]);
  });

  it('has nothing to offer for a search without category, words or place', () => {
    expect(nearbySearches({})).toEqual([]);
    expect(nearbySearches({ minPrice: 100_000, availableOnly: true })).toEqual([]);
  });
});

describe('views per day', () => {
  it('files a time under its UTC day and reads the window', () => {
    expect(viewDayDate(viewDayOf(Date.parse('2026-11-28T23:59:00+01:00')))).toBe('2026-11-28');
    expect(viewTotal([1, 0, 41])).toBe(42);
    expect(viewSeriesQuerySchema.parse({})).toEqual({ days: 30 });
    expect(viewSeriesQuerySchema.parse({ days: '7', owner: 'abc' })).toEqual({ days: 7, owner: 'abc' });
    expect(viewSeriesQuerySchema.safeParse({ days: '31' }).success).toBe(false);
  });
});

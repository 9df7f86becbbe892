import { describe, expect, it } from 'vitest';
import { filtersKey, proposeSavedSearchName, savedSearchChips, savedSearchCreateSchema, savedSearchParams } from './saved-search';
import { productFiltersSchema } from './product-query';

describe('saved searches', () => {
  it('proposes a name from the filters, in French and Arabic', () => {
    const filters = productFiltersSchema.parse({ search: 'Peugeot diesel', city: 'Sfax', maxPrice: '40000' });
    expect(proposeSavedSearchName(filters, 'fr')).toBe('Peugeot diesel · Sfax · moins de 40 000 DT');
    expect(proposeSavedSearchName(filters, 'ar')).toBe('Peugeot diesel · صفاقس · أقل من 40 000 د.ت');
    expect(savedSearchChips(productFiltersSchema.parse({ category: 'voiture', minPrice: 1000, maxPrice: 5000, freeOnly: false, search: '208' }), 'fr')).toEqual(['208', 'Voiture', '1 000 DT à 5 000 DT']);
    expect(savedSearchChips(productFiltersSchema.parse({ minPrice: 200, condition: 'like_new', availableOnly: true }), 'fr')).toEqual(['plus de 200 DT', 'Comme neuf', 'Disponible']);
  });

  it('keeps every filter the list query parses (a new filter joins by itself) and nothing else', () => {
    const body = savedSearchCreateSchema.parse({ filters: { search: ' vélo ', dateRange: 'week', city: 'all' } });
    expect(body.filters).toEqual({ search: 'vélo', dateRange: 'week' });
    expect(savedSearchCreateSchema.safeParse({ filters: { sort: 'price:asc' } }).success).toBe(false);
    expect(savedSearchCreateSchema.safeParse({ filters: {} }).success).toBe(false);
  });

  it('spells equal filter sets alike, whatever their order, and back as URL parameters', () => {
    expect(filtersKey({ city: 'sfax', search: 'x' })).toBe(filtersKey({ search: 'x', city: 'sfax' }));
    expect(savedSearchParams({ search: 'x', maxPrice: 100, freeOnly: true })).toEqual({ search: 'x', maxPrice: '100', freeOnly: 'true' });
  });
});

describe('renaming', () => {
  it('refuses a blank name and an empty change', async () => {
    const { savedSearchPatchSchema } = await import('./saved-search');
    const blank = savedSearchPatchSchema.safeParse({ name: '   ' });
    expect(blank.success ? [] : blank.error.issues.map((i) => i.message)).toEqual(['saved_search_name_required']);
    expect(savedSearchPatchSchema.safeParse({}).success).toBe(false);
    expect(savedSearchPatchSchema.parse({ frequency: 'off' })).toEqual({ frequency: 'off' });
  });
});

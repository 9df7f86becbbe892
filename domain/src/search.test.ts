import { describe, expect, it } from 'vitest';
import { buildSearchText, normalizeSearchText, searchTokens } from './search';

describe('normalizeSearchText', () => {
  it.each([
    ['Canapé', 'canape'],
    ['ÉLÈVE Noël', 'eleve noel'],
    ['Œuvre cœur', 'oeuvre coeur'],
    ['Straße', 'strasse'],
    ['  PC   Gaming!! ', 'pc gaming'],
    ['iPhone-13_Pro/Max', 'iphone 13 pro max'],
    ["l'été", 'l ete'],
    ['أحمد', 'احمد'],
    ['إسلام آمن ٱلله', 'اسلام امن الله'],
    ['مدرسة', 'مدرسه'],
    ['مستشفى', 'مستشفي'],
    ['مؤسسة', 'موسسه'],
    ['رئيس', 'رييس'],
    ['مُحَمَّد', 'محمد'],
    ['كتـــاب', 'كتاب'],
    ['سيارة ٢٠٢٠', 'سياره 2020'],
    ['۱۲۳', '123'],
    ['', ''],
  ])('%s → %s', (input, expected) => {
    expect(normalizeSearchText(input)).toBe(expected);
  });

  it('makes a query and its accented/variant form equal', () => {
    expect(normalizeSearchText('canape')).toBe(normalizeSearchText('Canapé'));
    expect(normalizeSearchText('احمد')).toBe(normalizeSearchText('أحمد'));
    expect(normalizeSearchText('مدرسة')).toBe(normalizeSearchText('مدرسه'));
    expect(normalizeSearchText('كَتَبَ')).toBe(normalizeSearchText('كتب'));
  });
});

describe('searchTokens', () => {
  it('splits into normalised non-empty tokens', () => {
    expect(searchTokens('  Canapé  cuir, Tunis ')).toEqual(['canape', 'cuir', 'tunis']);
    expect(searchTokens(' -- ')).toEqual([]);
  });
});

describe('buildSearchText', () => {
  it('joins title, description, location and category names, normalised', () => {
    expect(
      buildSearchText({
        title: 'Canapé 3 places',
        description: 'Très bon état',
        location: 'Tunis, La Marsa',
        categoryName: 'Mobilier',
        categoryNameAr: 'أثاث',
        categorySlug: null,
      }),
    ).toBe('canape 3 places tres bon etat tunis la marsa mobilier اثاث');
  });

  it('skips missing parts', () => {
    expect(buildSearchText({ title: 'Vélo' })).toBe('velo');
  });
});

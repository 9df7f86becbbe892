import { describe, expect, it } from 'vitest';
import { CATEGORIES } from './categories';
import { CITIES } from './cities';
import { LANDING_PAIRS, landingBreadcrumbs, landingHeading, landingPairOf, landingPath } from './landing';

describe('landing pages per category and governorate', () => {
  it('reads /voitures/sfax and writes it back; every pair round-trips', () => {
    expect(landingPairOf('/voitures/sfax')).toEqual({ category: 'voiture', city: 'sfax' });
    expect(landingPairOf('/immobilier/ariana/')).toEqual({ category: 'immobilier', city: 'ariana' });
    expect(LANDING_PAIRS).toHaveLength(CATEGORIES.length * CITIES.length);
    for (const pair of LANDING_PAIRS) expect(landingPairOf(landingPath(pair))).toEqual(pair);
  });

  it('is not any other two-segment path', () => {
    for (const path of ['/voiture/sfax', '/voitures/paris', '/auth/forgot-password', '/product/abc', '/vendeur/12', '/voitures/sfax/x', '/Voitures/sfax', '/voitures']) {
      expect(landingPairOf(path), path).toBeNull();
    }
  });

  it('has a heading and breadcrumbs in French and Arabic', () => {
    expect(landingHeading({ category: 'voiture', city: 'sfax' })).toEqual({ fr: 'Voitures à Sfax', ar: 'سيارات في صفاقس' });
    expect(landingHeading({ category: 'immobilier', city: 'ariana' }).fr).toBe('Immobilier à Ariana');
    expect(landingBreadcrumbs({ category: 'voiture', city: 'sfax' }).map((b) => b.href)).toEqual(['/', '/products?category=voiture', '/voitures/sfax']);
  });
});

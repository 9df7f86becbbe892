import { describe, expect, it } from 'vitest';
import { haversineKm, productBadges, promotionProgress, shouldPromote, unreadBadgeLabel } from './rules';
import { CITIES } from './cities';

const city = (slug: string) => {
  const found = CITIES.find((c) => c.slug === slug);
  if (!found) throw new Error(slug);
  return found;
};

describe('productBadges', () => {
  it.each([
    [0, false, false],
    [9, false, false],
    [10, true, false],
    [24, true, false],
    [25, true, true],
  ])('%i likes → popular %s, top %s', (likes, popular, top) => {
    expect(productBadges(likes)).toEqual({ popular, top });
  });
});

describe('promotionProgress', () => {
  it.each([
    [0, 0],
    [1, 1],
    [3, 3],
    [7, 3],
    [-2, 0],
  ])('%i likes → %i/3', (likes, current) => {
    expect(promotionProgress(likes)).toEqual({ current, target: 3, ratio: current / 3 });
  });
});

describe('shouldPromote', () => {
  it('promotes once, at 3 likes or more', () => {
    expect(shouldPromote(2, false)).toBe(false);
    expect(shouldPromote(3, false)).toBe(true);
    expect(shouldPromote(4, false)).toBe(true);
    expect(shouldPromote(3, true)).toBe(false);
  });
});

describe('haversineKm', () => {
  it('measures Tunis–Sfax at about 235 km, rounded to 0.1 km', () => {
    const km = haversineKm(city('tunis'), city('sfax'));
    expect(km).toBeGreaterThan(230);
    expect(km).toBeLessThan(240);
    expect(Math.round(km * 10) / 10).toBe(km);
  });

  it('is 0 for one point and symmetric', () => {
    expect(haversineKm(city('sousse'), city('sousse'))).toBe(0);
    expect(haversineKm(city('gabes'), city('bizerte'))).toBe(haversineKm(city('bizerte'), city('gabes')));
  });

  it('uses an earth radius of 6371 km (one degree of latitude ≈ 111.2 km)', () => {
    expect(haversineKm({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBe(111.2);
  });
});

describe('unreadBadgeLabel', () => {
  it.each([
    [0, ''],
    [-1, ''],
    [1, '1'],
    [9, '9'],
    [10, '9+'],
    [250, '9+'],
  ])('%i → %j', (count, label) => {
    expect(unreadBadgeLabel(count)).toBe(label);
  });
});

import { describe, expect, it } from 'vitest';
import {
  ADMIN_CITY_CHOICES,
  CITIES,
  jitteredCoordinates,
  JITTER_DEGREES,
  PRODUCTS_PAGE_CITIES,
  resolveCity,
  SPEC_CITIES,
  TUNIS,
} from './cities';

describe('CITIES', () => {
  it('holds the 24 governorate capitals inside Tunisia with 4-decimal coordinates', () => {
    expect(CITIES).toHaveLength(24);
    expect(new Set(CITIES.map((c) => c.slug)).size).toBe(24);
    for (const c of CITIES) {
      expect(c.lat).toBeGreaterThan(30.2);
      expect(c.lat).toBeLessThan(37.6);
      expect(c.lng).toBeGreaterThan(7.5);
      expect(c.lng).toBeLessThan(11.7);
      expect(Math.round(c.lat * 1e4) / 1e4).toBe(c.lat);
      expect(c.name_ar).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('includes the 8 SPEC cities, in SPEC order for the admin choices', () => {
    for (const slug of SPEC_CITIES) expect(CITIES.some((c) => c.slug === slug)).toBe(true);
    expect(ADMIN_CITY_CHOICES).toEqual(['Tunis', 'Sfax', 'Sousse', 'Monastir', 'Bizerte', 'Gabès', 'Kairouan', 'Nabeul']);
    expect(PRODUCTS_PAGE_CITIES.map((o) => o.value)).toEqual(['all', 'tunis', 'sfax', 'sousse', 'bizerte', 'gabes']);
    expect(TUNIS.name).toBe('Tunis');
  });
});

describe('resolveCity', () => {
  it.each([
    ['tunis', 'tunis'],
    ['Tunis', 'tunis'],
    ['gabes', 'gabes'],
    ['Gabès', 'gabes'],
    ['GABÈS', 'gabes'],
    ['Médenine', 'medenine'],
    ['ben-arous', 'ben-arous'],
    ['Ben Arous', 'ben-arous'],
    ['Manouba', 'manouba'],
    ['La Manouba', 'manouba'],
    ['Kef', 'le-kef'],
    ['صفاقس', 'sfax'],
    ['سوسة', 'sousse'],
    ['سوسه', 'sousse'],
    ['Tunis, La Marsa', 'tunis'],
    ['Sidi Bouzid centre', 'sidi-bouzid'],
    ['La Marsa, Tunis', 'tunis'],
  ])('%s → %s', (input, slug) => {
    expect(resolveCity(input)?.slug).toBe(slug);
  });

  it.each(['', 'Paris', 'Tunisie', 'La Marsa', null, undefined])('%s → null', (input) => {
    expect(resolveCity(input)).toBeNull();
  });
});

describe('jitteredCoordinates', () => {
  it('is deterministic for a seed and stays within ±0.005°', () => {
    const a = jitteredCoordinates(TUNIS, 'product-42');
    expect(jitteredCoordinates(TUNIS, 'product-42')).toEqual(a);
    for (let i = 0; i < 200; i++) {
      const p = jitteredCoordinates(TUNIS, `seed-${i}`);
      expect(Math.abs(p.lat - TUNIS.lat)).toBeLessThanOrEqual(JITTER_DEGREES + 1e-12);
      expect(Math.abs(p.lng - TUNIS.lng)).toBeLessThanOrEqual(JITTER_DEGREES + 1e-12);
    }
  });

  it('spreads different seeds apart', () => {
    const points = new Set(Array.from({ length: 50 }, (_, i) => JSON.stringify(jitteredCoordinates(TUNIS, `id${i}`))));
    expect(points.size).toBe(50);
  });
});

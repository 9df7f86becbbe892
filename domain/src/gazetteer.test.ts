import { describe, expect, it } from 'vitest';
import { CITIES } from './cities';
import { PLACES, placeResult, searchPlaces } from './gazetteer';
import { isInTunisia, TUNISIA_BOUNDS } from './geo';
import { haversineKm } from './rules';
import { normalizeSearchText } from './search';

/** Tunisia's longest governorates (Tataouine, Médenine, Kébili) reach about 110 km from their capital. */
const MAX_KM_FROM_GOVERNORATE = 120;

const first = (q: string) => searchPlaces(q)[0];

describe('gazetteer', () => {
  it('holds the 24 governorates and delegations for each, all inside Tunisia', () => {
    expect(PLACES.filter((p) => p.kind === 'governorate')).toHaveLength(24);
    for (const city of CITIES) {
      expect(PLACES.filter((p) => p.kind === 'delegation' && p.governorate === city.slug).length, city.slug).toBeGreaterThanOrEqual(3);
    }
    for (const place of PLACES) expect(isInTunisia(place), place.id).toBe(true);
    expect(new Set(PLACES.map((p) => p.id)).size).toBe(PLACES.length);
  });

  it('finds Sousse from French in any case and with or without accents', () => {
    for (const q of ['Sousse', 'sousse', 'SOUSSE', ' sousse ']) expect(first(q)?.id).toBe('sousse');
    expect(first('Gabès')?.id).toBe('gabes');
    expect(first('gabes')?.id).toBe('gabes');
    expect(first('medenine')?.id).toBe('medenine');
    expect(first('kelibia')?.name).toBe('Kélibia');
  });

  it('finds Sousse from Arabic with taa marbuta or haa', () => {
    expect(first('سوسة')?.id).toBe('sousse');
    expect(first('سوسه')?.id).toBe('sousse');
  });

  it('ignores hamza and madda on alef', () => {
    expect(first('أريانة')?.id).toBe('ariana');
    expect(first('اريانة')?.id).toBe('ariana');
    expect(first('اريانه')?.id).toBe('ariana');
    expect(first('بئر علي بن خليفة')?.name).toBe('Bir Ali Ben Khalifa');
    expect(first('بير علي')?.name).toBe('Bir Ali Ben Khalifa');
  });

  it('finds delegations by prefix and other spellings, governorate first on ties', () => {
    expect(first('djerba')?.name).toBe('Djerba Houmt Souk');
    expect(first('jerba')?.name).toBe('Djerba Houmt Souk');
    expect(first('marsa')?.name).toBe('La Marsa');
    const tunis = searchPlaces('tunis');
    expect(tunis[0]?.id).toBe('tunis');
    expect(searchPlaces('sousse').map((p) => p.name)).toContain('Hammam Sousse');
  });

  it('ignores empty or one-letter queries and unknown names', () => {
    expect(searchPlaces('')).toEqual([]);
    expect(searchPlaces('   ')).toEqual([]);
    expect(searchPlaces('s')).toEqual([]);
    expect(searchPlaces('paris')).toEqual([]);
  });

  it('labels a delegation with its governorate in both languages', () => {
    const riadh = searchPlaces('sousse riadh')[0]!;
    expect(placeResult(riadh)).toMatchObject({ label: 'Sousse Riadh, Sousse', label_ar: 'سوسة الرياض، سوسة', city: 'sousse', source: 'gazetteer' });
    expect(placeResult(first('sfax')!)).toMatchObject({ label: 'Sfax', label_ar: 'صفاقس', city: 'sfax' });
  });

  it('places every delegation inside Tunisia and near its own governorate', () => {
    const tooFar: string[] = [];
    for (const place of PLACES.filter((p) => p.kind === 'delegation')) {
      const capital = CITIES.find((c) => c.slug === place.governorate)!;
      expect(place.lat, place.id).toBeGreaterThanOrEqual(TUNISIA_BOUNDS.south);
      expect(place.lat, place.id).toBeLessThanOrEqual(TUNISIA_BOUNDS.north);
      expect(place.lng, place.id).toBeGreaterThanOrEqual(TUNISIA_BOUNDS.west);
      expect(place.lng, place.id).toBeLessThanOrEqual(TUNISIA_BOUNDS.east);
      const km = haversineKm(place, capital);
      if (km > MAX_KM_FROM_GOVERNORATE) tooFar.push(`${place.id}: ${Math.round(km)} km`);
    }
    expect(tooFar).toEqual([]);
  });

  it('gives each delegation a French and an Arabic name of its own within its governorate', () => {
    for (const city of CITIES) {
      const places = PLACES.filter((p) => p.governorate === city.slug);
      for (const key of ['name', 'name_ar'] as const) {
        const names = places.map((p) => normalizeSearchText(p[key]));
        const repeated = names.filter((n, i) => names.indexOf(n) !== i);
        expect(repeated, `${city.slug} ${key}`).toEqual([]);
      }
    }
  });

  it('does not give two delegations the same point', () => {
    const seen = new Map<string, string>();
    for (const place of PLACES.filter((p) => p.kind === 'delegation')) {
      const key = `${place.lat},${place.lng}`;
      expect(seen.get(key), place.id).toBeUndefined();
      seen.set(key, place.id);
    }
  });
});

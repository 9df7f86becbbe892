import { describe, expect, it } from 'vitest';
import { CITIES } from './cities';
import { PLACES, placeResult, searchPlaces } from './gazetteer';
import { isInTunisia } from './geo';

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
});

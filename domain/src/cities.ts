// Gazetteer of the 24 governorate capitals of Tunisia: map markers, offline geocoding (ARCHITECTURE
// decision 9) and the city filter all read it.
import type { Label } from './options';
import { normalizeSearchText } from './search';

export interface City {
  readonly slug: string;
  readonly name: string;
  readonly name_ar: string;
  readonly lat: number;
  readonly lng: number;
  readonly governorate: string;
  /** Other spellings (normalised before comparison). */
  readonly aliases: readonly string[];
}

export const CITIES: readonly City[] = [
  { slug: 'tunis', name: 'Tunis', name_ar: 'تونس', lat: 36.8065, lng: 10.1815, governorate: 'Tunis', aliases: [] },
  { slug: 'ariana', name: 'Ariana', name_ar: 'أريانة', lat: 36.8625, lng: 10.1956, governorate: 'Ariana', aliases: ['l ariana'] },
  { slug: 'ben-arous', name: 'Ben Arous', name_ar: 'بن عروس', lat: 36.7531, lng: 10.2189, governorate: 'Ben Arous', aliases: [] },
  { slug: 'manouba', name: 'La Manouba', name_ar: 'منوبة', lat: 36.8081, lng: 10.0972, governorate: 'La Manouba', aliases: ['manouba', 'la mannouba', 'mannouba'] },
  { slug: 'nabeul', name: 'Nabeul', name_ar: 'نابل', lat: 36.4561, lng: 10.7376, governorate: 'Nabeul', aliases: [] },
  { slug: 'zaghouan', name: 'Zaghouan', name_ar: 'زغوان', lat: 36.4029, lng: 10.1429, governorate: 'Zaghouan', aliases: [] },
  { slug: 'bizerte', name: 'Bizerte', name_ar: 'بنزرت', lat: 37.2744, lng: 9.8739, governorate: 'Bizerte', aliases: ['binzart'] },
  { slug: 'beja', name: 'Béja', name_ar: 'باجة', lat: 36.7256, lng: 9.1817, governorate: 'Béja', aliases: [] },
  { slug: 'jendouba', name: 'Jendouba', name_ar: 'جندوبة', lat: 36.5011, lng: 8.7802, governorate: 'Jendouba', aliases: [] },
  { slug: 'le-kef', name: 'Le Kef', name_ar: 'الكاف', lat: 36.1822, lng: 8.7147, governorate: 'Le Kef', aliases: ['kef', 'el kef'] },
  { slug: 'siliana', name: 'Siliana', name_ar: 'سليانة', lat: 36.0849, lng: 9.3708, governorate: 'Siliana', aliases: [] },
  { slug: 'sousse', name: 'Sousse', name_ar: 'سوسة', lat: 35.8256, lng: 10.6411, governorate: 'Sousse', aliases: [] },
  { slug: 'monastir', name: 'Monastir', name_ar: 'المنستير', lat: 35.7643, lng: 10.8113, governorate: 'Monastir', aliases: [] },
  { slug: 'mahdia', name: 'Mahdia', name_ar: 'المهدية', lat: 35.5047, lng: 11.0622, governorate: 'Mahdia', aliases: [] },
  { slug: 'sfax', name: 'Sfax', name_ar: 'صفاقس', lat: 34.7406, lng: 10.7603, governorate: 'Sfax', aliases: [] },
  { slug: 'kairouan', name: 'Kairouan', name_ar: 'القيروان', lat: 35.6781, lng: 10.0963, governorate: 'Kairouan', aliases: [] },
  { slug: 'kasserine', name: 'Kasserine', name_ar: 'القصرين', lat: 35.1676, lng: 8.8365, governorate: 'Kasserine', aliases: [] },
  { slug: 'sidi-bouzid', name: 'Sidi Bouzid', name_ar: 'سيدي بوزيد', lat: 35.0382, lng: 9.4849, governorate: 'Sidi Bouzid', aliases: [] },
  { slug: 'gabes', name: 'Gabès', name_ar: 'قابس', lat: 33.8815, lng: 10.0982, governorate: 'Gabès', aliases: [] },
  { slug: 'medenine', name: 'Médenine', name_ar: 'مدنين', lat: 33.3549, lng: 10.5055, governorate: 'Médenine', aliases: [] },
  { slug: 'tataouine', name: 'Tataouine', name_ar: 'تطاوين', lat: 32.9297, lng: 10.4518, governorate: 'Tataouine', aliases: [] },
  { slug: 'gafsa', name: 'Gafsa', name_ar: 'قفصة', lat: 34.425, lng: 8.7842, governorate: 'Gafsa', aliases: [] },
  { slug: 'tozeur', name: 'Tozeur', name_ar: 'توزر', lat: 33.9197, lng: 8.1335, governorate: 'Tozeur', aliases: [] },
  { slug: 'kebili', name: 'Kébili', name_ar: 'قبلي', lat: 33.7044, lng: 8.969, governorate: 'Kébili', aliases: [] },
];

const CITY_BY_SLUG = new Map<string, City>(CITIES.map((c) => [c.slug, c]));

function cityBySlug(slug: string): City {
  const city = CITY_BY_SLUG.get(slug);
  if (!city) throw new Error(`Unknown city slug: ${slug}`);
  return city;
}

/** Central Tunis: where the map falls back when nothing else is known. */
export const TUNIS: City = cityBySlug('tunis');

/** The 8 cities named in SPEC, in SPEC order. */
export const SPEC_CITIES = ['tunis', 'sfax', 'sousse', 'monastir', 'bizerte', 'gabes', 'kairouan', 'nabeul'] as const;

export interface CityOption {
  readonly value: string;
  readonly slug: string | null;
  readonly label: Label;
}

function cityOptions(slugs: readonly string[]): CityOption[] {
  return [
    { value: 'all', slug: null, label: { fr: 'Toutes les villes', ar: 'كل المدن' } },
    ...slugs.map((slug) => {
      const { name, name_ar } = cityBySlug(slug);
      return { value: slug, slug, label: { fr: name, ar: name_ar } };
    }),
  ];
}

export const PRODUCTS_PAGE_CITIES: readonly CityOption[] = cityOptions(['tunis', 'sfax', 'sousse', 'bizerte', 'gabes']);

/** The search tab's location filter: every SPEC city. */
export const SEARCH_FILTER_CITIES: readonly CityOption[] = cityOptions(SPEC_CITIES);

export const ADMIN_CITY_CHOICES: readonly string[] = SPEC_CITIES.map((slug) => cityBySlug(slug).name);

// Each normalised spelling → city, longest first so "sidi bouzid" is tried before any shorter prefix.
// Built on the first lookup, not when the module loads: every screen that formats a place imports
// this module, and normalising every spelling is a few milliseconds of a phone's first seconds.
let spellings: ReadonlyArray<readonly [string, City]> | null = null;
const citySpellings = (): ReadonlyArray<readonly [string, City]> =>
  (spellings ??= CITIES.flatMap((city) =>
    [city.slug, city.name, city.name_ar, city.governorate, ...city.aliases].map(
      (spelling) => [normalizeSearchText(spelling), city] as const,
    ),
  ).sort((a, b) => b[0].length - a[0].length));

/**
 * City of a slug, a French or Arabic name, or a location text that starts with one
 * ("Tunis, La Marsa"); failing that, a comma-separated part naming a city ("La Marsa, Tunis").
 */
export function resolveCity(input: string | null | undefined): City | null {
  if (typeof input !== 'string') return null;
  const text = normalizeSearchText(input);
  if (text === '') return null;
  for (const [spelling, city] of citySpellings()) {
    if (text === spelling || text.startsWith(`${spelling} `)) return city;
  }
  for (const part of input.split(',').slice(1)) {
    const normalizedPart = normalizeSearchText(part);
    const match = citySpellings().find(([spelling]) => spelling === normalizedPart);
    if (match) return match[1];
  }
  return null;
}

/** 32-bit FNV-1a: small, deterministic and well spread for short ids. */
function hashString(input: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < input.length; i++) {
    hash ^= input.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export const JITTER_DEGREES = 0.005;

/**
 * The city's coordinates moved by a deterministic offset of at most ±0.005° derived from `seed`
 * (usually the product id), so markers of one city do not overlap and stay put between renders.
 */
export function jitteredCoordinates(city: Pick<City, 'lat' | 'lng'>, seed: string): { lat: number; lng: number } {
  const hash = hashString(seed);
  // Low and high 16 bits give two independent fractions in [0, 1].
  const fractionLat = (hash & 0xffff) / 0xffff;
  const fractionLng = (hash >>> 16) / 0xffff;
  return {
    lat: city.lat + (fractionLat * 2 - 1) * JITTER_DEGREES,
    lng: city.lng + (fractionLng * 2 - 1) * JITTER_DEGREES,
  };
}

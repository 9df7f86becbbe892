// Offline geocoding (ARCHITECTURE decision 9): the 24 governorates and their delegations, searched
// accent-, case- and hamza-insensitively in French and Arabic before any remote geocoder is asked.
import { CITIES, type City } from './cities';
import { DELEGATIONS } from './gazetteer-data';
import { normalizeSearchText } from './search';

export interface Place {
  /** Stable key: the city slug for a governorate, `<governorate>/<delegation slug>` otherwise. */
  readonly id: string;
  readonly kind: 'governorate' | 'delegation';
  readonly name: string;
  readonly name_ar: string;
  /** Governorate's city slug (cities.ts), so a picked place also fills the listing's city. */
  readonly governorate: string;
  readonly governorate_name: string;
  readonly governorate_name_ar: string;
  readonly lat: number;
  readonly lng: number;
}

/** What the picker and the geocoder endpoint answer: a place or a remote result, one shape. */
export interface GeocodeResult {
  readonly id: string;
  readonly label: string;
  readonly label_ar: string;
  readonly lat: number;
  readonly lng: number;
  /** Governorate's city slug when known. */
  readonly city: string | null;
  readonly source: 'gazetteer' | 'geocoder';
}

const slugify = (text: string) => normalizeSearchText(text).replace(/ /g, '-');

function governoratePlace(city: City): Place {
  return {
    id: city.slug,
    kind: 'governorate',
    name: city.name,
    name_ar: city.name_ar,
    governorate: city.slug,
    governorate_name: city.name,
    governorate_name_ar: city.name_ar,
    lat: city.lat,
    lng: city.lng,
  };
}

export const PLACES: readonly Place[] = CITIES.flatMap((city) => [
  governoratePlace(city),
  ...(DELEGATIONS[city.slug] ?? []).map(
    ([name, nameAr, lat, lng]): Place => ({
      id: `${city.slug}/${slugify(name)}`,
      kind: 'delegation',
      name,
      name_ar: nameAr,
      governorate: city.slug,
      governorate_name: city.name,
      governorate_name_ar: city.name_ar,
      lat,
      lng,
    }),
  ),
]);

const ALIASES = new Map<string, readonly string[]>(
  CITIES.flatMap((city) => [
    [city.slug, city.aliases] as const,
    ...(DELEGATIONS[city.slug] ?? []).map(([name, , , , aliases]) => [`${city.slug}/${slugify(name)}`, aliases ?? []] as const),
  ]),
);

// Every place with its normalised spellings, computed once.
const INDEX: ReadonlyArray<{ place: Place; spellings: string[] }> = PLACES.map((place) => ({
  place,
  spellings: [place.name, place.name_ar, ...(ALIASES.get(place.id) ?? [])].map(normalizeSearchText).filter((s) => s !== ''),
}));

/** 0 exact, 1 prefix, 2 a word starts with the query, 3 substring; null when no spelling matches. */
function matchRank(spelling: string, query: string): number | null {
  if (spelling === query) return 0;
  if (spelling.startsWith(query)) return 1;
  if (spelling.includes(` ${query}`)) return 2;
  if (spelling.includes(query)) return 3;
  return null;
}

export const GAZETTEER_MIN_QUERY = 2;
export const GAZETTEER_LIMIT = 8;

/**
 * Places whose French or Arabic name (or a known other spelling) matches `query`, best first:
 * exact before prefix before word start before substring, governorates before delegations, then
 * alphabetical. 'sousse', 'Sousse', 'سوسة' and 'سوسه' all put the governorate of Sousse first.
 */
export function searchPlaces(query: string, limit = GAZETTEER_LIMIT): Place[] {
  const q = normalizeSearchText(query);
  if (q.length < GAZETTEER_MIN_QUERY) return [];
  const ranked: Array<{ place: Place; rank: number }> = [];
  for (const { place, spellings } of INDEX) {
    let best: number | null = null;
    for (const spelling of spellings) {
      const rank = matchRank(spelling, q);
      if (rank !== null && (best === null || rank < best)) best = rank;
    }
    if (best !== null) ranked.push({ place, rank: best });
  }
  ranked.sort(
    (a, b) =>
      a.rank - b.rank ||
      (a.place.kind === b.place.kind ? 0 : a.place.kind === 'governorate' ? -1 : 1) ||
      a.place.name.localeCompare(b.place.name, 'fr'),
  );
  return ranked.slice(0, limit).map((r) => r.place);
}

/** The picker's text for a place: 'Sousse Riadh, Sousse' / 'سوسة الرياض، سوسة'. */
export function placeResult(place: Place): GeocodeResult {
  const own = place.kind === 'governorate';
  return {
    id: place.id,
    label: own ? place.name : `${place.name}, ${place.governorate_name}`,
    label_ar: own ? place.name_ar : `${place.name_ar}، ${place.governorate_name_ar}`,
    lat: place.lat,
    lng: place.lng,
    city: place.governorate,
    source: 'gazetteer',
  };
}

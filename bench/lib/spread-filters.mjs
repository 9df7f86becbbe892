// The random searches of bench/search-spread.mjs, shared with bench/search-spread-ab.mjs and
// bench/facet-plan-estimates.mjs so that all measure the very same mix: values drawn from what
// bench/lib/generate.mjs writes.
import { GENERATED_CITIES } from './generate.mjs';

export const int = (lo, hi) => lo + Math.floor(Math.random() * (hi - lo + 1));
export const oneOf = (list) => list[Math.floor(Math.random() * list.length)];

export const BRANDS = ['peugeot', 'renault', 'volkswagen', 'kia', 'hyundai', 'toyota', 'ford', 'mercedes', 'bmw', 'audi'];
export const CITIES = GENERATED_CITIES.map((c) => c[0]);

/** The facet counts' filters, one query string per call (`GET /api/products/facets?…`). */
export const FACET_FILTERS = [
  () => `category=voiture&brand=${oneOf(BRANDS)}&minYear=${int(2000, 2020)}`,
  () => `category=voiture&fuel=${oneOf(['diesel', 'essence'])}&maxMileage=${int(20, 300) * 1000}`,
  () => `category=immobilier&city=${oneOf(CITIES)}&minRooms=${int(1, 5)}`,
  () => `category=immobilier&deal=${oneOf(['sale', 'rent'])}&minSurface=${int(40, 200)}`,
  () => `category=emplois&city=${oneOf(CITIES)}&minSalary=${int(6, 40) * 100}`,
];

/** Pages a visitor reaches by paging (the bare page of search-spread draws from the same range). */
export const PAGES = 200;
const CATEGORIES = ['voiture', 'immobilier', 'emplois', 'electronique', 'mobilier', 'mode', 'sport', 'jeux-video', 'bureautique', 'autres'];
// Words of the generated titles (normalised as a visitor types them), and a few that match little.
const WORDS = ['peugeot', 'clio', 'polo', 'golf', 'appartement', 'villa', 'maison', 'louer', 'iphone', 'samsung', 'canape', 'table', 'armoire', 'velo', 'comptable', 'developpeur', 'chauffeur', 'playstation', 'frigo', 'climatiseur', 'tunis', 'sfax', 'jebba', 'poussette'];

/** The spread-out reads, every request new (issue 26): a name (the results' rows are matched by it) and a path drawn anew at each call. */
export const SPREAD_SEARCHES = {
  word: {
    name: 'search word + random price bounds',
    path: () => {
      const min = int(0, 200) * 10;
      return `/api/products?search=${oneOf(WORDS)}&minPrice=${min}&maxPrice=${min + int(1, 5000) * 20}`;
    },
  },
  car: {
    name: 'car: brand + years + mileage, cheapest first',
    path: () => {
      const from = int(2000, 2022);
      return `/api/products?category=voiture&brand=${oneOf(BRANDS)}&minYear=${from}&maxYear=${from + int(1, 8)}&maxMileage=${int(30, 350) * 1000}&sort=price_asc`;
    },
  },
  estate: { name: 'real estate: rooms + surface + city', path: () => `/api/products?category=immobilier&minRooms=${int(1, 5)}&minSurface=${int(40, 250)}&city=${oneOf(CITIES)}` },
  facets: { name: 'facet counts, random filters', path: () => `/api/products/facets?${oneOf(FACET_FILTERS)()}` },
  // 11 × 3 × 200 pages: a page rarely comes back within the 2 s page cache; the total of each
  // category (11 keys) is the one thing the 5 s count cache can hold here.
  pages: {
    name: 'random page 1–200, random category and sort',
    path: () => {
      const category = oneOf([null, ...CATEGORIES]);
      return `/api/products?page=${int(1, PAGES)}&sort=${oneOf(['newest', 'price_asc', 'price_desc'])}${category ? `&category=${category}` : ''}`;
    },
  },
};

// The random searches of bench/search-spread.mjs, shared with bench/facet-plan-estimates.mjs so
// that both measure the very same mix: values drawn from what bench/lib/generate.mjs writes.
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

import { KIND_FILTERS, type KindFilter } from '@souk/domain';
import { PUBLIC_LISTING } from '../api/product/utils/public-listing';

/**
 * Issue 26 at 1M listings (decision 79, bench/search-spread.mjs): PostgreSQL indexes that answer a
 * public search's page, its bounded count and its facets' passes from the index alone (an
 * index-only scan, no heap row read), once VACUUM has set the visibility map as autovacuum does.
 *
 * Each holds the public listings only (`wherePublic`'s two equalities, implied by every public
 * read) and, for a kind (voiture, immobilier, emplois), only the rows with one of its filter
 * columns set: a search narrowed by any filter of that kind compares that column with a strict
 * operator, which implies it IS NOT NULL, so the planner proves the predicate for every such
 * search whatever filters it combines (a brand, or only a mileage). The INCLUDE columns are what
 * those reads select or check after the key: the category, the sorts and the kind's other
 * filter columns (the facets group by them).
 *
 * SQLite keeps the plain indexes of indexes.ts (no INCLUDE there; its deployments are small).
 */
const PUBLIC = `is_hidden = ${PUBLIC_LISTING.is_hidden} AND lifecycle = '${PUBLIC_LISTING.lifecycle}'`;
/** The columns a page orders by or selects, and the category every kind search carries. */
const ROW = ['category_ref', 'price', 'created_at', 'id'];

const columnsOf = (kind: KindFilter['kind']) => KIND_FILTERS.filter((f) => f.kind === kind).map((f) => f.column);

/** A kind's covering index: `key` first, every other filter column of the kind included. */
export function kindIndex(name: string, kind: KindFilter['kind'], key: readonly string[]): string {
  const columns = columnsOf(kind);
  const include = [...ROW, ...columns.filter((c) => !key.includes(c))];
  const ofKind = columns.map((c) => `${c} IS NOT NULL`).join(' OR ');
  return `CREATE INDEX IF NOT EXISTS ${name} ON products (${key.join(', ')}) INCLUDE (${include.join(', ')}) WHERE ${PUBLIC} AND (${ofKind})`;
}

export const COVERING_INDEXES = [
  // Replaced on PostgreSQL by the covering ones below (they read the heap for every entry: at 1M
  // a car page fetched ~4 000 rows, a category page at offset 4 800 as many).
  'DROP INDEX IF EXISTS products_car_brand_year_mileage_idx',
  'DROP INDEX IF EXISTS products_city_rooms_surface_idx',
  // A brand with a year range and a mileage, any sort: one range, the rest read in the entry.
  kindIndex('products_public_car_idx', 'voiture', ['car_brand', 'car_year', 'car_mileage']),
  // Rooms and surface within a city.
  kindIndex('products_public_real_estate_idx', 'immobilier', ['city', 'real_estate_rooms', 'real_estate_surface']),
  // A salary within a city.
  kindIndex('products_public_job_idx', 'emplois', ['city', 'job_salary_max']),
  // A category page at any depth (OFFSET ≤ 4 800) with either sort: one index range, no heap.
  `CREATE INDEX IF NOT EXISTS products_public_category_created_at_idx ON products (category_ref, created_at, id) WHERE ${PUBLIC}`,
  `CREATE INDEX IF NOT EXISTS products_public_category_price_idx ON products (category_ref, price, id) WHERE ${PUBLIC}`,
];

import type { Core } from '@strapi/strapi';
import { isPostgres } from '../db/sql';
import { COVERING_INDEXES } from './covering-indexes';

/**
 * Indexes Strapi's schema cannot express, created idempotently on both databases. Strapi's schema
 * sync leaves indexes it did not create alone, so these survive restarts and content-type changes.
 */
const COMMON = [
  // One like per user and product: concurrent double clicks hit this index, not a race.
  'CREATE UNIQUE INDEX IF NOT EXISTS likes_pair_key_unique ON likes (pair_key)',
  // E-mail unique regardless of case.
  'CREATE UNIQUE INDEX IF NOT EXISTS up_users_email_lower_unique ON up_users (lower(email))',
  'CREATE UNIQUE INDEX IF NOT EXISTS conversations_pair_key_unique ON conversations (pair_key)',
  // One report per user and listing: a double submit hits this index.
  'CREATE UNIQUE INDEX IF NOT EXISTS reports_pair_key_unique ON reports (pair_key)',
  // The 'Signalements' tab pages a status (or all) newest first: one index range in order (decision 85).
  'CREATE INDEX IF NOT EXISTS reports_status_created_at_idx ON reports (status, created_at, id)',
  'CREATE INDEX IF NOT EXISTS reports_created_at_idx ON reports (created_at, id)',
  // One review per buyer and listing (issue 28): a double submit hits this index.
  'CREATE UNIQUE INDEX IF NOT EXISTS reviews_pair_key_unique ON reviews (pair_key)',
  // A seller's reviews (their page, their rating).
  'CREATE INDEX IF NOT EXISTS reviews_seller_lnk_user_idx ON reviews_seller_lnk (user_id, review_id)',
  // The dashboard's cards (admin stats): sign-ups and conversations per month, users active within
  // 30 days, each one index range instead of a scan of the table (decision 85).
  'CREATE INDEX IF NOT EXISTS up_users_created_at_idx ON up_users (created_at)',
  'CREATE INDEX IF NOT EXISTS up_users_last_login_idx ON up_users (last_login)',
  'CREATE INDEX IF NOT EXISTS conversations_created_at_idx ON conversations (created_at)',
  'CREATE INDEX IF NOT EXISTS products_is_hidden_idx ON products (is_hidden)',
  // The lifecycle job's reads: the active listings by expiry (reminders, expiry), the sold ones by state.
  'CREATE INDEX IF NOT EXISTS products_lifecycle_expires_idx ON products (lifecycle, expires_at)',
  // The listings no public read shows, as the category counts ask them (api/category: each count is
  // its links less these): a few thousand entries instead of a scan of every listing (decision 85).
  "CREATE INDEX IF NOT EXISTS products_not_public_idx ON products (id) WHERE is_hidden = true OR is_hidden IS NULL OR lifecycle <> 'active' OR lifecycle IS NULL",
  // One block per blocker and blocked user; sending a message looks it up by this key.
  'CREATE UNIQUE INDEX IF NOT EXISTS user_blocks_pair_key_unique ON user_blocks (pair_key)',
  // Unread messages of a recipient (the header badge, the list's counts).
  'CREATE INDEX IF NOT EXISTS messages_recipient_lnk_user_idx ON messages_recipient_lnk (user_id, message_id)',
  'CREATE INDEX IF NOT EXISTS messages_conversation_lnk_conversation_idx ON messages_conversation_lnk (conversation_id, message_id)',
  // Sort columns of the listing with the id tie-break every page orders by: a page (filtered by
  // category through the link table's index below, or not) walks one index in order and stops
  // after 24 matches, without sorting 100k rows.
  'DROP INDEX IF EXISTS products_created_at_idx',
  'DROP INDEX IF EXISTS products_price_idx',
  'DROP INDEX IF EXISTS products_like_count_idx',
  'DROP INDEX IF EXISTS products_city_idx',
  'CREATE INDEX IF NOT EXISTS products_created_at_id_idx ON products (created_at, id)',
  'CREATE INDEX IF NOT EXISTS products_price_id_idx ON products (price, id)',
  // The popularity sort walks product_popularity's index instead, so a like stays a HOT update (popularity.ts).
  'DROP INDEX IF EXISTS products_like_count_id_idx',
  'CREATE INDEX IF NOT EXISTS products_promoted_idx ON products (is_promoted, promoted_at)',
  // Free listings (0.6 % at 1M) newest first, and their count: /products-management's 'Gratuites'
  // and the public 'free only' read a few thousand entries, not every listing (decision 85).
  'CREATE INDEX IF NOT EXISTS products_free_created_at_idx ON products (created_at, id) WHERE is_free',
  // A city (a column of products) with each sort: the filtered page is one index range.
  'CREATE INDEX IF NOT EXISTS products_city_created_at_idx ON products (city, created_at, id)',
  'CREATE INDEX IF NOT EXISTS products_city_price_idx ON products (city, price, id)',
  'DROP INDEX IF EXISTS products_car_brand_year_idx',
  'DROP INDEX IF EXISTS products_city_real_estate_rooms_idx',
  // Category + sort (decision 79): the category id on the row (`category_ref`, filter-columns.ts)
  // leads the sort's index, so a category page at any depth is one range read in order — no
  // per-row check of the link table while walking the whole sort index (1M: page 150 2.2 s). Kept on
  // PostgreSQL beside the public covering ones for the reads that also see hidden, sold or expired
  // listings (the admin space, an owner's own list).
  'CREATE INDEX IF NOT EXISTS products_category_ref_created_at_idx ON products (category_ref, created_at, id)',
  'CREATE INDEX IF NOT EXISTS products_category_ref_price_idx ON products (category_ref, price, id)',
  // The map's box: a range on latitude, then longitude read from the same index entry.
  'CREATE INDEX IF NOT EXISTS products_lat_lng_idx ON products (latitude, longitude)',
  // Category + sort: the category's product ids come from this index (an index-only scan), and the
  // sort index above is walked against them; the reverse link serves the page's join.
  'CREATE INDEX IF NOT EXISTS products_category_lnk_category_idx ON products_category_lnk (category_id, product_id)',
  'CREATE INDEX IF NOT EXISTS products_category_lnk_product_idx ON products_category_lnk (product_id, category_id)',
  'CREATE INDEX IF NOT EXISTS products_owner_lnk_user_idx ON products_owner_lnk (user_id, product_id)',
  'CREATE INDEX IF NOT EXISTS files_related_mph_lookup_idx ON files_related_mph (related_type, field, related_id)',
  'CREATE INDEX IF NOT EXISTS products_cmps_entity_idx ON products_cmps (entity_id, component_type)',
  'CREATE INDEX IF NOT EXISTS notifications_recipient_lnk_user_idx ON notifications_recipient_lnk (user_id, notification_id)',
  'CREATE INDEX IF NOT EXISTS notifications_is_read_idx ON notifications (is_read)',
];

/** SQLite's plain forms of PostgreSQL's covering indexes (covering-indexes.ts), which replace them there. */
const SQLITE = [
  // Issue 26's spread-out searches at 1M listings (bench/search-spread.mjs, EXPLAIN): a brand with a
  // year range, and rooms within a city, are one index range instead of a BitmapAnd of ~40k–100k
  // entries per single-column index (car 140 → 68 ms, real estate 133 → 10 ms).
  // The third column (mileage, surface) is checked inside the index too: at 1M a car search's
  // count 97 → 22 ms, no BitmapAnd with the 105k entries of the mileage index (decision 79).
  'CREATE INDEX IF NOT EXISTS products_car_brand_year_mileage_idx ON products (car_brand, car_year, car_mileage, id) WHERE car_brand IS NOT NULL',
  'CREATE INDEX IF NOT EXISTS products_city_rooms_surface_idx ON products (city, real_estate_rooms, real_estate_surface, id) WHERE real_estate_rooms IS NOT NULL',
];

const POSTGRES = [
  ...COVERING_INDEXES,
  'CREATE EXTENSION IF NOT EXISTS pg_trgm',
  // Substring search (LIKE '%mot%') over the normalised text, fr and ar alike.
  'CREATE INDEX IF NOT EXISTS products_search_text_trgm_idx ON products USING gin (search_text gin_trgm_ops)',
  // The admin space's search over title and description (`lower(…) LIKE '%mot%'`, list-filters.ts):
  // without them a word few listings hold read every row (1M: ARCHITECTURE decision 85).
  'CREATE INDEX IF NOT EXISTS products_title_lower_trgm_idx ON products USING gin (lower(title) gin_trgm_ops)',
  'CREATE INDEX IF NOT EXISTS products_description_lower_trgm_idx ON products USING gin (lower(description) gin_trgm_ops)',
];

export async function ensureIndexes(strapi: Core.Strapi) {
  const knex = strapi.db.connection;
  const postgres = isPostgres(strapi);
  const newExpressions = postgres && !(await knex.raw("SELECT to_regclass('products_title_lower_trgm_idx') AS i")).rows[0].i;
  for (const sql of [...COMMON, ...(postgres ? POSTGRES : SQLITE)]) {
    await knex.raw(sql);
  }
  // An expression index has no statistics until the next ANALYZE (autovacuum waits for 10 % of the
  // rows to change): meanwhile the planner guesses how many listings a word matches, and at 1M
  // guessed wrong (a common word's page 0.5 → 1 s).
  if (newExpressions) await knex.raw('ANALYZE products');
}

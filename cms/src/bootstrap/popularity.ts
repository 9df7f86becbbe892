import type { Core } from '@strapi/strapi';
import { isPostgres } from '../db/sql';
import { TABLES } from '../db/tables';

/**
 * The popularity sort's index lives on a mirror of the like counters, not on products
 * (ARCHITECTURE decision 55). A like moves `products.like_count`; with an index on that column
 * every like was a non-HOT update of the listing's row: a new entry in each of the table's
 * indexes, the trigram one included. Without it PostgreSQL updates the row in place (HOT) and only
 * the two-index mirror below takes the new entry.
 *
 * `products.like_count` stays the one source of truth; triggers in the database copy it to
 * `product_popularity` on every write (the API, the studio, an account deletion, plain SQL), and
 * the boot resync below mends whatever happened while no trigger existed. The same triggers on
 * SQLite keep one listing query for both databases.
 */
const POPULARITY_TABLE = TABLES.popularity;

const TABLE = `CREATE TABLE IF NOT EXISTS ${POPULARITY_TABLE} (product_id integer PRIMARY KEY, like_count integer NOT NULL)`;
// Ties are broken by the listing id, like every other sort of the listing.
const INDEX = `CREATE INDEX IF NOT EXISTS product_popularity_rank_idx ON ${POPULARITY_TABLE} (like_count, product_id)`;
const UPSERT = `ON CONFLICT (product_id) DO UPDATE SET like_count = excluded.like_count`;
/** A row trigger's body: the written listing's counter into the mirror. */
const COPY_NEW_ROW = `INSERT INTO ${POPULARITY_TABLE} (product_id, like_count) VALUES (NEW.id, coalesce(NEW.like_count, 0)) ${UPSERT};`;

function postgres(): string[] {
  return [
    TABLE,
    INDEX,
    // Room on each page for the updated row, so an update stays on its page (HOT) instead of moving.
    'ALTER TABLE products SET (fillfactor = 90)',
    // A bulk load of listings is one call per statement, not one per row.
    `CREATE OR REPLACE FUNCTION product_popularity_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       INSERT INTO ${POPULARITY_TABLE} (product_id, like_count) SELECT id, coalesce(like_count, 0) FROM added ${UPSERT};
       RETURN NULL;
     END $$`,
    'DROP TRIGGER IF EXISTS product_popularity_inserted ON products',
    'CREATE TRIGGER product_popularity_inserted AFTER INSERT ON products REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION product_popularity_inserted()',
    // A like: one row, and the trigger is skipped in C unless like_count is written and changed.
    `CREATE OR REPLACE FUNCTION product_popularity_counted() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       ${COPY_NEW_ROW}
       RETURN NULL;
     END $$`,
    'DROP TRIGGER IF EXISTS product_popularity_counted ON products',
    `CREATE TRIGGER product_popularity_counted AFTER UPDATE OF like_count ON products FOR EACH ROW
       WHEN (OLD.like_count IS DISTINCT FROM NEW.like_count) EXECUTE FUNCTION product_popularity_counted()`,
    `CREATE OR REPLACE FUNCTION product_popularity_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       DELETE FROM ${POPULARITY_TABLE} pp USING removed r WHERE pp.product_id = r.id;
       RETURN NULL;
     END $$`,
    'DROP TRIGGER IF EXISTS product_popularity_deleted ON products',
    'CREATE TRIGGER product_popularity_deleted AFTER DELETE ON products REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION product_popularity_deleted()',
  ];
}

function sqlite(): string[] {
  return [
    TABLE,
    INDEX,
    `CREATE TRIGGER IF NOT EXISTS product_popularity_inserted AFTER INSERT ON products BEGIN
       ${COPY_NEW_ROW}
     END`,
    `CREATE TRIGGER IF NOT EXISTS product_popularity_counted AFTER UPDATE OF like_count ON products
       WHEN OLD.like_count IS NOT NEW.like_count BEGIN
       ${COPY_NEW_ROW}
     END`,
    `CREATE TRIGGER IF NOT EXISTS product_popularity_deleted AFTER DELETE ON products BEGIN
       DELETE FROM ${POPULARITY_TABLE} WHERE product_id = OLD.id;
     END`,
  ];
}

/** Creates the mirror and its triggers, then makes it match the listings (one transaction). */
export async function ensurePopularity(strapi: Core.Strapi) {
  const knex = strapi.db.connection;
  for (const sql of isPostgres(strapi) ? postgres() : sqlite()) await knex.raw(sql);
  await knex.transaction(async (trx) => {
    // Several replicas booting together: one resync at a time; writes to the mirror wait for it.
    if (isPostgres(strapi)) await trx.raw(`LOCK TABLE ${POPULARITY_TABLE} IN EXCLUSIVE MODE`);
    await trx.raw(
      `INSERT INTO ${POPULARITY_TABLE} (product_id, like_count) SELECT id, coalesce(like_count, 0) FROM products WHERE true
       ${UPSERT} WHERE ${POPULARITY_TABLE}.like_count <> excluded.like_count`,
    );
    await trx.raw(`DELETE FROM ${POPULARITY_TABLE} WHERE NOT EXISTS (SELECT 1 FROM products p WHERE p.id = ${POPULARITY_TABLE}.product_id)`);
  });
}

import type { Core } from '@strapi/strapi';
import { hasTableNote, isPostgres, setTableNote } from '../db/sql';
import { WORD_PRICE_STATEMENTS, fillWordPriceCounts, wordPriceCountsFilled } from './word-price-counts';

/**
 * The word postings of the public listings (ARCHITECTURE decision 86), PostgreSQL only: one row per
 * distinct word of a listing's `search_text` with the listing's price and date, and the vocabulary of
 * every word ever posted. A word search then reads the postings' indexes alone (index-only scans on
 * `(word, price, product_id)` and `(word, created_at, product_id)`) instead of fetching each
 * trigram candidate's heap page, which a national-scale table no longer keeps in cache (issue 26).
 *
 * Kept exact by triggers in the database, as the map grid is (bootstrap/map-grid.ts): every write
 * that changes what a search finds — the text, the price, the date, hidden or lifecycle (expired,
 * sold, closed), a deletion, an insert by plain SQL — re-syncs the listing's postings inside the
 * writing transaction, whichever path wrote it (API, studio, lifecycle job, bench fill). Only public
 * listings (not hidden, lifecycle active: utils/public-listing.ts) have postings. The vocabulary only
 * grows: a word no listing carries any more matches no posting, which costs one index probe.
 */

/** Marks a table filled by the current backfill; another value (or none) makes the boot rebuild it. */
const FILLED = 'product_words v1 filled';
/** The advisory lock held while the postings are rebuilt (one replica at a time). */
const REBUILD_LOCK = 27_082;

/**
 * Postings and vocabulary of the listings read by `from` (aliased `p`). Each listing's words are
 * made distinct on their own (a LATERAL), never by one sort over every posting of a bulk load.
 * New words go in sorted: two writers adding the same new words wait for each other in one order, never a deadlock.
 */
const postingsOf = (from: string) => `
  WITH w AS (
    INSERT INTO product_words (word, product_id, price, created_at)
    SELECT t.word, p.id, p.price, p.created_at
      FROM ${from}
     CROSS JOIN LATERAL (SELECT DISTINCT x AS word FROM unnest(string_to_array(p.search_text, ' ')) x WHERE x <> '') t
     WHERE p.is_hidden IS NOT TRUE AND p.lifecycle = 'active'
    RETURNING word)
  INSERT INTO search_vocab (word) SELECT DISTINCT word FROM w ORDER BY word ON CONFLICT (word) DO NOTHING`;

// A price-bounded count and a cheapest-first page; a newest-first page. INCLUDE keeps the other
// column's filter inside the index, so both stay index-only.
const WORD_INDEXES = [
  'CREATE INDEX IF NOT EXISTS product_words_price_idx ON product_words (word, price, product_id) INCLUDE (created_at)',
  'CREATE INDEX IF NOT EXISTS product_words_created_idx ON product_words (word, created_at, product_id) INCLUDE (price)',
];

const VOCAB_INDEX = 'CREATE INDEX IF NOT EXISTS search_vocab_trgm_idx ON search_vocab USING gin (word gin_trgm_ops) WITH (fastupdate = off)';

function statements(): string[] {
  // `= ANY(pids)`, not a join on `unnest(pids)`: both read the keys' indexes once the tables are
  // analyzed, but before autovacuum has (right after a bulk load) the join's plan read every posting
  // for each listing edited: 680 price edits of 36 000 fresh listings took 59 s (13 s now, 0.9 s analyzed).
  const resync = `CREATE OR REPLACE FUNCTION product_words_resync(pids integer[]) RETURNS void LANGUAGE plpgsql AS $$
     BEGIN
       IF pids IS NULL OR cardinality(pids) = 0 THEN RETURN; END IF;
       DELETE FROM product_words WHERE product_id = ANY(pids);
       ${postingsOf('(SELECT * FROM products WHERE id = ANY(pids)) p')};
     END $$`;
  return [
    `CREATE TABLE IF NOT EXISTS product_words (
       word text NOT NULL, product_id integer NOT NULL, price numeric, created_at timestamp(6),
       PRIMARY KEY (product_id, word))`,
    ...WORD_INDEXES,
    'CREATE TABLE IF NOT EXISTS search_vocab (word text PRIMARY KEY)',
    // New words are few once the vocabulary has grown: inserted into the index at once, not into a
    // pending list every lookup would scan until the next vacuum (15 ms at 100k words, measured).
    VOCAB_INDEX,
    'ALTER INDEX search_vocab_trgm_idx SET (fastupdate = off)',
    resync,
    // Set-based on insert and delete, so a bulk load pays a few statements, not one call per row.
    `CREATE OR REPLACE FUNCTION product_words_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN ${postingsOf('changed p')}; RETURN NULL; END $$`,
    'DROP TRIGGER IF EXISTS product_words_insert ON products',
    'CREATE TRIGGER product_words_insert AFTER INSERT ON products REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION product_words_inserted()',
    `CREATE OR REPLACE FUNCTION product_words_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN DELETE FROM product_words w USING changed c WHERE w.product_id = c.id; RETURN NULL; END $$`,
    'DROP TRIGGER IF EXISTS product_words_delete ON products',
    'CREATE TRIGGER product_words_delete AFTER DELETE ON products REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION product_words_deleted()',
    // Per row with a column list and a WHEN checked in C: a like or a view count calls nothing.
    `CREATE OR REPLACE FUNCTION product_words_changed() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN PERFORM product_words_resync(ARRAY[OLD.id, NEW.id]); RETURN NULL; END $$`,
    'DROP TRIGGER IF EXISTS product_words_update ON products',
    `CREATE TRIGGER product_words_update AFTER UPDATE OF search_text, price, created_at, is_hidden, lifecycle, id ON products FOR EACH ROW
       WHEN (OLD.search_text IS DISTINCT FROM NEW.search_text OR OLD.price IS DISTINCT FROM NEW.price OR OLD.created_at IS DISTINCT FROM NEW.created_at
             OR OLD.is_hidden IS DISTINCT FROM NEW.is_hidden OR OLD.lifecycle IS DISTINCT FROM NEW.lifecycle OR OLD.id IS DISTINCT FROM NEW.id)
       EXECUTE FUNCTION product_words_changed()`,
    ...WORD_PRICE_STATEMENTS,
  ];
}

/**
 * Fills the postings from the listings once (a database made before them, or by an older version
 * of them), and their per-price counts with them: under an advisory lock, checked again once held,
 * so replicas booting together fill them once; writes meanwhile wait on the table's lock and
 * re-sync after. A database whose postings predate the counts fills the counts alone.
 */
async function backfill(knex: Core.Strapi['db']['connection']): Promise<boolean> {
  const isFilled = (db: typeof knex) => hasTableNote(db, 'product_words', FILLED);
  if ((await isFilled(knex)) && (await wordPriceCountsFilled(knex))) return false;
  return knex.transaction(async (trx) => {
    await trx.raw('SELECT pg_advisory_xact_lock(?)', [REBUILD_LOCK]);
    if (await isFilled(trx)) return fillWordPriceCounts(trx, false);
    await trx.raw('TRUNCATE product_words, search_vocab');
    // Built once over the filled tables: at 1M listings (12M postings) far cheaper than row by row.
    await trx.raw('DROP INDEX IF EXISTS product_words_price_idx, product_words_created_idx, search_vocab_trgm_idx');
    await trx.raw(postingsOf('products p'));
    for (const sql of [...WORD_INDEXES, VOCAB_INDEX]) await trx.raw(sql);
    await setTableNote(trx, 'product_words', FILLED);
    await fillWordPriceCounts(trx, true);
    return true;
  });
}

export async function ensureSearchWords(strapi: Core.Strapi) {
  if (!isPostgres(strapi)) return;
  const knex = strapi.db.connection;
  for (const sql of statements()) await knex.raw(sql);
  const started = Date.now();
  if (await backfill(knex)) {
    // Index-only scans need the visibility map a bulk insert has not set yet.
    await knex.raw('VACUUM ANALYZE product_words');
    await knex.raw('VACUUM ANALYZE search_vocab');
    await knex.raw('VACUUM ANALYZE word_price_counts');
    strapi.log.info(`[search] word postings and their price counts filled in ${Date.now() - started} ms`);
  }
}

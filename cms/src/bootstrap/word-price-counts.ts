import type { Knex } from 'knex';
import { PRICE_BUCKET_BOUNDS, priceBucketSql } from '../api/product/utils/price-buckets';
import { hasTableNote, setTableNote } from '../db/sql';

/**
 * How many postings each word has per price bucket (ARCHITECTURE decision 91), PostgreSQL only, so
 * that a word search's count sums the buckets its price band covers and reads from the postings
 * only the prices at its two edges: at 1M listings most searches of a common word match more than
 * 10 000 listings, and the bounded count read 10 001 postings for each (1.6 ms) where the buckets
 * answer the exact count in 0.6.
 *
 * Exact at every snapshot, without a lock a listing write waits on: the postings' triggers only
 * append signed deltas (`word_price_deltas`), and a reader sums `word_price_counts` and the deltas.
 * `foldWordPriceDeltas` (a cron of every replica) moves the deltas into the counts in one
 * statement; two folds at once delete each delta once (the second skips the rows the first
 * deleted). Counts kept by upserts in the triggers would make every listing with a common word
 * wait on the same row, and two price edits could deadlock.
 */

/** Marks counts filled from the postings with these bounds; another value (or none) makes the boot refill them. */
const FILLED = `word_price_counts v1 ${PRICE_BUCKET_BOUNDS.length} buckets to ${PRICE_BUCKET_BOUNDS.at(-1)}`;
/** Every 10 s: a reader sums at most the deltas of the last seconds' writes. */
export const WORD_PRICE_FOLD_CRON = '*/10 * * * * *';
/** Held by a fold, so that a replica finding another folding skips its turn. */
const FOLD_LOCK = 27_083;

/** A trigger function appending the deltas `select` gives (word, bucket, d) from a statement's transition tables. */
const deltaFunction = (name: string, select: string) => `CREATE OR REPLACE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN INSERT INTO word_price_deltas (word, bucket, d) ${select}; RETURN NULL; END $$`;

/** A statement trigger on the postings calling `fn` with the transition tables `referencing`. */
const postingsTrigger = (name: string, event: string, referencing: string, fn: string) => [
  `DROP TRIGGER IF EXISTS ${name} ON product_words`,
  `CREATE TRIGGER ${name} AFTER ${event} ON product_words REFERENCING ${referencing} FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`,
];

export const WORD_PRICE_STATEMENTS = [
  'CREATE TABLE IF NOT EXISTS word_price_counts (word text NOT NULL, bucket integer NOT NULL, n bigint NOT NULL, PRIMARY KEY (word, bucket))',
  'CREATE TABLE IF NOT EXISTS word_price_deltas (word text NOT NULL, bucket integer NOT NULL, d integer NOT NULL)',
  'CREATE INDEX IF NOT EXISTS word_price_deltas_idx ON word_price_deltas (word, bucket) INCLUDE (d)',
  // One function for both: a statement's postings grouped, added (insert) or taken away (delete).
  deltaFunction('word_price_delta', `SELECT word, ${priceBucketSql('price')}, CASE TG_OP WHEN 'DELETE' THEN -count(*) ELSE count(*) END FROM changed GROUP BY 1, 2`),
  ...postingsTrigger('word_price_insert', 'INSERT', 'NEW TABLE AS changed', 'word_price_delta'),
  ...postingsTrigger('word_price_delete', 'DELETE', 'OLD TABLE AS changed', 'word_price_delta'),
  // The postings are deleted and inserted, never updated; a hand-made UPDATE is counted all the same.
  deltaFunction(
    'word_price_moved',
    `SELECT word, bucket, sum(d) FROM (SELECT word, ${priceBucketSql('price')} AS bucket, -1 AS d FROM before
       UNION ALL SELECT word, ${priceBucketSql('price')}, 1 FROM after) m GROUP BY 1, 2 HAVING sum(d) <> 0`,
  ),
  ...postingsTrigger('word_price_update', 'UPDATE', 'OLD TABLE AS before NEW TABLE AS after', 'word_price_moved'),
];

/**
 * Moves the deltas into the counts in one statement: a reader's snapshot sees a delta on one side
 * or the other, never both nor neither. Returns how many deltas it moved.
 */
export async function foldWordPriceDeltas(db: Knex): Promise<number> {
  return db.transaction(async (trx) => {
    const [lock] = ((await trx.raw('SELECT pg_try_advisory_xact_lock(?) AS got', [FOLD_LOCK])) as { rows: Array<{ got: boolean }> }).rows;
    if (!lock?.got) return 0;
    const { rows } = (await trx.raw(`
      WITH gone AS (DELETE FROM word_price_deltas RETURNING word, bucket, d),
      moved AS (
        INSERT INTO word_price_counts AS c (word, bucket, n)
        SELECT word, bucket, sum(d) FROM gone GROUP BY word, bucket ORDER BY word, bucket
        ON CONFLICT (word, bucket) DO UPDATE SET n = c.n + EXCLUDED.n)
      SELECT count(*)::int AS n FROM gone`)) as { rows: Array<{ n: number }> };
    return rows[0]?.n ?? 0;
  });
}

/**
 * Fills the counts from the postings, inside the transaction that holds the postings' rebuild
 * lock: after a rebuild of the postings, or once on a database whose postings predate the counts.
 * Writers of the postings wait meanwhile (SHARE), so no delta is lost or counted twice.
 */
export async function fillWordPriceCounts(trx: Knex.Transaction, always: boolean): Promise<boolean> {
  if (!always && (await wordPriceCountsFilled(trx))) return false;
  await trx.raw('LOCK TABLE product_words IN SHARE MODE');
  await trx.raw('TRUNCATE word_price_counts, word_price_deltas');
  await trx.raw(`INSERT INTO word_price_counts (word, bucket, n) SELECT word, ${priceBucketSql('price')}, count(*) FROM product_words GROUP BY 1, 2`);
  await setTableNote(trx, 'word_price_counts', FILLED);
  return true;
}

/** Whether the counts were filled with these buckets. */
export const wordPriceCountsFilled = (db: Knex) => hasTableNote(db, 'word_price_counts', FILLED);

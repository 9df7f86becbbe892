import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { TOTAL_EXACT_UP_TO, keepActive, searchTokens, type SortField, type SortOrder } from '@souk/domain';
import { isPostgres, likeEscape } from '../../../db/sql';
import type { ListWhere } from './list-filters';
import { MicroCache } from '../../../cache/micro-cache';
import { onListingCountsChanged } from './read-cache';
import { bucketPlan, type BucketPlan } from './price-buckets';

/**
 * A word search read from the word postings (bootstrap/search-words.ts, ARCHITECTURE decision 86)
 * instead of the listings' heap: the search's one token is looked up in the vocabulary (a
 * substring, as `search_text LIKE '%token%'` matches it), then the postings of those words give
 * the bounded count and the page from their indexes alone.
 */

/** Past this many vocabulary words a token is too short or too common to pay: the LIKE path reads it. */
const MAX_WORDS = 16;
/** The trigram index of the vocabulary needs three characters. */
const MIN_TOKEN = 3;

/** What the postings carry besides the word: a search narrowed by anything else reads the listings. */
const POSTED = new Set(['search', 'minPrice', 'maxPrice']);

/** The token a search of `where` is read from the postings by, or null when it is read as before (SQLite, several words, other filters). */
export function postedToken(strapi: Core.Strapi, where: ListWhere, sortField?: SortField): string | null {
  if (!isPostgres(strapi) || !where.search) return null;
  if (sortField !== undefined && sortField !== 'created_at' && sortField !== 'price') return null;
  if (Object.keys(keepActive(where)).some((k) => !POSTED.has(k))) return null;
  const [token, ...more] = searchTokens(where.search);
  return token !== undefined && more.length === 0 && token.length >= MIN_TOKEN ? token : null;
}

/**
 * The vocabulary words of the tokens lately searched, a minute at most: a page and its count read
 * them with one statement less (0.3 ms of PostgreSQL's time a search at 1M). The vocabulary only
 * grows, with the listing writes that drop these (in every replica); a word it gains by plain SQL
 * is found within the minute.
 */
const vocabulary = new MicroCache<string[] | null>(60_000, 2_000);
onListingCountsChanged(() => vocabulary.clear());

/** The vocabulary words holding `token`, or null when there are more than MAX_WORDS. */
function wordsOf(db: Knex, token: string): Promise<string[] | null> {
  return vocabulary.wrap(token, async () => {
    const rows = (await db('search_vocab')
      .whereRaw("word LIKE ? ESCAPE '\\'", [`%${likeEscape(token)}%`])
      .limit(MAX_WORDS + 1)
      .select('word')) as Array<{ word: string }>;
    return rows.length > MAX_WORDS ? null : rows.map((r) => r.word);
  });
}

const priced = (q: Knex.QueryBuilder, where: ListWhere) => {
  if (where.minPrice !== undefined) q.where('price', '>=', where.minPrice);
  if (where.maxPrice !== undefined) q.where('price', '<=', where.maxPrice);
  return q;
};

/** How many postings a bounded count of `words` reads at most. */
const postingsBound = (words: string[]) => (TOTAL_EXACT_UP_TO + 1) * words.length;

/** One word's listings in the whole buckets of `plan`: its folded counts and the deltas not folded yet. */
const summedBuckets = (db: Knex, word: string, plan: BucketPlan) =>
  db.raw(
    `(SELECT coalesce(sum(n), 0) FROM (SELECT n FROM word_price_counts WHERE word = ? AND bucket BETWEEN ? AND ?
       UNION ALL SELECT d FROM word_price_deltas WHERE word = ? AND bucket BETWEEN ? AND ?) b)`,
    [word, plan.from, plan.to, word, plan.from, plan.to],
  );

/**
 * The listings holding one of `words` within the price bounds, counted up to TOTAL_EXACT_UP_TO + 1:
 * a query answering `n` (the listings) and `raw` (the postings read). A listing has one posting per
 * word, so reading (bound) × |words| postings finds more than the bound of listings whenever that
 * many postings exist: the count stops there (`countedOf`). One word whose price band holds a whole
 * bucket is counted from its per-price counts instead (`bucketCountQuery`); several are first
 * checked on theirs (one past the bound alone puts their listings past it).
 */
function boundedCountQuery(db: Knex, words: string[], where: ListWhere): Knex.QueryBuilder {
  const plan = bucketPlan(where.minPrice, where.maxPrice);
  if (plan && words.length === 1) return bucketCountQuery(db, words[0]!, plan);
  const postings = priced(db('product_words').whereIn('word', words).select('product_id'), where).limit(postingsBound(words));
  // One word: one posting per listing, no DISTINCT to sort (5 ms of 10 001 ids at 1M).
  if (!plan || words.length === 1) return db.from(postings.as('t')).select(db.raw(`${words.length === 1 ? 'count(*)' : 'count(DISTINCT product_id)'} AS n, count(*) AS raw`));
  // Several words: one of them past the bound in the band's whole buckets alone puts their listings
  // past it, read off the per-price counts; the DISTINCT over up to 10 001 postings a word (`table`:
  // comptable, portable, table — 17 ms of PostgreSQL's time at 1M) runs only otherwise (a CASE's
  // branch not taken: its subquery is never executed). `raw` left out: `n` says when it passed.
  const bound = TOTAL_EXACT_UP_TO + 1;
  const sums = words.map((word) => summedBuckets(db, word, plan));
  const distinct = db.from(postings.as('t')).select(db.raw(`CASE WHEN count(*) >= ${postingsBound(words)} THEN ${bound} ELSE count(DISTINCT product_id) END`));
  return db.select(db.raw(`CASE WHEN greatest(${sums.map(() => '?').join(', ')}) > ${TOTAL_EXACT_UP_TO} THEN ${bound} ELSE (?) END AS n, NULL AS raw`, [...sums, distinct]));
}

/**
 * One word's listings within the price bounds, exactly (ARCHITECTURE decision 91): the buckets wholly
 * inside the band summed from `word_price_counts` and the deltas not folded into it yet, plus the
 * postings at the band's edges, each edge read up to the bound. Answers `n`.
 */
function bucketCountQuery(db: Knex, word: string, plan: BucketPlan): Knex.QueryBuilder {
  const bound = TOTAL_EXACT_UP_TO + 1;
  const edges = plan.edges.map((e) =>
    db.raw(`(SELECT count(*) FROM (SELECT 1 FROM product_words WHERE word = ? AND price >= ? AND price ${e.below === undefined ? '<=' : '<'} ? LIMIT ${bound}) e)`, [word, e.from, e.below ?? e.upTo!]),
  );
  const summed = summedBuckets(db, word, plan);
  const total = db.raw([summed, ...edges].map(() => '?').join(' + '), [summed, ...edges]);
  // `raw` left out (countedOf reads `n` alone): naming the sum twice would run every subquery twice.
  return db.select(db.raw('? AS n, NULL AS raw', [total]));
}

/** The bounded count from what `boundedCountQuery` answered. */
const countedOf = (words: string[], row: { n: unknown; raw: unknown } | undefined) =>
  !row ? 0 : Number(row.raw) >= postingsBound(words) ? TOTAL_EXACT_UP_TO + 1 : Math.min(Number(row.n), TOTAL_EXACT_UP_TO + 1);

/**
 * One page of the listings holding one of `words`: each word's first (offset + size) postings in
 * the sort's order (an index walk each), merged; answers `id` and the sort key `k`. A listing of the
 * global page is among the first (offset + size) of every word it holds, so the merge misses none.
 */
function pageQuery(db: Knex, words: string[], where: ListWhere, sort: { field: SortField; order: SortOrder }, page: number, pageSize: number): Knex.QueryBuilder {
  const walk = (word: string) =>
    priced(db('product_words').where('word', word), where)
      .select('product_id as id', `${sort.field} as k`)
      .orderBy([{ column: sort.field, order: sort.order }, { column: 'product_id', order: sort.order }]);
  // One word: one posting per listing, its walk is the page.
  if (words.length === 1) return walk(words[0]!).limit(pageSize).offset((page - 1) * pageSize);
  const reach = page * pageSize;
  return db
    .from(db.union(words.map((word) => walk(word).limit(reach)), true).as('u'))
    .distinct('id', 'k')
    .orderBy([{ column: 'k', order: sort.order }, { column: 'id', order: sort.order }])
    .limit(pageSize)
    .offset((page - 1) * pageSize);
}

/** The bounded count of a search read from the postings, or null when its token has too many words. */
export async function postedCount(db: Knex, token: string, where: ListWhere): Promise<number | null> {
  const words = await wordsOf(db, token);
  if (words === null) return null;
  if (words.length === 0) return 0;
  return countedOf(words, (await boundedCountQuery(db, words, where))[0] as { n: unknown; raw: unknown } | undefined);
}

/**
 * A page and the bounded count of a search read from the postings, or null when its token has too
 * many words: in one statement (the count's one row joined to the page's), a round trip less.
 */
export async function postedPage(db: Knex, token: string, where: ListWhere, sort: { field: SortField; order: SortOrder }, page: number, pageSize: number) {
  const words = await wordsOf(db, token);
  if (words === null) return null;
  if (words.length === 0) return { ids: [], counted: 0 };
  const rows = (await db
    .from(boundedCountQuery(db, words, where).as('c'))
    .joinRaw('LEFT JOIN (?) pg ON true', [pageQuery(db, words, where, sort, page, pageSize)])
    .select('c.n', 'c.raw', 'pg.id')
    .orderBy([{ column: 'pg.k', order: sort.order }, { column: 'pg.id', order: sort.order }])) as Array<{ n: unknown; raw: unknown; id: unknown }>;
  return { ids: rows.filter((r) => r.id != null).map((r) => ({ id: Number(r.id) })), counted: countedOf(words, rows[0]) };
}

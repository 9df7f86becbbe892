import type { Knex } from 'knex';
import { hearsOtherReplicas } from '../../../cache/cache-bus';
import { TABLES } from '../../../db/tables';
import { TOTAL_EXACT_UP_TO, type ProductListQuery } from '@souk/domain';
import { SAMPLE_COLUMNS, columnFiltersOf, columnsDecide, selectFilterRows } from './facet-sample';
import type { ListWhere } from './list-filters';
import { PAGE_SORT_KEYS } from './row-pages';
import { ColumnsBuilder, type RowColumns } from './row-columns';
import { wherePublic } from './public-listing';
import { onListingCountsChanged } from './read-cache';

/**
 * A category's public listings kept in memory, in columns, for exact facet counts (PostgreSQL,
 * ARCHITECTURE decision 93). Every facets request read all its matches (up to 10 001) once or twice
 * with GROUPING SETS, or estimated them from a sample: at 100k listings the counts cost 2.4× a bare
 * page. A category of at most FACETS_MIRROR_MAX_ROWS listings is read once instead, its filter
 * columns kept (~136 bytes a listing with the pages' id and date: 27 MB for the 200 000 cars of 1M listings, and the orders its
 * searches read, row-orders.ts; no words, which the SQL counts), and each search counted here as the
 * SQL decides it (facet-sample.ts passInMemory). The category's listing pages are cut from the same
 * copy (pageFromCopy below, decision 95) while the facets keep it.
 *
 * Exact means never counted on an old copy:
 * - a listing write (this replica's or another's, through the cache bus) makes every copy unusable
 *   at once; the facets' SQL answers until a copy read after the write has arrived;
 * - a read that a write overtook is not used (the write's generation is newer);
 * - a copy is trusted MIRROR_FRESH_FOR_MS after its read began while this replica hears the others'
 *   writes, only MIRROR_UNHEARD_FRESH_FOR_MS while it does not (Redis away: the facet counts' own
 *   cache life), and read anew in the background MIRROR_RENEW_AHEAD_MS before, so that a quiet
 *   category never falls back (reading 20 000 listings costs the cms ~130 ms: every 5 s for three
 *   categories, that was 8 % of a core).
 * No request waits for a read: the first one of a category, and those after a write, take the SQL path.
 */

/** A copy is used this long after its read began, while every write reaches this replica. */
export const MIRROR_FRESH_FOR_MS = 60_000;
/** …and this long while writes of other replicas may not (cache-bus.ts hearsOtherReplicas). */
export const MIRROR_UNHEARD_FRESH_FOR_MS = 5_000;
/** A copy is read again in the background this long before it stops being used. */
export const MIRROR_RENEW_AHEAD_MS = 1_000;
/** A category found too large is counted again after this long (it may have shrunk). */
export const MIRROR_TOO_LARGE_FOR_MS = 60_000;
/**
 * A category is read again no sooner than this many times its last read's length after that read
 * began: under a steady run of listing writes (each makes the copy unusable), or while the copies
 * live 5 s, reads take at most a twentieth of the time (200 000 cars: ~3 s a read), not all of it.
 */
export const MIRROR_READ_SPACING = 20;

/** Rows read per statement: a category's copy never holds more than these as objects at once. */
const MIRROR_BATCH = 10_000;
/** What a copy keeps: the filters' columns, not the words (a search with words is counted by the SQL). */
const MIRROR_COLUMNS = SAMPLE_COLUMNS.filter((column) => column !== 'search_text' && column !== 'category_ref');

interface Copy {
  /** null: the category held more than the maximum when it was counted. */
  columns: RowColumns | null;
  /** When its read began (the caller's clock). */
  at: number;
  /** The write generation its read began in. */
  generation: number;
  /** How long its read took (ms, real time). */
  readMs: number;
}

let generation = 0;
const copies = new Map<number, Copy>();
const reading = new Map<number, Promise<void>>();
onListingCountsChanged(() => {
  generation++;
});

async function readCategory(db: Knex, categoryId: number, maxRows: number, at: number, warn: (message: string) => void): Promise<void> {
  const started = generation;
  const began = performance.now();
  const inCategory = () => wherePublic(db(`${TABLES.products} as p`).where('p.category_ref', categoryId));
  let columns: RowColumns | null = null;
  try {
    // Counted first, bounded: a large category costs an index walk of maxRows + 1 entries a minute, not a read of its rows.
    const counted = (await db.from(inCategory().select(db.raw('1')).limit(maxRows + 1).as('t')).count({ n: '*' })) as Array<{ n: unknown }>;
    if (Number(counted[0]?.n ?? 0) <= maxRows) {
      // The filters' columns, and what the category's pages are ordered by (row-pages.ts): the id, the date in µs.
      const builder = new ColumnsBuilder([...MIRROR_COLUMNS, 'price', 'id', 'created_us']);
      // In id order, a batch at a time (a write meanwhile makes the copy unused: its generation is older).
      for (let after = 0; ; ) {
        const batch = await selectFilterRows(
          db,
          inCategory().where('p.id', '>', after).orderBy('p.id').limit(MIRROR_BATCH).select(db.raw('(extract(epoch from p.created_at) * 1000000)::float8 AS created_us')),
          [...MIRROR_COLUMNS, 'id'],
        );
        builder.add(batch);
        if (batch.length < MIRROR_BATCH) break;
        after = Number(batch[batch.length - 1]!.id);
      }
      columns = builder.build();
      // The orders the last copy's searches made, made here before this one is used (row-columns.ts makeOrders).
      const last = copies.get(categoryId)?.columns;
      if (last) await columns.makeOrders(last.madeOrders(), () => new Promise((resolve) => setImmediate(resolve)));
    }
  } catch (error) {
    // The SQL answers meanwhile; tried again as a large category would be, not at every request.
    warn(`[facets] category ${categoryId} not kept in memory: ${error instanceof Error ? error.message : String(error)}`);
  }
  copies.set(categoryId, { columns, at, generation: started, readMs: performance.now() - began });
}

/**
 * The category's public listings in columns, when a trusted copy is here; null otherwise (the
 * caller counts in SQL). Starts a read in the background when one is due. `hears`: whether every
 * write reaches this replica now; `spacing`: MIRROR_READ_SPACING (tests of a copy's life: 0).
 */
export function mirroredCategory(
  db: Knex,
  categoryId: number,
  maxRows: number,
  warn: (message: string) => void,
  now = Date.now(),
  hears = hearsOtherReplicas(),
  spacing = MIRROR_READ_SPACING,
): RowColumns | null {
  if (maxRows <= 0) return null;
  const copy = copies.get(categoryId);
  const current = copy !== undefined && copy.generation === generation;
  const age = copy ? now - copy.at : Infinity;
  const freshFor = hears ? MIRROR_FRESH_FOR_MS : MIRROR_UNHEARD_FRESH_FOR_MS;
  // A category found too large stays so for a minute, writes or not (a write adds one listing); reads are spaced by their length.
  const due =
    copy === undefined ||
    (copy.columns === null ? age >= MIRROR_TOO_LARGE_FOR_MS : age >= spacing * copy.readMs && (!current || age >= freshFor - MIRROR_RENEW_AHEAD_MS));
  if (due && !reading.has(categoryId)) {
    reading.set(
      categoryId,
      readCategory(db, categoryId, maxRows, now, warn).finally(() => reading.delete(categoryId)),
    );
  }
  return keptCopy(categoryId, now, hears);
}

/**
 * The category's trusted copy, if one is here, without starting a read: the listing pages use the
 * copies their facets keep and make none (a page renewing a copy held the event loop for its read:
 * s50's 100k pages p99 248 → 548 ms side by side).
 */
export function keptCopy(categoryId: number, now = Date.now(), hears = hearsOtherReplicas()): RowColumns | null {
  const copy = copies.get(categoryId);
  if (!copy?.columns || copy.generation !== generation) return null;
  return now - copy.at < (hears ? MIRROR_FRESH_FOR_MS : MIRROR_UNHEARD_FRESH_FOR_MS) ? copy.columns : null;
}

/** The read in flight for a category, if any (tests wait for it). */
export const mirrorRead = (categoryId: number): Promise<void> => reading.get(categoryId) ?? Promise.resolve();

/**
 * The page of `where` in its category and its count, bounded as the SQL bounds it (TOTAL_EXACT_UP_TO
 * + 1), off the category's copy `kept` (mirroredCategory), in the order the SQL gives (row-pages.ts):
 * the listing page then reads its 24 listings by id alone (decision 95). Null for a filter the copy
 * does not decide (words) or a sort it does not keep (popularity, title, place).
 */
export function pageFromCopy(
  kept: RowColumns,
  where: ListWhere,
  sort: ProductListQuery['sort'],
  page: number,
  pageSize: number,
  now = new Date(),
): { counted: number; ids: Array<{ id: number }> } | null {
  const key = PAGE_SORT_KEYS[sort.field];
  const filters = key !== undefined && columnsDecide(kept, where) ? columnFiltersOf(where, now) : null;
  if (!key || !filters) return null;
  const matches = kept.rowsPassingAll(filters);
  const ids = kept.pageOf(matches, key, sort.order === 'desc', (page - 1) * pageSize, pageSize);
  return ids && { counted: Math.min(matches.length, TOTAL_EXACT_UP_TO + 1), ids: ids.map((id) => ({ id })) };
}

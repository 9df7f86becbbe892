import type { Knex } from 'knex';
import { TABLES } from '../../../db/tables';
import type { FilterRow } from './filter-passes';
import { selectFilterRows, type KeptSample } from './facet-sample';
import { wherePublic } from './public-listing';
import { onListingCountsChanged } from './read-cache';

/**
 * A small category's public listings kept in memory, for exact facet counts (PostgreSQL, ARCHITECTURE
 * decision 93). Under the sample's threshold every facets request read all its matches (up to
 * 10 001) once or twice with GROUPING SETS: at 100k listings the counts cost 2.4× a bare page. A
 * category of at most FACETS_MIRROR_MAX_ROWS listings is read once instead and each search counted
 * here, filter by filter as the SQL decides it (facet-sample.ts passInMemory, the alerts' tests).
 *
 * Exact means never counted on an old copy:
 * - a listing write (this replica's or another's, through the cache bus) makes every copy unusable
 *   at once; the facets' SQL answers until a copy read after the write has arrived;
 * - a copy is trusted MIRROR_FRESH_FOR_MS after its read began (the facet counts' own cache life: a
 *   replica that missed a message while Redis was away is wrong no longer than its caches), and is
 *   read anew in the background from MIRROR_RENEW_AFTER_MS, so a quiet category never falls back;
 * - a read that a write overtook is not used (the write's generation is newer).
 * No request waits for a read: the first one of a category, and those after a write, take the SQL path.
 */

/** A copy is used this long after its read began. */
export const MIRROR_FRESH_FOR_MS = 5_000;
/** From this age a copy is read again in the background (before it stops being used). */
export const MIRROR_RENEW_AFTER_MS = 4_000;
/** A category found too large is counted again after this long (it may have shrunk). */
export const MIRROR_TOO_LARGE_FOR_MS = 60_000;

interface Copy {
  /** null: the category held more than the maximum when it was counted. */
  sample: KeptSample | null;
  /** When its read began (the caller's clock). */
  at: number;
  /** The write generation its read began in. */
  generation: number;
}

let generation = 0;
const copies = new Map<number, Copy>();
const reading = new Map<number, Promise<void>>();
onListingCountsChanged(() => {
  generation++;
});

async function readCategory(db: Knex, categoryId: number, maxRows: number, at: number, warn: (message: string) => void): Promise<void> {
  const started = generation;
  const inCategory = () => wherePublic(db(`${TABLES.products} as p`).where('p.category_ref', categoryId));
  let rows: FilterRow[] | null = null;
  try {
    // Counted first, bounded: a large category costs an index walk of maxRows + 1 entries a minute, not a read of its rows.
    const counted = (await db.from(inCategory().select(db.raw('1')).limit(maxRows + 1).as('t')).count({ n: '*' })) as Array<{ n: unknown }>;
    if (Number(counted[0]?.n ?? 0) <= maxRows) rows = await selectFilterRows(db, inCategory());
  } catch (error) {
    // The SQL answers meanwhile; tried again as a large category would be, not at every request.
    warn(`[facets] category ${categoryId} not kept in memory: ${error instanceof Error ? error.message : String(error)}`);
  }
  copies.set(categoryId, { sample: rows && { all: rows, byCategory: new Map([[categoryId, rows]]) }, at, generation: started });
}

/**
 * The category's public rows as a sample holding all of them, when a trusted copy is here; null
 * otherwise (the caller counts in SQL). Starts a read in the background when one is due.
 */
export function mirroredCategory(db: Knex, categoryId: number, maxRows: number, warn: (message: string) => void, now = Date.now()): KeptSample | null {
  if (maxRows <= 0) return null;
  const copy = copies.get(categoryId);
  const current = copy !== undefined && copy.generation === generation;
  const age = copy ? now - copy.at : Infinity;
  const due = !current || age >= (copy.sample ? MIRROR_RENEW_AFTER_MS : MIRROR_TOO_LARGE_FOR_MS);
  if (due && !reading.has(categoryId)) {
    reading.set(
      categoryId,
      readCategory(db, categoryId, maxRows, now, warn).finally(() => reading.delete(categoryId)),
    );
  }
  return current && copy.sample && age < MIRROR_FRESH_FOR_MS ? copy.sample : null;
}

/** The read in flight for a category, if any (tests wait for it). */
export const mirrorRead = (categoryId: number): Promise<void> => reading.get(categoryId) ?? Promise.resolve();

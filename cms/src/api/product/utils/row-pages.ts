import type { Order } from './row-orders';

/**
 * A page of kept rows in the order PostgreSQL gives `ORDER BY key, id` (ascending or descending
 * both): a NULL key (NaN) last ascending and first descending, ties by id, and the rows' numbers
 * ascending with their ids (a copy is read in id order, facet-mirror.ts). `order`: the rows with
 * a key, by key then row (row-orders.ts orderOfNumbers), made once per copy.
 */

/** The numbers a category's copy keeps for its pages besides the filters' (facet-mirror.ts): the id, and the date in µs (a Date holds ms). */
export const PAGE_NUMBER_COLUMNS: ReadonlySet<string> = new Set(['id', 'created_us']);
/** The kept column each sort of the list reads; the others (popularity, title, place) are the SQL's. */
export const PAGE_SORT_KEYS: Readonly<Record<string, string>> = { created_at: 'created_us', price: 'price' };

/** Matches at most this many are sorted themselves; more are found walking the key's order. */
const SORTED_UP_TO = 2_048;
/** A page within the first this many matches is picked in one pass over them, without sorting them all. */
const PICKED_UP_TO = 48;
/**
 * Such a page's walk gives up past this many steps a match, and the page is picked instead: the
 * cheapest recent cars sit far down the price order (at 1M listings, a car search's walk went a
 * median 14× its matches deep, 34× at p90), while the newest flats are near its start (0.2×).
 */
const WALK_STEPS_PER_MATCH = 2;

/** Whether row `a` comes before row `b`: by key (NULL last ascending, first descending), then by row. */
function precedes(keys: Float64Array, descending: boolean, a: number, b: number): boolean {
  const [x, y] = [keys[a]!, keys[b]!];
  const [noX, noY] = [Number.isNaN(x), Number.isNaN(y)];
  if (noX !== noY) return noX === descending;
  if (!noX && x !== y) return descending ? x > y : x < y;
  return descending ? a > b : a < b;
}

/**
 * The first `want` of `ids` in order, kept sorted while one pass goes over them: a row enters only
 * when it precedes the last kept. A first page of 2 000 matches: ~2 000 comparisons and a few
 * hundred moves, where sorting them all made ~22 000 calls of a comparator.
 */
function firstRows(ids: Int32Array, keys: Float64Array, descending: boolean, want: number): Int32Array {
  const kept = new Int32Array(want);
  let n = 0;
  for (let k = 0; k < ids.length; k++) {
    const row = ids[k]!;
    if (n === want && !precedes(keys, descending, row, kept[n - 1]!)) continue;
    // Full: the last kept makes room; the rows after the new one's place move one down.
    let at = n === want ? n - 1 : n++;
    for (; at > 0 && precedes(keys, descending, row, kept[at - 1]!); at--) kept[at] = kept[at - 1]!;
    kept[at] = row;
  }
  return kept.subarray(0, n);
}

export function pageOfRows(ids: Int32Array, keys: Float64Array, order: () => Order, size: number, descending: boolean, skip: number, take: number): Int32Array {
  const want = skip + take;
  const picked = () => firstRows(ids, keys, descending, want).subarray(skip, want);
  if (ids.length <= SORTED_UP_TO) {
    if (want <= PICKED_UP_TO) return picked();
    const sorted = Int32Array.from(ids).sort((a, b) => (a === b ? 0 : precedes(keys, descending, a, b) ? -1 : 1));
    return sorted.subarray(skip, want);
  }
  // The matches marked, their NULL keys apart (few: a price left empty), then the order walked until the page is full.
  const member = new Uint8Array(size);
  const nulls: number[] = [];
  for (let k = 0; k < ids.length; k++) {
    member[ids[k]!] = 1;
    if (Number.isNaN(keys[ids[k]!]!)) nulls.push(ids[k]!);
  }
  nulls.sort((a, b) => (descending ? b - a : a - b));
  const page = new Int32Array(take);
  let seen = 0;
  let n = 0;
  const visit = (row: number) => {
    if (seen++ >= skip) page[n++] = row;
    return seen < want;
  };
  const budget = want <= PICKED_UP_TO ? WALK_STEPS_PER_MATCH * ids.length : Infinity;
  let gaveUp = false;
  const walk = () => {
    const rows = order().rows;
    const steps = Math.min(rows.length, budget);
    if (descending) {
      for (let k = rows.length - 1; k >= rows.length - steps; k--) if (member[rows[k]!] && !visit(rows[k]!)) return false;
    } else for (let k = 0; k < steps; k++) if (member[rows[k]!] && !visit(rows[k]!)) return false;
    // The page not full within the budget: picked instead (the NULLs after are then not asked).
    gaveUp = steps < rows.length;
    return !gaveUp;
  };
  const rest = () => nulls.every(visit);
  // Each stops once the page is full (false), and the second is then not asked.
  if (descending) void (rest() && walk());
  else void (walk() && rest());
  return gaveUp ? picked() : page.subarray(0, n);
}

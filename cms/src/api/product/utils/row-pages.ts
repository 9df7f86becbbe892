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

export function pageOfRows(ids: Int32Array, keys: Float64Array, order: () => Order, size: number, descending: boolean, skip: number, take: number): Int32Array {
  const want = skip + take;
  if (ids.length <= SORTED_UP_TO) {
    const sign = descending ? -1 : 1;
    const sorted = Int32Array.from(ids).sort((a, b) => {
      const [x, y] = [keys[a]!, keys[b]!];
      const [noX, noY] = [Number.isNaN(x), Number.isNaN(y)];
      // One NULL: after the other key ascending, before it descending.
      if (noX !== noY) return noX === descending ? -1 : 1;
      return !noX && x !== y ? sign * (x - y) : sign * (a - b);
    });
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
  const walk = () => {
    const rows = order().rows;
    if (descending) {
      for (let k = rows.length - 1; k >= 0; k--) if (member[rows[k]!] && !visit(rows[k]!)) return false;
    } else for (let k = 0; k < rows.length; k++) if (member[rows[k]!] && !visit(rows[k]!)) return false;
    return true;
  };
  const rest = () => nulls.every(visit);
  // Each stops once the page is full (false), and the second is then not asked.
  if (descending) void (rest() && walk());
  else void (walk() && rest());
  return page.subarray(0, n);
}

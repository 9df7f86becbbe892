/**
 * Orders of kept listings (row-columns.ts), the in-memory counterpart of the covering indexes
 * (ARCHITECTURE decision 93): a column's rows sorted by value, by code, or by code then value. A
 * filter, or a one-value filter with a bound (`brand=kia&minYear=2015`, `deal=rent&minSurface=80`),
 * passes a span of one of them, found by binary search; its facets are counted off per-block counts
 * of the order, reading at most two blocks of rows. The bench's facet searches over the copies of
 * 1M listings (200 000 cars) took 0.6–1.0 ms a request reading their matches one by one, now
 * 0.03–0.06 ms (bench/results/HISTORY.md, s49).
 */

/** Rows a block of an order holds: a span's counts read two partial blocks at most (≤ 2 × 256 rows). */
const BLOCK = 256;
/** A column of more values than this is counted row by row (its block counts would outweigh the rows). */
const MAX_BLOCK_CODES = 1_024;

/** A column of few values: its name, each row's code, and how many codes it has. */
export interface Codes {
  column: string;
  codes: Int32Array;
  count: number;
}

/** Rows grouped by code (groupByCode): code c's are `order.rows` from starts[c] up to starts[c + 1]. */
export interface GroupedRows {
  order: Order;
  starts: Int32Array;
}

/** Rows in an order; a span of it is `rows[from]` up to (not including) `rows[to]`. */
export class Order {
  private readonly blockCounts = new Map<string, Int32Array>();

  constructor(readonly rows: Int32Array) {}

  /** The columns whose block counts were made here (a copy read anew makes them ahead, row-columns.ts makeOrders). */
  countedColumns(): string[] {
    return [...this.blockCounts.keys()];
  }

  /** Adds to `counts[code]` the rows of the span [from, to) holding each code of `column`. */
  countSpan(from: number, to: number, column: Codes, counts: Int32Array): void {
    const firstBlock = Math.ceil(from / BLOCK);
    const endBlock = Math.floor(to / BLOCK);
    if (endBlock - firstBlock < 2 || column.count > MAX_BLOCK_CODES) return this.countRows(from, to, column.codes, counts);
    const prefix = this.blockCountsOf(column);
    const { count } = column;
    for (let code = 0; code < count; code++) counts[code]! += prefix[endBlock * count + code]! - prefix[firstBlock * count + code]!;
    this.countRows(from, firstBlock * BLOCK, column.codes, counts);
    this.countRows(endBlock * BLOCK, to, column.codes, counts);
  }

  private countRows(from: number, to: number, codes: Int32Array, counts: Int32Array): void {
    const rows = this.rows;
    for (let k = from; k < to; k++) counts[codes[rows[k]!]!]!++;
  }

  /** For each block boundary b, the rows before it holding each code: prefix[b × codes + code]. Made on first use. */
  blockCountsOf({ column, codes, count }: Codes): Int32Array {
    let prefix = this.blockCounts.get(column);
    if (!prefix) {
      const blocks = Math.floor(this.rows.length / BLOCK);
      prefix = new Int32Array((blocks + 1) * count);
      for (let b = 0; b < blocks; b++) {
        prefix.copyWithin((b + 1) * count, b * count, (b + 1) * count);
        for (let k = b * BLOCK; k < (b + 1) * BLOCK; k++) prefix[(b + 1) * count + codes[this.rows[k]!]!]!++;
      }
      this.blockCounts.set(column, prefix);
    }
    return prefix;
  }
}

/** The positions [from, to) of `order`'s rows in [start, end) whose number passes a bound (they are sorted by it there). */
export function boundSpan(order: Order, numbers: Float64Array, start: number, end: number, kind: 'lower' | 'upper', bound: number): [number, number] {
  // As row-columns.ts narrow decides it: `>= bound` or `<= bound`; a NaN bound passes nothing (NULL rows are in no number order).
  if (Number.isNaN(bound)) return [start, start];
  const rows = order.rows;
  // The first position whose number is ≥ bound (lower) or > bound (upper).
  let [low, high] = [start, end];
  while (low < high) {
    const middle = (low + high) >>> 1;
    const n = numbers[rows[middle]!]!;
    if (n < bound || (kind === 'upper' && n === bound)) low = middle + 1;
    else high = middle;
  }
  return kind === 'lower' ? [low, end] : [start, low];
}

/** A number column's rows sorted by value, NULLs (NaN) left out; equal values in row order. */
export function orderOfNumbers(numbers: Float64Array): Order {
  const values = numbers.filter((n) => !Number.isNaN(n)).sort();
  const rows = new Int32Array(values.length);
  const placed = new Int32Array(values.length);
  for (let row = 0; row < numbers.length; row++) {
    const n = numbers[row]!;
    if (Number.isNaN(n)) continue;
    // The first position of n among the sorted values, and the next free place of its run.
    let [low, high] = [0, values.length];
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (values[middle]! < n) low = middle + 1;
      else high = middle;
    }
    rows[low + placed[low]!++] = row;
  }
  return new Order(rows);
}

/** `rows` grouped by code (a stable counting sort: each group keeps their order); code c's are at [starts[c], starts[c + 1]). */
export function groupByCode(rows: Int32Array, { codes, count }: Codes): GroupedRows {
  const starts = new Int32Array(count + 1);
  for (let k = 0; k < rows.length; k++) starts[codes[rows[k]!]! + 1]!++;
  for (let code = 0; code < count; code++) starts[code + 1]! += starts[code]!;
  const grouped = new Int32Array(rows.length);
  const placed = starts.slice(0, count);
  for (let k = 0; k < rows.length; k++) grouped[placed[codes[rows[k]!]!]!++] = rows[k]!;
  return { order: new Order(grouped), starts };
}

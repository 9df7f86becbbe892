import { NUMBER_COLUMNS, filterColumnOf, numberOf, type FilterRow, type RowTest } from './filter-passes';

/**
 * Kept listings (the facets' sample, a category's copy) in columns, for counts over many rows per
 * request (ARCHITECTURE decision 93). A test per row, as filterTest gives it, cost ~100 ns a row
 * and a pass: 5.5 ms of the cms per facets request over a 20 000-listing category, more than
 * PostgreSQL's own grouping. Here each filter narrows the rows' numbers in one tight loop over one
 * array, and a facet counts its options by their codes.
 * - A column of few values (a brand, a city, a yes/no) is coded: a filter's own test (the same as
 *   the alerts') is asked once per value, and the rows follow their code.
 * - A number (a year, a mileage, a price, a date in ms) is a Float64Array, NaN for NULL (which
 *   passes no comparison, as in SQL).
 * - Another filter (words) needs the rows themselves: only columns made from kept rows decide it.
 * - A search starts from the rows of its narrowest filter, read off that column's order (its rows
 *   sorted by value, as a B-tree's leaves, made on first use): at 200 000 kept listings a pass over
 *   every row per filter cost the cms 2.5 ms a request, so the copy of a large category was not
 *   worth keeping (decision 93); `brand=kia` now reads the Kias' rows alone.
 */

/** A column of few values: each row's code, and the value of each code. */
export interface Dictionary {
  codes: Int32Array;
  values: unknown[];
}

/** A number column's rows in order of their values (NULLs left out), and those values: where a bound starts is a binary search. */
interface NumberOrder {
  rows: Int32Array;
  values: Float64Array;
}
/** A few-value column's rows grouped by code: code c's rows are rows[starts[c]] up to rows[starts[c + 1]]. */
interface CodeOrder {
  rows: Int32Array;
  starts: Int32Array;
}
/** The rows one filter passes, as its column's order gives them: how many, and (on demand) which. */
interface Span {
  count: number;
  rows: () => Int32Array;
}
/** A filter of a search as the columns decide it: its parameter, its value, its test of one row. */
export type ColumnFilter = readonly [name: string, value: unknown, test: RowTest];

export class RowColumns {
  private readonly numbers = new Map<string, Float64Array>();
  private readonly dictionaries = new Map<string, Dictionary>();
  private readonly numberOrders = new Map<string, NumberOrder>();
  private readonly codeOrders = new Map<string, CodeOrder>();
  private all: Int32Array | null = null;

  /** `rows`: the kept rows, each column made from them on first use; null: only the columns `of` gave. */
  constructor(
    readonly size: number,
    private readonly rows: readonly FilterRow[] | null,
  ) {}

  /** Columns made elsewhere (ColumnsBuilder): the rows themselves are not kept. */
  static of(size: number, numbers: ReadonlyMap<string, Float64Array>, dictionaries: ReadonlyMap<string, Dictionary>): RowColumns {
    const kept = new RowColumns(size, null);
    numbers.forEach((array, column) => kept.numbers.set(column, array));
    dictionaries.forEach((dictionary, column) => kept.dictionaries.set(column, dictionary));
    return kept;
  }

  private add(column: string, rows: readonly FilterRow[]): void {
    const builder = new ColumnsBuilder([column]);
    builder.add(rows);
    const built = builder.build();
    built.numbers.forEach((array, name) => this.numbers.set(name, array));
    built.dictionaries.forEach((dictionary, name) => this.dictionaries.set(name, dictionary));
  }

  /** Whether the filter `name` is decided on these columns. */
  decides(name: string): boolean {
    if (this.rows) return true;
    const plan = filterColumnOf(name);
    return plan !== undefined && (this.numbers.has(plan.column) || this.dictionaries.has(plan.column));
  }

  /** Every row (numbers of rows, ascending: what the narrowing below reads and keeps). */
  everyRow(): Int32Array {
    if (!this.all) {
      this.all = new Int32Array(this.size);
      for (let i = 0; i < this.size; i++) this.all[i] = i;
    }
    return this.all;
  }

  private number(column: string): Float64Array {
    if (!this.numbers.has(column) && this.rows) this.add(column, this.rows);
    return this.numbers.get(column)!;
  }

  private dictionary(column: string): Dictionary {
    if (!this.dictionaries.has(column) && this.rows) this.add(column, this.rows);
    return this.dictionaries.get(column)!;
  }

  /**
   * The rows passing every filter: those of the filter its column's order says is the narrowest
   * (every row when none has an order), narrowed by the others. Read the answer, never write it:
   * it may be a view of an order.
   */
  rowsPassingAll(filters: readonly ColumnFilter[]): Int32Array {
    let narrowest = -1;
    let best: Span | null = null;
    filters.forEach(([name, value, test], i) => {
      const span = this.span(name, value, test);
      if (span && (best === null || span.count < best.count)) [narrowest, best] = [i, span];
    });
    let ids = best === null ? this.everyRow() : (best as Span).rows();
    filters.forEach(([name, value, test], i) => {
      if (i !== narrowest) ids = this.narrow(ids, name, value, test);
    });
    return ids;
  }

  /** The rows the filter `name = value` passes, off its column's order; null when it has none (a date tested row by row, words). */
  private span(name: string, value: unknown, test: RowTest): Span | null {
    const plan = filterColumnOf(name);
    if ((plan?.kind === 'lower' || plan?.kind === 'upper') && typeof value === 'number' && this.decides(name)) {
      const { rows, values } = this.numberOrder(plan.column);
      // As narrow decides it: `column >= value` or `column <= value`; NULL (left out of the order) and a NaN bound pass nothing.
      if (Number.isNaN(value)) return { count: 0, rows: () => rows.subarray(0, 0) };
      const [from, to] = plan.kind === 'lower' ? [firstAtLeast(values, value), values.length] : [0, firstAbove(values, value)];
      return { count: to - from, rows: () => rows.subarray(from, to) };
    }
    if (plan?.kind === 'values' && this.decides(name)) {
      const { rows, starts } = this.codeOrder(plan.column);
      const passes = passesOf(plan.column, this.dictionary(plan.column).values, test);
      const codes = [...passes.keys()].filter((code) => passes[code] === 1 && starts[code + 1]! > starts[code]!);
      const count = codes.reduce((sum, code) => sum + starts[code + 1]! - starts[code]!, 0);
      return {
        count,
        rows: () => {
          if (codes.length === 1) return rows.subarray(starts[codes[0]!]!, starts[codes[0]! + 1]!);
          const kept = new Int32Array(count);
          let n = 0;
          for (const code of codes) {
            kept.set(rows.subarray(starts[code]!, starts[code + 1]!), n);
            n += starts[code + 1]! - starts[code]!;
          }
          return kept;
        },
      };
    }
    return null;
  }

  private numberOrder(column: string): NumberOrder {
    let order = this.numberOrders.get(column);
    if (!order) this.numberOrders.set(column, (order = orderOfNumbers(this.number(column))));
    return order;
  }

  private codeOrder(column: string): CodeOrder {
    let order = this.codeOrders.get(column);
    if (!order) this.codeOrders.set(column, (order = orderOfCodes(this.dictionary(column))));
    return order;
  }

  /** The rows of `ids` that pass the filter `name = value`, whose test of one row is `test`. */
  narrow(ids: Int32Array, name: string, value: unknown, test: RowTest): Int32Array {
    const plan = filterColumnOf(name);
    const kept = new Int32Array(ids.length);
    let n = 0;
    if ((plan?.kind === 'lower' || plan?.kind === 'upper') && typeof value === 'number') {
      const numbers = this.number(plan.column);
      // `column >= value` as `(column - value) × 1 >= 0`, `column <= value` as `× -1`: NaN (NULL) passes
      // neither, as in SQL. Without a branch: each row is written and kept by moving on or not (a branch
      // taken half the time mispredicts: 4× slower at 200 000 rows).
      const sign = plan.kind === 'lower' ? 1 : -1;
      for (let k = 0; k < ids.length; k++) {
        const id = ids[k]!;
        kept[n] = id;
        n += +(sign * (numbers[id]! - value) >= 0);
      }
    } else if (plan?.kind === 'values') {
      const { codes, values } = this.dictionary(plan.column);
      const passes = passesOf(plan.column, values, test);
      for (let k = 0; k < ids.length; k++) {
        const id = ids[k]!;
        kept[n] = id;
        n += passes[codes[id]!]!;
      }
    } else if (plan?.kind === 'row') {
      const numbers = this.number(plan.column);
      for (let k = 0; k < ids.length; k++) {
        const number = numbers[ids[k]!]!;
        if (test({ [plan.column]: Number.isNaN(number) ? null : number })) kept[n++] = ids[k]!;
      }
    } else if (this.rows) {
      for (let k = 0; k < ids.length; k++) if (test(this.rows[ids[k]!]!)) kept[n++] = ids[k]!;
    } else throw new Error(`row-columns: ${name} is not decided on these columns (ask decides first)`);
    return kept.subarray(0, n);
  }

  /** How many rows of `ids` hold each value of `column` that passes `keep` (asked once per value). */
  countByValue(ids: Int32Array, column: string, keep: RowTest): Array<{ value: unknown; count: number }> {
    const { codes, values } = this.dictionary(column);
    const counts = new Int32Array(values.length);
    for (let k = 0; k < ids.length; k++) counts[codes[ids[k]!]!]!++;
    const passes = passesOf(column, values, keep);
    return values.flatMap((value, code) => (counts[code]! > 0 && passes[code] ? [{ value, count: counts[code]! }] : []));
  }
}

/**
 * Columns made from rows read batch by batch (facet-mirror.ts reads a category of 200 000 listings
 * 10 000 at a time): a batch's rows can go once added, only their columns are kept.
 */
export class ColumnsBuilder {
  private size = 0;
  private readonly numbers = new Map<string, number[]>();
  private readonly codes = new Map<string, { codeOf: Map<unknown, number>; codes: number[] }>();

  constructor(columns: readonly string[]) {
    for (const column of columns) {
      if (NUMBER_COLUMNS.has(column)) this.numbers.set(column, []);
      else this.codes.set(column, { codeOf: new Map(), codes: [] });
    }
  }

  add(rows: readonly FilterRow[]): void {
    this.size += rows.length;
    this.numbers.forEach((array, column) => {
      for (const row of rows) array.push(numberOf(row[column]) ?? NaN);
    });
    this.codes.forEach(({ codeOf, codes }, column) => {
      for (const row of rows) {
        const value = row[column];
        let code = codeOf.get(value);
        if (code === undefined) codeOf.set(value, (code = codeOf.size));
        codes.push(code);
      }
    });
  }

  build(): RowColumns {
    return RowColumns.of(
      this.size,
      new Map([...this.numbers].map(([column, array]) => [column, Float64Array.from(array)])),
      new Map([...this.codes].map(([column, { codeOf, codes }]) => [column, { codes: Int32Array.from(codes), values: [...codeOf.keys()] }])),
    );
  }
}

/** The first position of `sorted` holding at least `value` (its length when none does). */
function firstAtLeast(sorted: Float64Array, value: number): number {
  let [low, high] = [0, sorted.length];
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The first position of `sorted` holding more than `value` (its length when none does). */
function firstAbove(sorted: Float64Array, value: number): number {
  let [low, high] = [0, sorted.length];
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! <= value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** A number column's order: its values sorted (natively), then each row put at its value's next free place (rows of a value ascending). */
function orderOfNumbers(numbers: Float64Array): NumberOrder {
  const values = numbers.filter((n) => !Number.isNaN(n)).sort();
  const rows = new Int32Array(values.length);
  const placed = new Int32Array(values.length);
  for (let row = 0; row < numbers.length; row++) {
    const n = numbers[row]!;
    if (Number.isNaN(n)) continue;
    const at = firstAtLeast(values, n);
    rows[at + placed[at]!++] = row;
  }
  return { rows, values };
}

/** A few-value column's order: a counting sort of its rows by code. */
function orderOfCodes({ codes, values }: Dictionary): CodeOrder {
  const starts = new Int32Array(values.length + 1);
  for (let row = 0; row < codes.length; row++) starts[codes[row]! + 1]!++;
  for (let code = 0; code < values.length; code++) starts[code + 1]! += starts[code]!;
  const rows = new Int32Array(codes.length);
  const placed = starts.slice(0, values.length);
  for (let row = 0; row < codes.length; row++) rows[placed[codes[row]!]!++] = row;
  return { rows, starts };
}

/** Whether each value of the column passes `test`. */
const passesOf = (column: string, values: readonly unknown[], test: RowTest): Uint8Array => Uint8Array.from(values, (value) => +test({ [column]: value }));

const columnsOfRows = new WeakMap<readonly FilterRow[], RowColumns>();

/** The columns of a kept array of rows, each made on first use and kept as long as the rows are. */
export function columnsOf(rows: readonly FilterRow[]): RowColumns {
  let columns = columnsOfRows.get(rows);
  if (!columns) columnsOfRows.set(rows, (columns = new RowColumns(rows.length, rows)));
  return columns;
}

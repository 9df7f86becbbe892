import { NUMBER_COLUMNS, filterColumnOf, numberOf, type FilterRow, type RowTest } from './filter-passes';
import { Order, boundSpan, groupByCode, orderOfNumbers, type Codes, type GroupedRows } from './row-orders';
import { PAGE_NUMBER_COLUMNS, pageOfRows } from './row-pages';

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
 * - A search starts from the rows of its narrowest filter, or one-value filter with a bound (or a
 *   column's two bounds), read off an order (row-orders.ts, made on first use), and a facet over such a span alone is
 *   counted off the order's block counts: at 200 000 kept listings a pass over every row per filter
 *   cost the cms 2.5 ms a request, more than PostgreSQL's passes (decision 93).
 */

/** A column of few values: each row's code, and the value of each code. */
export interface Dictionary {
  codes: Int32Array;
  values: unknown[];
}

/** A filter of a search as the columns decide it: its parameter, its value, its test of one row. */
export type ColumnFilter = readonly [name: string, value: unknown, test: RowTest];

/** How a filter reads an order: a bound on a number column, or the codes of a few-value column that pass. */
type OrderPlan = { kind: 'bound'; column: string; side: 'lower' | 'upper'; bound: number } | { kind: 'codes'; column: string; codes: number[] };
type BoundPlan = Extract<OrderPlan, { kind: 'bound' }>;
type CodesPlan = Extract<OrderPlan, { kind: 'codes' }>;

/**
 * The bound `plans[i]` with its column's other bound, if any (maxYear for minYear): the two read one
 * span of the column's order. Null for the second of such a pair (the pair is asked from its first).
 */
function boundsFrom(plans: ReadonlyArray<OrderPlan | null>, i: number): { uses: number[]; bounds: BoundPlan[] } | null {
  const plan = plans[i] as BoundPlan;
  const other = plans.findIndex((p) => p?.kind === 'bound' && p.column === plan.column && p.side !== plan.side);
  if (other === -1) return { uses: [i], bounds: [plan] };
  return other > i ? { uses: [i, other], bounds: [plan, plans[other] as BoundPlan] } : null;
}

/** The rows of a filter (or two) off an order: how many, where in the order (null: several spans), and which. */
interface Span {
  count: number;
  at: { order: Order; from: number; to: number } | null;
  rows: () => Int32Array;
}

/** Orders by code then value kept per copy at most (a search's one-value filter and bound pairs: 4 bytes a row each). */
const MAX_GROUPED_ORDERS = 16;

/** The orders a copy's searches made (by value, by code, by code then value: `brand year`), and the columns counted off each. */
export type MadeOrders = Array<{ kind: 'number' | 'code' | 'grouped'; key: string; counted: string[] }>;

export class RowColumns {
  private readonly numbers = new Map<string, Float64Array>();
  private readonly dictionaries = new Map<string, Dictionary>();
  private readonly codeColumns = new Map<string, Codes>();
  private readonly numberOrders = new Map<string, Order>();
  private readonly codeOrders = new Map<string, GroupedRows>();
  private readonly groupedOrders = new Map<string, GroupedRows>();
  /** The answers of rowsPassingAll that are one span of an order (their facets are counted off its blocks). */
  private readonly spans = new WeakMap<Int32Array, { order: Order; from: number; to: number }>();
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
   * The rows passing every filter: those of the narrowest span an order gives (of one filter, of a
   * one-value filter and a bound together, a column's two bounds counting as one: `brand=kia&minYear=2010&maxYear=2015`
   * is one span), narrowed by the other filters; every row narrowed when no filter has an order.
   * Read the answer, never write it: it may be a view of an order.
   */
  rowsPassingAll(filters: readonly ColumnFilter[]): Int32Array {
    const plans = filters.map(([name, value, test]) => this.planOf(name, value, test));
    type Candidate = { uses: number[]; span: Span };
    const candidates: Candidate[] = [];
    const bounded = plans.flatMap((plan, i) => (plan?.kind === 'bound' ? [boundsFrom(plans, i)] : [])).filter((b) => b !== null);
    for (const { uses, bounds } of bounded) candidates.push({ uses, span: this.boundsSpan(bounds) });
    plans.forEach((plan, i) => {
      if (plan?.kind !== 'codes') return;
      candidates.push({ uses: [i], span: this.spanOf(plan) });
      if (plan.codes.length !== 1) return;
      for (const { uses, bounds } of bounded) {
        const span = this.groupedSpan(plan, bounds);
        if (span) candidates.push({ uses: [i, ...uses], span });
      }
    });
    // The fewest rows; of as many, the span that decides more filters.
    const chosen = candidates.reduce<Candidate | null>(
      (best, c) => (best === null || c.span.count < best.span.count || (c.span.count === best.span.count && c.uses.length > best.uses.length) ? c : best),
      null,
    );
    let ids = chosen ? chosen.span.rows() : this.everyRow();
    filters.forEach(([name, value, test], i) => {
      if (!chosen?.uses.includes(i)) ids = this.narrow(ids, name, value, test);
    });
    if (chosen?.span.at && chosen.uses.length === filters.length) this.spans.set(ids, chosen.span.at);
    return ids;
  }

  /** How the filter `name = value` reads an order; null when none serves it (a date tested row by row, words, a column not kept). */
  private planOf(name: string, value: unknown, test: RowTest): OrderPlan | null {
    const plan = filterColumnOf(name);
    if (!plan || !this.decides(name)) return null;
    if ((plan.kind === 'lower' || plan.kind === 'upper') && typeof value === 'number') return { kind: 'bound', column: plan.column, side: plan.kind, bound: value };
    if (plan.kind !== 'values') return null;
    const passes = passesOf(plan.column, this.dictionary(plan.column).values, test);
    return { kind: 'codes', column: plan.column, codes: [...passes.keys()].filter((code) => passes[code] === 1) };
  }

  /** The rows of a few-value filter off its column's order by code (bounds: boundsSpan). */
  private spanOf(plan: CodesPlan): Span {
    const { order, starts } = this.codeOrder(plan.column);
    if (plan.codes.length === 1) return spanAt(order, starts[plan.codes[0]!]!, starts[plan.codes[0]! + 1]!);
    // Several values: their spans end to end.
    const count = plan.codes.reduce((sum, code) => sum + starts[code + 1]! - starts[code]!, 0);
    const rows = () => {
      const kept = new Int32Array(count);
      let n = 0;
      for (const code of plan.codes) {
        kept.set(order.rows.subarray(starts[code]!, starts[code + 1]!), n);
        n += starts[code + 1]! - starts[code]!;
      }
      return kept;
    };
    return { count, at: null, rows };
  }

  /** The rows of one value and a bound (or both bounds of one column), off the order by that column's code then the bounds' number; null past MAX_GROUPED_ORDERS. */
  private groupedSpan(values: CodesPlan, bounds: readonly BoundPlan[]): Span | null {
    const grouped = this.groupedOrder(values.column, bounds[0]!.column);
    if (!grouped) return null;
    const code = values.codes[0]!;
    return this.withinBounds(grouped.order, grouped.starts[code]!, grouped.starts[code + 1]!, bounds);
  }

  /** The rows between one column's bounds (one or both), off its order. */
  private boundsSpan(bounds: readonly BoundPlan[]): Span {
    const order = this.numberOrder(bounds[0]!.column);
    return this.withinBounds(order, 0, order.rows.length, bounds);
  }

  /** The part of an order's range [from, to), sorted by the bounds' column, within each bound in turn. */
  private withinBounds(order: Order, from: number, to: number, bounds: readonly BoundPlan[]): Span {
    const numbers = this.number(bounds[0]!.column);
    for (const bound of bounds) [from, to] = boundSpan(order, numbers, from, to, bound.side, bound.bound);
    return spanAt(order, from, to);
  }

  private groupedOrder(valuesColumn: string, numberColumn: string): GroupedRows | null {
    const key = `${valuesColumn} ${numberColumn}`;
    let grouped = this.groupedOrders.get(key);
    if (!grouped) {
      if (this.groupedOrders.size >= MAX_GROUPED_ORDERS) return null;
      this.groupedOrders.set(key, (grouped = groupByCode(this.numberOrder(numberColumn).rows, this.codesOf(valuesColumn))));
    }
    return grouped;
  }

  private codesOf(column: string): Codes {
    let codes = this.codeColumns.get(column);
    if (!codes) {
      const dictionary = this.dictionary(column);
      this.codeColumns.set(column, (codes = { column, codes: dictionary.codes, count: dictionary.values.length }));
    }
    return codes;
  }

  /** The orders this copy's searches made, and the columns counted off each: what a copy read anew makes ahead. */
  madeOrders(): MadeOrders {
    return [
      ...[...this.numberOrders].map(([key, order]) => ({ kind: 'number' as const, key, counted: order.countedColumns() })),
      ...[...this.codeOrders].map(([key, { order }]) => ({ kind: 'code' as const, key, counted: order.countedColumns() })),
      ...[...this.groupedOrders].map(([key, { order }]) => ({ kind: 'grouped' as const, key, counted: order.countedColumns() })),
    ];
  }

  /**
   * Makes the orders and block counts another copy's searches made (its madeOrders), one at a time
   * with a `pause` between (each 10–40 ms at 200 000 rows): the background read of a copy pays for
   * them, not the first searches after it (~100 ms each, the event loop held meanwhile).
   */
  async makeOrders(made: MadeOrders, pause: () => Promise<void>): Promise<void> {
    const has = (column: string) => this.numbers.has(column) || this.dictionaries.has(column);
    for (const { kind, key, counted } of made) {
      const columns = kind === 'grouped' ? key.split(' ') : [key];
      if (!columns.every(has) || !counted.every(has)) continue;
      const order = kind === 'number' ? this.numberOrder(key) : kind === 'code' ? this.codeOrder(key).order : this.groupedOrder(columns[0]!, columns[1]!)?.order;
      if (!order) continue; // past MAX_GROUPED_ORDERS
      await pause();
      for (const column of counted) {
        order.blockCountsOf(this.codesOf(column));
        await pause();
      }
    }
  }

  private numberOrder(column: string): Order {
    let order = this.numberOrders.get(column);
    if (!order) this.numberOrders.set(column, (order = orderOfNumbers(this.number(column))));
    return order;
  }

  private codeOrder(column: string): GroupedRows {
    let order = this.codeOrders.get(column);
    if (!order) this.codeOrders.set(column, (order = groupByCode(this.everyRow(), this.codesOf(column))));
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

  /**
   * The ids of `take` rows of `ids` after `skip`, by the number column `key` then the id as
   * PostgreSQL orders them (row-pages.ts); null unless these columns keep both (a category's copy).
   */
  pageOf(ids: Int32Array, key: string, descending: boolean, skip: number, take: number): number[] | null {
    const rowIds = this.numbers.get('id');
    if (!rowIds || !this.numbers.has(key)) return null;
    return Array.from(pageOfRows(ids, this.number(key), () => this.numberOrder(key), this.size, descending, skip, take), (row) => rowIds[row]!);
  }

  /** How many rows of `ids` hold each value of `column` that passes `keep` (asked once per value). */
  countByValue(ids: Int32Array, column: string, keep: RowTest): Array<{ value: unknown; count: number }> {
    const { codes, values } = this.dictionary(column);
    const counts = new Int32Array(values.length);
    const span = this.spans.get(ids);
    if (span) span.order.countSpan(span.from, span.to, this.codesOf(column), counts);
    else for (let k = 0; k < ids.length; k++) counts[codes[ids[k]!]!]!++;
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
      if (NUMBER_COLUMNS.has(column) || PAGE_NUMBER_COLUMNS.has(column)) this.numbers.set(column, []);
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

/** A span of an order. */
const spanAt = (order: Order, from: number, to: number): Span => ({ count: to - from, at: { order, from, to }, rows: () => order.rows.subarray(from, to) });

/** Whether each value of the column passes `test`. */
const passesOf = (column: string, values: readonly unknown[], test: RowTest): Uint8Array => Uint8Array.from(values, (value) => +test({ [column]: value }));

const columnsOfRows = new WeakMap<readonly FilterRow[], RowColumns>();

/** The columns of a kept array of rows, each made on first use and kept as long as the rows are. */
export function columnsOf(rows: readonly FilterRow[]): RowColumns {
  let columns = columnsOfRows.get(rows);
  if (!columns) columnsOfRows.set(rows, (columns = new RowColumns(rows.length, rows)));
  return columns;
}

import type { Knex } from 'knex';
import { keepActive } from '@souk/domain';
import { TABLES } from '../../../db/tables';
import { FILTER_ROW_COLUMNS, filterTest, type FilterRow, type RowTest } from './filter-passes';
import { facetParam, type PassFacet, type PassResult } from './facet-pass';
import { columnsOf, type ColumnFilter, type RowColumns } from './row-columns';
import type { ListWhere } from './list-filters';
import { wherePublic } from './public-listing';
import { onListingCountsChanged } from './read-cache';

/**
 * The facets' block sample kept in memory (PostgreSQL, ARCHITECTURE decision 92). A search past
 * the bound estimates its facets from a REPEATABLE `TABLESAMPLE SYSTEM` of ~10 000 listings
 * (decision 79): the same rows for every such search until a write. PostgreSQL read them again for
 * each (3.9 ms of its time at 1M, the most of a facets request); now they are read once, kept
 * until a listing write (as the totals), and each search is decided on them here, filter by filter
 * as the SQL decides it (`filterTest`, the alerts' in-memory filters, plus the indexed columns
 * below), in columns (row-columns.ts). A search with a filter not decided here is sampled by the SQL.
 */

/** The columns the sample keeps: what the public filters read (the price as a number, read below). */
export const SAMPLE_COLUMNS: readonly string[] = [...new Set(['category_ref', 'city', ...FILTER_ROW_COLUMNS])];

/** The rows of `from` (aliased `p`) with `columns` (by default those the in-memory tests read) and the price. */
export const selectFilterRows = (db: Knex, from: Knex.QueryBuilder, columns: readonly string[] = SAMPLE_COLUMNS): Promise<FilterRow[]> =>
  from.select([
    ...columns.map((c) => `p.${c}`),
    // A float, compared as the numeric is: prices have at most two decimals.
    db.raw('p.price::float8 AS price'),
  ]) as Promise<FilterRow[]>;

/** Where a search's filters are decided: these on the row's own columns here, the others by filterTest. */
const COLUMN_TESTS: Readonly<Record<string, (value: unknown) => RowTest>> = {
  city: (value) => (row) => row.city === value,
  // A NULL passes no comparison, as in SQL.
  minPrice: (value) => (row) => row.price !== null && (row.price as number) >= (value as number),
  maxPrice: (value) => (row) => row.price !== null && (row.price as number) <= (value as number),
};

/** The search filter `name = value` as a test of one kept row, as applyFilters (list-filters.ts) writes it in SQL; undefined when it is not decided here. */
export const searchTest = (name: string, value: unknown, now: Date = new Date()): RowTest | undefined => COLUMN_TESTS[name]?.(value) ?? filterTest(name, value, now);

/** `where`'s filters but its category (read from the sample per category) as tests on one row; null when one is not decided here. */
function testsOf(where: ListWhere, now: Date): Array<[string, RowTest]> | null {
  const tests: Array<[string, RowTest]> = [];
  for (const [name, value] of Object.entries(keepActive(where))) {
    if (name === 'category') continue;
    const test = searchTest(name, value, now);
    if (!test) return null;
    tests.push([name, test]);
  }
  return tests;
}

/** Whether every filter of `where` is decided here (else the SQL samples the search). */
export const decidesInMemory = (where: ListWhere): boolean => testsOf(where, new Date()) !== null;

/** `where`'s filters but its category as the columns read them (RowColumns.rowsPassingAll); null when one is not decided here. */
export function columnFiltersOf(where: ListWhere, now: Date = new Date()): ColumnFilter[] | null {
  const values = where as Readonly<Record<string, unknown>>;
  return testsOf(where, now)?.map(([name, test]) => [name, values[name], test] as const) ?? null;
}

/** The kept sample: every row, and the rows of each category (most searches name one). */
export interface KeptSample {
  all: readonly FilterRow[];
  byCategory: ReadonlyMap<number, readonly FilterRow[]>;
}

/**
 * A listing write makes the kept sample stale; a stale sample is read again only once it is this
 * old: a run of writes costs one read per 5 s, not one per facets request (reading and keeping
 * ~10 000 rows costs the cms ~40 ms). Its counts are estimates ("≈ 12 000", two digits) either way.
 */
export const SAMPLE_STALE_FOR_MS = 5_000;

let kept: { key: string; sample: Promise<KeptSample>; at: number; stale: boolean } | null = null;
onListingCountsChanged(() => {
  if (kept) kept.stale = true;
});

async function readSample(db: Knex, percent: number, seed: number): Promise<KeptSample> {
  const from = db.from(db.raw(`?? as p TABLESAMPLE SYSTEM (${percent.toFixed(4)}) REPEATABLE (${Math.trunc(seed)})`, [TABLES.products]));
  const rows = await selectFilterRows(db, wherePublic(from));
  const byCategory = new Map<number, FilterRow[]>();
  for (const row of rows) {
    const id = row.category_ref as number | null;
    if (id === null) continue;
    const rowsOfCategory = byCategory.get(id);
    if (rowsOfCategory) rowsOfCategory.push(row);
    else byCategory.set(id, [row]);
  }
  return { all: rows, byCategory };
}

/** The public listings of the block sample (`percent` of the table's blocks, `seed`), kept as said above. */
export function sampledRows(db: Knex, percent: number, seed: number, now = Date.now()): Promise<KeptSample> {
  const key = `${percent.toFixed(4)}:${Math.trunc(seed)}`;
  if (kept?.key !== key || (kept.stale && now - kept.at >= SAMPLE_STALE_FOR_MS)) {
    const entry = { key, sample: readSample(db, percent, seed), at: now, stale: false };
    kept = entry;
    entry.sample.catch(() => {
      if (kept === entry) kept = null;
    });
  }
  return kept.sample;
}

/** The kept rows a search reads, in columns: its category's (`categoryId`), else all. */
export const sampleColumns = (sample: KeptSample, categoryId: number | null): RowColumns => columnsOf(categoryId === null ? sample.all : (sample.byCategory.get(categoryId) ?? []));

/**
 * What facetPass answers, computed on kept rows in columns (row-columns.ts: a sample's, a category's
 * copy): the rows of `rowsOf` (`read`), those also passing the `matching` filters (`matched`), and
 * each facet's column grouped over the rows where it is set (or true) and its `also` filters pass.
 * The columns hold where's category alone (or every category when it names none).
 */
export function passInMemory(columns: RowColumns, rowsOf: ListWhere, facets: readonly PassFacet[], where: ListWhere, matching: readonly PassFacet['filter'][]): PassResult {
  const now = new Date();
  const values = where as Readonly<Record<string, unknown>>;
  /** `ids` narrowed by where's own value of each filter's parameter. */
  const narrowed = (ids: Int32Array, filters: readonly PassFacet['filter'][]) =>
    filters.reduce((kept, filter) => {
      const param = facetParam(filter);
      return columns.narrow(kept, param, values[param], filterTest(param, values[param], now)!);
    }, ids);
  // rowsOf is where less some filters: decidesInMemory(where) said yes
  const read = columns.rowsPassingAll(columnFiltersOf(rowsOf, now)!);
  const counts = new Map(
    facets.map(({ filter, also }) => {
      // A facet counts the rows where its column is set (a yes/no one: where it is yes).
      const own: RowTest = filter.spec.mode === 'bool' ? filterTest(facetParam(filter), true)! : (row) => row[filter.column] !== null && row[filter.column] !== undefined;
      return [filter, columns.countByValue(narrowed(read, also), filter.column, own)] as const;
    }),
  );
  return { read: read.length, matched: narrowed(read, matching).length, counts };
}

/** Whether every filter of `where` (its category aside) is decided on `columns`. */
export const columnsDecide = (columns: RowColumns, where: ListWhere): boolean =>
  decidesInMemory(where) && Object.keys(keepActive(where)).every((name) => name === 'category' || columns.decides(name));

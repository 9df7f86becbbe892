import { KIND_FILTERS, dateRangeStart, searchTokens, type KindFilter } from '@souk/domain';

/**
 * One list filter decided in memory against one products row, exactly as `applyFilters`
 * (list-filters.ts) decides it in SQL: alert matching (saved-search services/alert-jobs.ts) asks
 * this for the one listing it matches instead of a query per filter. A filter not known here
 * answers `undefined` and is asked with the list's SQL, so a filter added to the list matches
 * alerts unchanged before anyone teaches it to this file. cms/test/filter-passes.test.ts runs a
 * table of every filter kind through both, on both databases.
 *
 * SQL's rules kept: a NULL column passes no comparison; booleans read as the drivers answer them
 * (true/false on PostgreSQL, 1/0 on SQLite).
 */
export type FilterRow = Readonly<Record<string, unknown>>;

/** The products columns this file reads (the caller selects them as `p.<column>`). */
export const FILTER_ROW_COLUMNS: readonly string[] = ['condition', 'is_free', 'is_reserved', 'created_at', 'search_text', ...KIND_FILTERS.map((f) => f.column)];

const KIND_FILTER_OF_PARAM = new Map<string, KindFilter>(
  KIND_FILTERS.flatMap((filter) => (filter.spec.mode === 'range' ? [[filter.spec.min, filter] as const, [filter.spec.max, filter] as const] : [[filter.spec.param, filter] as const])),
);

/** A boolean column as the driver answers it; null stays null (`= true` and `= false` both fail). */
function boolOf(value: unknown): boolean | null {
  if (value === true || value === 1 || value === '1' || value === 't' || value === 'true') return true;
  if (value === false || value === 0 || value === '0' || value === 'f' || value === 'false') return false;
  return null;
}

export function numberOf(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

/** A datetime column in epoch ms: a Date on PostgreSQL, ms on SQLite (dbDate, db/sql.ts). */
function timeOf(value: unknown): number | null {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value !== '') return /^\d+$/.test(value) ? Number(value) : Date.parse(value);
  return null;
}

/** A test of one row: whether it passes one filter. */
export type RowTest = (row: FilterRow) => boolean;

function kindFilterTest(filter: KindFilter, param: string, value: unknown): RowTest | undefined {
  const spec = filter.spec;
  const column = filter.column;
  if (spec.mode === 'set') {
    // whereIn on a text column: equality with one of the values (the parser normalised them as the write stored them).
    if (!Array.isArray(value)) return undefined;
    if (value.length === 0) return () => true;
    const values = new Set<unknown>(value);
    return (row) => typeof row[column] === 'string' && values.has(row[column]);
  }
  if (spec.mode === 'bool') {
    if (value !== true) return value === false ? () => true : undefined;
    return (row) => boolOf(row[column]) === true;
  }
  if (typeof value !== 'number') return undefined;
  const isLower = spec.mode === 'min' || (spec.mode === 'range' && param === spec.min);
  return (row) => {
    const n = numberOf(row[column]);
    return n !== null && (isLower ? n >= value : n <= value);
  };
}

/**
 * The list filter `name = value` as a test of a row, made once for many rows (the facets' sample,
 * facet-sample.ts); undefined: not decided here (ask the SQL).
 */
export function filterTest(name: string, value: unknown, now: Date = new Date()): RowTest | undefined {
  switch (name) {
    case 'condition':
      if (typeof value !== 'string') return undefined;
      return value === '' ? () => true : (row) => row.condition === value;
    case 'freeOnly':
      return value === true ? (row) => boolOf(row.is_free) === true : undefined;
    case 'availableOnly':
      return value === true ? (row) => boolOf(row.is_reserved) === false : undefined;
    case 'promoted':
      return undefined;
    case 'dateRange': {
      if (typeof value !== 'string') return undefined;
      const start = dateRangeStart(value as Parameters<typeof dateRangeStart>[0], now);
      if (!start) return () => true;
      return (row) => {
        const created = timeOf(row.created_at);
        return created !== null && created >= start.getTime();
      };
    }
    case 'search': {
      // `search_text LIKE '%token%'` for each of the first 8 tokens: both sides are in the search's
      // normal form (lower case, no accents), so the case-insensitive ASCII LIKE of SQLite and the
      // case-sensitive one of PostgreSQL are both a plain substring test.
      if (typeof value !== 'string') return undefined;
      const tokens = searchTokens(value).slice(0, 8);
      if (tokens.length === 0) return () => true;
      return (row) => {
        const text = row.search_text;
        return typeof text === 'string' && tokens.every((token) => text.includes(token));
      };
    }
  }
  const kind = KIND_FILTER_OF_PARAM.get(name);
  return kind ? kindFilterTest(kind, name, value) : undefined;
}

/** Whether the row passes the list filter `name = value`; undefined: not decided here (ask the SQL). */
export const filterPasses = (row: FilterRow, name: string, value: unknown, now: Date = new Date()): boolean | undefined => filterTest(name, value, now)?.(row);

/**
 * The one column the filter `name` reads, when it reads a single one: kept rows are decided column by
 * column (row-columns.ts). `lower` / `upper`: a number compared as kindFilterTest and the price's SQL
 * compare it (`column >= value`, `column <= value`); `values`: a column of few values, its test asked
 * once per value; `row`: a number column (a date in ms) tested row by row.
 */
export type FilterColumn = { column: string; kind: 'lower' | 'upper' | 'values' | 'row' };

const FIXED_FILTER_COLUMNS: Readonly<Record<string, FilterColumn>> = {
  city: { column: 'city', kind: 'values' },
  condition: { column: 'condition', kind: 'values' },
  freeOnly: { column: 'is_free', kind: 'values' },
  availableOnly: { column: 'is_reserved', kind: 'values' },
  minPrice: { column: 'price', kind: 'lower' },
  maxPrice: { column: 'price', kind: 'upper' },
  dateRange: { column: 'created_at', kind: 'row' },
};

export function filterColumnOf(name: string): FilterColumn | undefined {
  const fixed = FIXED_FILTER_COLUMNS[name];
  if (fixed) return fixed;
  const kind = KIND_FILTER_OF_PARAM.get(name);
  if (!kind) return undefined;
  const spec = kind.spec;
  if (spec.mode === 'set' || spec.mode === 'bool') return { column: kind.column, kind: 'values' };
  return { column: kind.column, kind: spec.mode === 'min' || (spec.mode === 'range' && name === spec.min) ? 'lower' : 'upper' };
}

/** The columns filters read as numbers (kept as such by row-columns.ts); the others are read as values. */
export const NUMBER_COLUMNS: ReadonlySet<string> = new Set(
  [...Object.keys(FIXED_FILTER_COLUMNS), ...KIND_FILTER_OF_PARAM.keys()].map((name) => filterColumnOf(name)!).filter((c) => c.kind !== 'values').map((c) => c.column),
);

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

function numberOf(value: unknown): number | null {
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

function kindFilterPasses(filter: KindFilter, param: string, value: unknown, row: FilterRow): boolean | undefined {
  const column = row[filter.column];
  const spec = filter.spec;
  if (spec.mode === 'set') {
    // whereIn on a text column: equality with one of the values (the parser normalised them as the write stored them).
    if (!Array.isArray(value)) return undefined;
    if (value.length === 0) return true;
    return typeof column === 'string' && value.some((v) => v === column);
  }
  if (spec.mode === 'bool') {
    if (value !== true) return value === false ? true : undefined;
    return boolOf(column) === true;
  }
  if (typeof value !== 'number') return undefined;
  const n = numberOf(column);
  if (n === null) return false;
  const isLower = spec.mode === 'min' || (spec.mode === 'range' && param === spec.min);
  return isLower ? n >= value : n <= value;
}

/** Whether the row passes the list filter `name = value`; undefined: not decided here (ask the SQL). */
export function filterPasses(row: FilterRow, name: string, value: unknown, now: Date = new Date()): boolean | undefined {
  switch (name) {
    case 'condition':
      if (typeof value !== 'string') return undefined;
      return value === '' || row.condition === value;
    case 'freeOnly':
      return value === true ? boolOf(row.is_free) === true : undefined;
    case 'availableOnly':
      return value === true ? boolOf(row.is_reserved) === false : undefined;
    case 'promoted':
      return undefined;
    case 'dateRange': {
      if (typeof value !== 'string') return undefined;
      const start = dateRangeStart(value as Parameters<typeof dateRangeStart>[0], now);
      if (!start) return true;
      const created = timeOf(row.created_at);
      return created !== null && created >= start.getTime();
    }
    case 'search': {
      // `search_text LIKE '%token%'` for each of the first 8 tokens: both sides are in the search's
      // normal form (lower case, no accents), so the case-insensitive ASCII LIKE of SQLite and the
      // case-sensitive one of PostgreSQL are both a plain substring test.
      if (typeof value !== 'string') return undefined;
      const tokens = searchTokens(value).slice(0, 8);
      if (tokens.length === 0) return true;
      const text = row.search_text;
      return typeof text === 'string' && tokens.every((token) => text.includes(token));
    }
  }
  const kind = KIND_FILTER_OF_PARAM.get(name);
  return kind ? kindFilterPasses(kind, name, value, row) : undefined;
}

import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { filterParams, type KindFilter } from '@souk/domain';
import { TABLES } from '../../../db/tables';
import { plannedRows } from '../../../db/planned-rows';
import { applyFilters, kindColumnsOf, type ListWhere } from './list-filters';

/** `value → count` of one facet's column, as a pass reads it (counts not yet scaled nor sorted). */
export type FacetRows = Array<{ value: unknown; count: number }>;

/** A facet a pass counts: its column grouped, over the pass's rows narrowed further by `also`. */
export interface PassFacet {
  filter: KindFilter;
  /** Set filters of the search that the pass's rows leave out (they are other facets' own) but this facet applies. */
  also: readonly KindFilter[];
}

/** The rows a pass reads: the first `bound` + 1 matches, or a block sample of the table. */
export type PassSource = { bound: number } | { samplePercent: number; seed: number };

export interface PassResult {
  /** Rows the pass read (bounded: at most bound + 1, so more than `bound` means it stopped short). */
  read: number;
  /** Of those, the rows that also pass the `matching` filters (all of them without). */
  matched: number;
  counts: Map<KindFilter, FacetRows>;
}

/** A facet's URL parameter (a facet is a set or a yes-switch: one parameter). */
export const facetParam = (filter: KindFilter): string => filterParams(filter)[0]!;

const valueOf = (where: ListWhere, filter: KindFilter): unknown => (where as Readonly<Record<string, unknown>>)[facetParam(filter)];

/** Whether the search sets this facet's own filter (a brand picked, a switch on). */
export function isActive(filter: KindFilter, where: ListWhere): boolean {
  const value = valueOf(where, filter);
  return filter.spec.mode === 'bool' ? value === true : Array.isArray(value) && value.length > 0;
}

/** The search without these facets' own filters: the rows every one of them groups over. */
export function withoutFilters(where: ListWhere, filters: readonly KindFilter[]): ListWhere {
  const rest: Record<string, unknown> = { ...where };
  for (const filter of filters) delete rest[facetParam(filter)];
  return rest as ListWhere;
}

/**
 * How many rows `where` matches by PostgreSQL's planner (`EXPLAIN`, nothing read), corrected for
 * what it cannot know: the category fields' columns are filled for the same listings (their kind's
 * category), so a planner that takes columns as independent counts their filled share once per
 * column (brand + year in voiture at 1M: 0.04× the truth, bench/results/facet-plan-estimates-s43.md).
 * The category, implied by those columns, is left out of the estimate then, and the product of the
 * columns' filled shares (`filled`, from the statistics) traded for the smallest of them. Without
 * such a column the category is given as its row id, whose share the statistics know (the reads
 * resolve the slug in a subquery, which the planner takes for "one category of ten").
 */
export async function estimatedRows(strapi: Core.Strapi, where: ListWhere, categoryId: number | null, filled: (column: string) => number): Promise<number> {
  const db = strapi.db.connection;
  const q = applyFilters(strapi, db(`${TABLES.products} as p`).select('p.id'), { ...where, category: undefined });
  const shares = kindColumnsOf(where).map((column) => Math.max(filled(column), 1e-6));
  if (shares.length === 0) return plannedRows(db, categoryId === null ? q : q.where('p.category_ref', categoryId));
  return ((await plannedRows(db, q)) * Math.min(...shares)) / shares.reduce((a, b) => a * b, 1);
}

/** Each column's filled share of the products table (1 − null_frac of its statistics): what estimatedRows corrects by. */
export async function filledShares(db: Knex): Promise<(column: string) => number> {
  const { rows } = (await db.raw('SELECT attname, null_frac FROM pg_stats WHERE schemaname = current_schema() AND tablename = ?', [TABLES.products])) as {
    rows: Array<{ attname: string; null_frac: unknown }>;
  };
  const of = new Map(rows.map((r) => [r.attname, 1 - Number(r.null_frac)]));
  return (column) => of.get(column) ?? 1;
}

/** A set filter of the search as a condition on the pass's row `m`: the SQL `applyKindFilters` writes for it. */
function setCondition(filter: KindFilter, where: ListWhere): { sql: string; bindings: unknown[] } {
  if (filter.spec.mode === 'bool') return { sql: 'm.?? = true', bindings: [filter.column] };
  const values = valueOf(where, filter) as string[];
  return { sql: `m.?? IN (${values.map(() => '?').join(', ')})`, bindings: [filter.column, ...values] };
}

/**
 * Every facet of `facets` counted in ONE read of the products rows (PostgreSQL, decision 79): the
 * rows of `rowsOf` — the first bound + 1, or a TABLESAMPLE — grouped by each facet's column at once
 * (`GROUPING SETS ((brand), (fuel), …, ())`), each facet's count restricted by `FILTER (WHERE …)`
 * to its own column set and the other facets' filters it applies (`also`). The empty set counts
 * the rows read. Before, each facet read its own up-to-10 001 rows: 4–5 reads a request.
 */
export async function facetPass(
  strapi: Core.Strapi,
  rowsOf: ListWhere,
  facets: readonly PassFacet[],
  where: ListWhere,
  source: PassSource,
  matching: readonly KindFilter[] = [],
): Promise<PassResult> {
  const db = strapi.db.connection;
  const from =
    'bound' in source
      ? db(`${TABLES.products} as p`)
      : db.from(db.raw(`?? as p TABLESAMPLE SYSTEM (${source.samplePercent.toFixed(4)}) REPEATABLE (${Math.trunc(source.seed)})`, [TABLES.products]));
  const columns = [...new Set([...facets.flatMap((f) => [f.filter.column, ...f.also.map((a) => a.column)]), ...matching.map((m) => m.column)])];
  const rows = applyFilters(strapi, from, rowsOf).select(columns.length > 0 ? columns.map((c) => `p.${c}`) : ['p.id']);
  if ('bound' in source) rows.limit(source.bound + 1);
  const matches = matching.map((m) => setCondition(m, where));
  const select: Knex.Raw[] = [
    db.raw('count(*) AS n'),
    matches.length > 0 ? db.raw(`count(*) FILTER (WHERE ${matches.map((c) => c.sql).join(' AND ')}) AS w`, matches.flatMap((c) => c.bindings)) : db.raw('count(*) AS w'),
  ];
  facets.forEach(({ filter, also }, i) => {
    const own = filter.spec.mode === 'bool' ? { sql: 'm.?? = true', bindings: [filter.column] } : { sql: 'm.?? IS NOT NULL', bindings: [filter.column] };
    const conditions = [own, ...also.map((a) => setCondition(a, where))];
    select.push(
      db.raw(`m.?? AS ??, GROUPING(m.??) AS ??, count(*) FILTER (WHERE ${conditions.map((c) => c.sql).join(' AND ')}) AS ??`, [
        filter.column, `v${i}`, filter.column, `g${i}`, ...conditions.flatMap((c) => c.bindings), `n${i}`,
      ]),
    );
  });
  const q = db.from(rows.as('m')).select(select);
  if (facets.length > 0) q.groupByRaw(`GROUPING SETS (${facets.map(() => '(m.??)').join(', ')}, ())`, facets.map((f) => f.filter.column));
  const answer = (await q) as Array<Record<string, unknown>>;
  const counts = new Map<KindFilter, FacetRows>(facets.map((f) => [f.filter, []]));
  let read = 0;
  let matched = 0;
  for (const row of answer) {
    const i = facets.findIndex((_, k) => Number(row[`g${k}`]) === 0);
    if (i < 0) {
      read = Number(row.n);
      matched = Number(row.w);
      continue;
    }
    const count = Number(row[`n${i}`]);
    if (count > 0) counts.get(facets[i]!.filter)!.push({ value: row[`v${i}`], count });
  }
  return { read, matched, counts };
}

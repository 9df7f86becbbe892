import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { TOTAL_EXACT_UP_TO, filtersOfKind, isFacet, type CategoryKind, type KindFilter } from '@souk/domain';
import { isPostgres } from '../../../db/sql';
import { TABLES } from '../../../db/tables';
import { getService } from '../../../services';
import { applyFilters, type ListWhere } from '../utils/list-filters';
import { facetCounts } from '../utils/read-cache';

/** Most options a facet lists (the brands with the most listings first). */
export const FACET_OPTIONS_MAX = 30;

export interface FacetOption {
  value: string;
  count: number;
}
export interface Facet {
  /** The filter's URL parameter (`brand`, `fuel`, `furnished`). */
  param: string;
  /** false: the counts are estimates from a sample of the matches (rounded), like `totalExact: false`. */
  exact: boolean;
  options: FacetOption[];
}
export interface FacetAnswer {
  total: number;
  totalExact: boolean;
  facets: Facet[];
}

/** A facet's rows grouped exactly up to this many matches (the bound of the totals). */
export const FACET_EXACT_UP_TO = TOTAL_EXACT_UP_TO;
/** Rows of the table a sampled facet reads (PostgreSQL TABLESAMPLE): about what the page's bounded count walks. */
export const FACET_SAMPLE_ROWS = 10_000;
/** The same sample for every request (REPEATABLE): the counts do not flicker from one search to the next. */
const SAMPLE_SEED = 26;

/** Two significant digits: an estimate does not claim the precision of a count. */
export const roundEstimate = (n: number) => {
  if (n < 100) return Math.max(1, Math.round(n));
  const unit = 10 ** (Math.floor(Math.log10(n)) - 1);
  return Math.round(n / unit) * unit;
};

/**
 * The filter panel's counts (issue 26, ARCHITECTURE decision 79): for each set or yes/no filter of
 * the category's kind, how many listings each option would leave, with every other filter of the
 * search applied (a facet leaves its own filter out, so picking Peugeot still shows Renault's
 * count). The rule: a count costs no more than the page. A facet groups at most
 * FACET_EXACT_UP_TO + 1 matching rows on its indexed column; when it has more (at 1M a broad car
 * search matches 122k rows, 700 ms a facet) PostgreSQL estimates the counts from a block sample of
 * ~FACET_SAMPLE_ROWS rows of the table (`exact: false`, shown "≈ 12 000"); SQLite, the small
 * deployments' database, groups them all. Cached like the totals and dropped by every product
 * write (read-cache.ts).
 */
const service = ({ strapi }: { strapi: Core.Strapi }) => {
  const param = (filter: KindFilter) => (filter.spec.mode === 'set' || filter.spec.mode === 'bool' ? filter.spec.param : filter.column);
  const postgres = isPostgres(strapi);
  let tableRows = { n: 0, at: 0 };

  /** The planner's row count of products (pg_class.reltuples), read at most once a minute. */
  async function productRows(): Promise<number> {
    if (Date.now() - tableRows.at > 60_000) {
      const { rows } = (await strapi.db.connection.raw("SELECT reltuples::bigint AS n FROM pg_class WHERE relname = 'products'")) as { rows: Array<{ n: unknown }> };
      tableRows = { n: Number(rows[0]?.n ?? 0), at: Date.now() };
    }
    return tableRows.n;
  }

  /** The rows of `from` a facet counts: every other filter applied, its own column set (a switch: on). */
  function facetRows(from: Knex.QueryBuilder, where: ListWhere, filter: KindFilter): Knex.QueryBuilder {
    const column = `p.${filter.column}`;
    const q = applyFilters(strapi, from, where, filter).whereNotNull(column);
    return filter.spec.mode === 'bool' ? q.where(column, true) : q;
  }

  /** `value → count` of the facet's column over `from`, the options with the most first. */
  async function grouped(from: Knex.QueryBuilder, where: ListWhere, filter: KindFilter): Promise<Array<{ value: unknown; count: number }>> {
    const column = `p.${filter.column}`;
    const rows = (await facetRows(from, where, filter).select(`${column} as value`).count({ count: 'p.id' }).groupBy(column)) as Array<{ value: unknown; count: unknown }>;
    return rows.map((r) => ({ value: r.value, count: Number(r.count) }));
  }

  const toOptions = (filter: KindFilter, rows: Array<{ value: unknown; count: number }>) =>
    rows
      .map((r) => ({ value: filter.spec.mode === 'bool' ? 'true' : String(r.value), count: r.count }))
      .sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0))
      .slice(0, FACET_OPTIONS_MAX);

  async function facet(where: ListWhere, filter: KindFilter): Promise<Facet> {
    const db = strapi.db.connection;
    if (!postgres) return { param: param(filter), exact: true, options: toOptions(filter, await grouped(db(`${TABLES.products} as p`), where, filter)) };
    // The first FACET_EXACT_UP_TO + 1 matches at most: all of them when the facet holds no more.
    const bounded = facetRows(db(`${TABLES.products} as p`), where, filter).select(`p.${filter.column} as value`).limit(FACET_EXACT_UP_TO + 1);
    const firstRows = (await db.from(bounded.as('f')).select('f.value').count({ count: '*' }).groupBy('f.value')) as Array<{ value: unknown; count: unknown }>;
    const counted = firstRows.map((r) => ({ value: r.value, count: Number(r.count) }));
    if (counted.reduce((n, r) => n + r.count, 0) <= FACET_EXACT_UP_TO) return { param: param(filter), exact: true, options: toOptions(filter, counted) };
    // More matches than the bound: a block sample of the table, each count scaled back up.
    const percent = Math.min(100, (100 * FACET_SAMPLE_ROWS) / Math.max(1, await productRows()));
    const sample = db.from(db.raw(`?? as p TABLESAMPLE SYSTEM (${percent.toFixed(4)}) REPEATABLE (${SAMPLE_SEED})`, [TABLES.products]));
    const rows = await grouped(sample, where, filter);
    const scale = 100 / percent;
    return { param: param(filter), exact: false, options: toOptions(filter, rows.map((r) => ({ value: r.value, count: roundEstimate(r.count * scale) }))) };
  }

  return {
    async counts(where: ListWhere, kind: CategoryKind | null): Promise<FacetAnswer> {
      return facetCounts.wrap(`${kind ?? ''}:${JSON.stringify(where)}`, async () => {
        const facets = filtersOfKind(kind ?? undefined).filter(isFacet);
        const [total, ...lists] = await Promise.all([getService('product').total(where), ...facets.map((f) => facet(where, f))]);
        return { ...total, facets: lists };
      }) as Promise<FacetAnswer>;
    },
  };
};

export default service;

declare module '../../../services' {
  interface ServiceFactories {
    'product-facets': typeof service;
  }
}

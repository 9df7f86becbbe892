import type { Core } from '@strapi/strapi';
import { TOTAL_EXACT_UP_TO, filtersOfKind, isFacet, type CategoryKind, type KindFilter } from '@souk/domain';
import { categoryIdOf } from '../../category/utils/category-registry';
import { appEnv } from '../../../env';
import { isPostgres } from '../../../db/sql';
import { TABLES } from '../../../db/tables';
import { getService } from '../../../services';
import { estimatedRows, facetParam, facetPass, filledShares, isActive, withoutFilters, type FacetRows, type PassFacet, type PassResult } from '../utils/facet-pass';
import { applyFilters, type ListWhere } from '../utils/list-filters';
import { columnsDecide, decidesInMemory, passInMemory, sampleColumns, sampledRows } from '../utils/facet-sample';
import { mirroredCategory } from '../utils/facet-mirror';
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
/**
 * A search the planner expects past the bound is sampled first (`sampleFirst`): its bounded pass
 * would read FACET_EXACT_UP_TO + 1 rows (5–9 ms at 1M) only to learn that it must sample (4 ms).
 * Should the pass run after all, it was due anyway, and the sample serves the facets it leaves;
 * only a search the estimate wrongly put past the bound reads the sample for nothing
 * (bench/results/facet-plan-estimates-s43.md: the estimate within 0.65–1.09× of the truth).
 */
export const PLANNED_PAST_BOUND = 1;
// Below FACETS_SAMPLE_FIRST_FROM_ROWS listings (env, 500 000) the estimate is not asked for: its
// planning (~1 ms) costs more than the passes it spares (at 100k the facet reads fell from 479–581 to
// 356–468 req/s with it; at 1M they rose from 263–267 to 432–450, bench/results/HISTORY.md s43).
/**
 * The sample answers alone when the search's rows in it, scaled up, pass this many times the bound
 * (a search under the bound would have to show twice its share in the sample); below, the bounded
 * pass decides and the counts stay exact when they can.
 */
export const SAMPLED_PAST_BOUND = 2;
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
 * count). The rule: a count costs no more than the page. A facet's counts are exact while its rows
 * number at most FACET_EXACT_UP_TO; past that PostgreSQL estimates them from a block sample of
 * ~FACET_SAMPLE_ROWS rows of the table (`exact: false`, shown "≈ 12 000"); SQLite, the small
 * deployments' database, groups them all. On PostgreSQL every facet of a read comes from one pass
 * (utils/facet-pass.ts): the search's first 10 001 matches grouped by every facet column at once,
 * which also gives the total; then, only for the facets whose own filter is set, their wider rows
 * once more; the sample once for all that overflow. Cached like the totals and dropped by every
 * product write (read-cache.ts).
 */
const service = ({ strapi }: { strapi: Core.Strapi }) => {
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

  let filled = { of: (_column: string) => 1, at: 0 };
  /** Each column's filled share of the table (utils/facet-pass.ts filledShares), read at most once a minute. */
  async function filledOf(): Promise<(column: string) => number> {
    if (Date.now() - filled.at > 60_000) filled = { of: await filledShares(strapi.db.connection), at: Date.now() };
    return filled.of;
  }

  const toOptions = (filter: KindFilter, rows: FacetRows) =>
    rows
      .map((r) => ({ value: filter.spec.mode === 'bool' ? 'true' : String(r.value), count: r.count }))
      .sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0))
      .slice(0, FACET_OPTIONS_MAX);

  /** SQLite: each facet grouped over all its rows (every other filter applied, its own column set). */
  async function exactFacet(where: ListWhere, filter: KindFilter): Promise<Facet> {
    const column = `p.${filter.column}`;
    const q = applyFilters(strapi, strapi.db.connection(`${TABLES.products} as p`), where, filter).whereNotNull(column);
    if (filter.spec.mode === 'bool') q.where(column, true);
    const rows = (await q.select(`${column} as value`).count({ count: 'p.id' }).groupBy(column)) as Array<{ value: unknown; count: unknown }>;
    return { param: facetParam(filter), exact: true, options: toOptions(filter, rows.map((r) => ({ value: r.value, count: Number(r.count) }))) };
  }

  /**
   * A bounded pass over `rowsOf`, unless a page or another facet read counted those rows past the
   * bound within the cache's life (null: over the bound, sample them). Its count is kept for the
   * next: many searches share their wider rows (every brand of `voiture&minYear=2010`).
   */
  async function boundedPass(rowsOf: ListWhere, list: readonly PassFacet[], where: ListWhere): Promise<PassResult | null> {
    const product = getService('product');
    const known = await product.knownCount(rowsOf);
    if (known !== undefined && known > FACET_EXACT_UP_TO) return null;
    const pass = facetPass(strapi, rowsOf, list, where, { bound: FACET_EXACT_UP_TO });
    product.rememberCount(rowsOf, pass.then((r) => r.read));
    const result = await pass;
    return result.read > FACET_EXACT_UP_TO ? null : result;
  }

  /** PostgreSQL: the passes of facet-pass.ts, as few as the counts allow (see the service's comment). */
  async function passes(where: ListWhere, facets: readonly KindFilter[]): Promise<FacetAnswer> {
    const active = facets.filter((f) => isActive(f, where));
    const idle = facets.filter((f) => !active.includes(f));
    // A facet groups over the search without its own filter; the rows of all of them: without every set one.
    const wider = withoutFilters(where, active);
    const others = (f: KindFilter) => active.filter((a) => a !== f);
    const mirrored = mirrorPasses(where, facets, idle, active, wider, others);
    if (mirrored) return mirrored;
    const exact = new Map<KindFilter, FacetRows>();
    let toSample: KindFilter[] = [];
    const sampled = await sampleFirst(where, wider, facets.map((filter) => ({ filter, also: others(filter) })), active);
    if (sampled && sampled.matches > SAMPLED_PAST_BOUND * FACET_EXACT_UP_TO) return answer(facets, TOTAL_EXACT_UP_TO + 1, new Map(), sampled.counts);
    const first = await boundedPass(where, idle.map((filter) => ({ filter, also: [] })), where);
    if (!first) toSample = [...facets];
    else {
      for (const f of idle) exact.set(f, first.counts.get(f)!);
      const second = active.length > 0 ? await boundedPass(wider, active.map((filter) => ({ filter, also: others(filter) })), where) : null;
      if (second) for (const f of active) exact.set(f, second.counts.get(f)!);
      else if (active.length === 1) toSample = [...active];
      else if (active.length > 1) {
        // Two set facets or more: each one's own rows may still be few (brand=audi&fuel=diesel: the Audis, the diesels).
        const alone = await Promise.all(active.map((filter) => boundedPass(withoutFilters(where, [filter]), [{ filter, also: [] }], where)));
        active.forEach((f, i) => (alone[i] ? exact.set(f, alone[i].counts.get(f)!) : toSample.push(f)));
      }
    }
    // More matches than the bound: the block sample (already read, or now for those facets alone).
    const estimated =
      toSample.length === 0 ? new Map<KindFilter, FacetRows>() : (sampled ?? (await samplePass(wider, toSample.map((filter) => ({ filter, also: others(filter) })), where, active))).counts;
    return answer(facets, first?.read ?? TOTAL_EXACT_UP_TO + 1, exact, estimated);
  }

  /**
   * Exact counts from the category's listings kept in memory (decision 93), the same two passes as
   * the SQL's (the search for the idle facets, the wider rows for the set ones) without its bound;
   * null when no trusted copy is here or a filter of the search is not decided in memory.
   */
  function mirrorPasses(where: ListWhere, facets: readonly KindFilter[], idle: readonly KindFilter[], active: readonly KindFilter[], wider: ListWhere, others: (f: KindFilter) => KindFilter[]) {
    const categoryId = where.category ? categoryIdOf(where.category) : null;
    if (categoryId === null) return null;
    const kept = mirroredCategory(strapi.db.connection, categoryId, appEnv().FACETS_MIRROR_MAX_ROWS, (message) => strapi.log.warn(message));
    if (!kept || !columnsDecide(kept, where)) return null;
    const first = passInMemory(kept, where, idle.map((filter) => ({ filter, also: [] })), where, []);
    const exact = new Map(idle.map((f) => [f, first.counts.get(f)!]));
    if (active.length > 0) {
      // (No `matching`: the search's own rows are the first pass's, counting them again over the wider rows cost a third of the request.)
      const second = passInMemory(kept, wider, active.map((filter) => ({ filter, also: others(filter) })), where, []);
      for (const f of active) exact.set(f, second.counts.get(f)!);
    }
    return answer(facets, first.read, exact, new Map());
  }

  /** One block sample of the table for `list`, each count scaled back up, with the search's own rows in it (`matches`, scaled likewise). */
  async function samplePass(wider: ListWhere, list: readonly PassFacet[], where: ListWhere, active: readonly KindFilter[]) {
    const samplePercent = Math.min(100, (100 * FACET_SAMPLE_ROWS) / Math.max(1, await productRows()));
    // The sample's rows kept in memory decide the search when they can (decision 92), else the SQL samples.
    const categoryId = where.category ? categoryIdOf(where.category) : null;
    const inMemory = decidesInMemory(where) && (!where.category || categoryId !== null);
    const sample = inMemory
      ? passInMemory(sampleColumns(await sampledRows(strapi.db.connection, samplePercent, SAMPLE_SEED), categoryId), wider, list, where, active)
      : await facetPass(strapi, wider, list, where, { samplePercent, seed: SAMPLE_SEED }, active);
    const scaled = (n: number) => (n * 100) / samplePercent;
    const counts = new Map(list.map(({ filter }) => [filter, sample.counts.get(filter)!.map((r) => ({ value: r.value, count: roundEstimate(scaled(r.count)) }))]));
    return { counts, matches: scaled(sample.matched) };
  }

  /**
   * The sample before any bounded pass, for a search the planner expects to be large (its rows
   * unknown to the count cache); null for the others, which start with the bounded pass.
   */
  async function sampleFirst(where: ListWhere, wider: ListWhere, list: readonly PassFacet[], active: readonly KindFilter[]) {
    if ((await productRows()) < appEnv().FACETS_SAMPLE_FIRST_FROM_ROWS || (await getService('product').knownCount(where)) !== undefined) return null;
    const categoryId = where.category ? categoryIdOf(where.category) : null;
    // (A category the registry does not hold yet is not estimated: without it the rows would be every listing's.)
    if (where.category && categoryId === null) return null;
    const planned = await estimatedRows(strapi, where, categoryId, await filledOf());
    return planned > PLANNED_PAST_BOUND * FACET_EXACT_UP_TO ? samplePass(wider, list, where, active) : null;
  }

  function answer(facets: readonly KindFilter[], counted: number, exact: Map<KindFilter, FacetRows>, estimated: Map<KindFilter, FacetRows>): FacetAnswer {
    return {
      total: Math.min(counted, TOTAL_EXACT_UP_TO),
      totalExact: counted <= TOTAL_EXACT_UP_TO,
      facets: facets.map((f) => {
        const known = exact.get(f);
        return { param: facetParam(f), exact: known !== undefined, options: toOptions(f, known ?? estimated.get(f) ?? []) };
      }),
    };
  }

  return {
    async counts(where: ListWhere, kind: CategoryKind | null): Promise<FacetAnswer> {
      return facetCounts.wrap(`${kind ?? ''}:${JSON.stringify(where)}`, async () => {
        const facets = filtersOfKind(kind ?? undefined).filter(isFacet);
        if (postgres) return passes(where, facets);
        const [total, ...lists] = await Promise.all([getService('product').total(where), ...facets.map((f) => exactFacet(where, f))]);
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

import type { Core } from '@strapi/strapi';
import { filtersOfKind, isFacet, type CategoryKind, type KindFilter } from '@souk/domain';
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
  options: FacetOption[];
}
export interface FacetAnswer {
  total: number;
  totalExact: boolean;
  facets: Facet[];
}

/**
 * The filter panel's counts (issue 26): for each set or yes/no filter of the category's kind, how
 * many listings each option would leave, with every other filter of the search applied (a facet
 * leaves its own filter out, so picking Peugeot still shows Renault's count). One GROUP BY per
 * facet on its indexed column of the products row, all in parallel, cached like the totals and
 * dropped by every product write (read-cache.ts).
 */
const service = ({ strapi }: { strapi: Core.Strapi }) => {
  const param = (filter: KindFilter) => (filter.spec.mode === 'set' || filter.spec.mode === 'bool' ? filter.spec.param : filter.column);

  async function facet(where: ListWhere, filter: KindFilter): Promise<Facet> {
    const db = strapi.db.connection;
    const column = `p.${filter.column}`;
    const q = applyFilters(strapi, db(`${TABLES.products} as p`), where, filter).whereNotNull(column);
    if (filter.spec.mode === 'bool') q.where(column, true);
    const rows = (await q
      .select(`${column} as value`)
      .count({ count: 'p.id' })
      .groupBy(column)
      .orderBy([{ column: 'count', order: 'desc' }, { column: 'value', order: 'asc' }])
      .limit(FACET_OPTIONS_MAX)) as Array<{ value: unknown; count: unknown }>;
    const options = rows.map((r) => ({ value: filter.spec.mode === 'bool' ? 'true' : String(r.value), count: Number(r.count) }));
    return { param: param(filter), options };
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

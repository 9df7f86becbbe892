import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { KIND_FILTERS, dateRangeStart, searchTokens, type KindFilter, type ProductFilters, type ProductListQuery } from '@souk/domain';
import { dbDate, likeEscape } from '../../../db/sql';
import { TABLES } from '../../../db/tables';
import { wherePublic } from './public-listing';

/**
 * What narrows a read: the public list query's filters (`ProductFilters`, declared once in the
 * domain) and what only the server's own reads ask for.
 */
export type ListWhere = ProductFilters &
  Partial<Pick<ProductListQuery, 'promoted' | 'owner' | 'status'>> & {
    /** Admin reads only: hidden (reported) listings are left out of every public read. */
    includeHidden?: boolean;
    /** The owner's own list: expired and sold listings too (hidden ones stay out). */
    anyLifecycle?: boolean;
    /** Admin search over title and description only (the public search also reads location and category). */
    titleOrDescription?: string;
  };

/**
 * The category fields' filters (brand, year, mileage, rooms, contract, …) on their typed columns
 * of the products row, each with its partial index (bootstrap/filter-columns.ts): one index
 * range per filter, no join to the component tables. `except`: the filter a facet counts over.
 */
export function applyKindFilters(q: Knex.QueryBuilder, f: ProductFilters, except?: KindFilter) {
  const values = f as Readonly<Record<string, unknown>>;
  for (const filter of KIND_FILTERS) {
    if (filter === except) continue;
    const column = `p.${filter.column}`;
    const spec = filter.spec;
    if (spec.mode === 'set') {
      const set = values[spec.param];
      if (Array.isArray(set) && set.length > 0) q.whereIn(column, set as string[]);
    } else if (spec.mode === 'bool') {
      if (values[spec.param] === true) q.where(column, true);
    } else {
      const [min, max] = spec.mode === 'range' ? [values[spec.min], values[spec.max]] : spec.mode === 'min' ? [values[spec.param], undefined] : [undefined, values[spec.param]];
      if (typeof min === 'number') q.where(column, '>=', min);
      if (typeof max === 'number') q.where(column, '<=', max);
    }
  }
  return q;
}

/** The category fields' columns a search constrains (as applyKindFilters writes them): null outside their kind's category. */
export function kindColumnsOf(f: ProductFilters): string[] {
  const values = f as Readonly<Record<string, unknown>>;
  const set = (v: unknown) => (Array.isArray(v) ? v.length > 0 : v !== undefined && v !== false);
  return KIND_FILTERS.filter((filter) => {
    const spec = filter.spec;
    return spec.mode === 'range' ? set(values[spec.min]) || set(values[spec.max]) : set(values[spec.param]);
  }).map((filter) => filter.column);
}

/**
 * Filters on the products table alone (the owner through its link table as a subquery), so the ORDER BY ... LIMIT walks the sort column's index; the joins for display
 * run afterwards on the page's 24 ids only.
 */
export function applyFilters(strapi: Core.Strapi, q: Knex.QueryBuilder, f: ListWhere, except?: KindFilter) {
  const db = strapi.db.connection;
  // The admin space sees every listing; an owner their own in every state but hidden ones.
  if (f.anyLifecycle) q.where('p.is_hidden', false);
  else if (!f.includeHidden) wherePublic(q);
  if (f.status === 'promoted') q.where('p.is_promoted', true);
  if (f.status === 'regular') q.where('p.is_promoted', false);
  if (f.status === 'free') q.where('p.is_free', true);
  if (f.status === 'paid') q.where('p.is_free', false);
  if (f.titleOrDescription) {
    const term = `%${likeEscape(f.titleOrDescription.toLowerCase())}%`;
    q.where((w) => w.whereRaw("lower(p.title) LIKE ? ESCAPE '\\'", [term]).orWhereRaw("lower(p.description) LIKE ? ESCAPE '\\'", [term]));
  }
  // The category id copied on the row (filter-columns.ts): an equality on the leading column of
  // the (category_ref, sort, id) indexes, the slug resolved once per query (an InitPlan on PostgreSQL).
  if (f.category) q.where('p.category_ref', db(TABLES.categories).where('slug', f.category).first('id'));
  if (f.owner) {
    q.whereIn('p.id', db(`${TABLES.productOwner} as po`).join(`${TABLES.users} as u`, 'u.id', 'po.user_id').where('u.document_id', f.owner).select('po.product_id'));
  }
  if (f.city) q.where('p.city', f.city);
  if (f.condition) q.where('p.condition', f.condition);
  if (f.freeOnly) q.where('p.is_free', true);
  if (f.availableOnly) q.where('p.is_reserved', false);
  if (f.promoted) q.where('p.is_promoted', true);
  // Free listings are stored with price 0, so a price range reads one indexed column.
  if (f.minPrice !== undefined) q.where('p.price', '>=', f.minPrice);
  if (f.maxPrice !== undefined) q.where('p.price', '<=', f.maxPrice);
  if (f.dateRange) {
    const start = dateRangeStart(f.dateRange, new Date());
    if (start) q.where('p.created_at', '>=', dbDate(strapi, start));
  }
  for (const token of f.search ? searchTokens(f.search).slice(0, 8) : []) {
    q.whereRaw("p.search_text LIKE ? ESCAPE '\\'", [`%${likeEscape(token)}%`]);
  }
  return applyKindFilters(q, f, except);
}

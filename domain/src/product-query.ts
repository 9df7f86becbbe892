// The list query of GET /api/products, declared once: one parser per URL parameter. The filters
// (`PRODUCT_FILTER_FIELDS`) are shared by the list, the map, the landing pages, the assistant's
// query and the site's URL; every type below is inferred from these parsers, never written again.
// Only the documented parameters pass (no raw `filters`, `populate`, `where`); every screen's
// spelling is accepted and normalised to one output.
import { z } from 'zod';
import { PAGE_SIZE_DEFAULT } from './constants';
import { categorySlugCandidate } from './categories';
import { resolveCity } from './cities';
import { ISSUE } from './messages';
import { PRODUCT_CONDITIONS, PRODUCT_STATUSES, type ProductStatus } from './option-values';
import { optionalField, parseBoolean, parseNumber, parseText, strictBody, type Parsed } from './fields';
import { parseOneOf, parseOptionFilter } from './filters';
import { pageParam, pageSizeParam } from './paging';
import { DEFAULT_SORT, parseSort, type ParsedSort } from './sort';
import { DATE_RANGES } from './time';
import { KIND_FILTER_FIELDS, rangeOrderIssues } from './product/filter-parsers';
import { keepActive } from './list-params';

export const SEARCH_MAX = 100;

/** 'all' is how every screen spells "no filter". */
const isAll = (value: unknown) => typeof value === 'string' && value.trim().toLowerCase() === 'all';

function orAll<T>(parse: (value: unknown) => Parsed<T>) {
  return (value: unknown): Parsed<T | undefined> => (isAll(value) ? { ok: true, value: undefined } : parse(value));
}

function parseCategoryFilter(value: unknown): Parsed<string> {
  const slug = categorySlugCandidate(value);
  return slug ? { ok: true, value: slug } : { ok: false, message: ISSUE.categoryUnknown };
}

function parseCityFilter(value: unknown): Parsed<string> {
  const city = typeof value === 'string' ? resolveCity(value) : null;
  return city ? { ok: true, value: city.slug } : { ok: false, message: ISSUE.cityUnknown };
}

function parseSortParam(value: unknown): Parsed<ParsedSort> {
  const sort = typeof value === 'string' ? parseSort(value) : null;
  return sort ? { ok: true, value: sort } : { ok: false, message: ISSUE.sortInvalid };
}

function parseOwner(value: unknown): Parsed<string> {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(value)
    ? { ok: true, value }
    : { ok: false, message: ISSUE.invalidInput };
}

const price = optionalField(parseNumber({ min: 0 }, ISSUE.priceInvalid));
const flag = optionalField(parseBoolean(ISSUE.booleanParamInvalid));
const searchText = optionalField(parseText(SEARCH_MAX, ISSUE.searchTooLong));
const categoryField = optionalField(orAll(parseCategoryFilter));
const statusField = optionalField(parseOneOf(PRODUCT_STATUSES, ISSUE.productStatusInvalid));
const pageField = pageParam;
const pageSizeField = pageSizeParam();

/**
 * What narrows a listing search, one parser per URL parameter. A new filter is one more entry
 * here (and its SQL in the cms's product filters): the list, the map, saved searches, the site's
 * URL and the assistant's query pick it up from this table.
 */
export const PRODUCT_FILTER_FIELDS = {
  category: categoryField,
  search: searchText,
  city: optionalField(orAll(parseCityFilter)),
  minPrice: price,
  maxPrice: price,
  condition: optionalField(parseOptionFilter(PRODUCT_CONDITIONS, ISSUE.conditionInvalid)),
  freeOnly: flag,
  availableOnly: flag,
  dateRange: optionalField(parseOneOf(DATE_RANGES, ISSUE.dateRangeInvalid)),
  // The category fields' filters (brand, minYear, maxMileage, minRooms, contract, remote, …),
  // declared by the field table's `filter` marks (product/field-labels.ts).
  ...KIND_FILTER_FIELDS,
};
export type ProductFilterName = keyof typeof PRODUCT_FILTER_FIELDS;
export const PRODUCT_FILTER_NAMES = Object.keys(PRODUCT_FILTER_FIELDS) as ProductFilterName[];

type ParsedFilters = { [K in ProductFilterName]?: z.output<(typeof PRODUCT_FILTER_FIELDS)[K]> };
/** The active filters of a search: only the ones that narrow it (no `false`, no 'all', no blank words). */
export type ProductFilters = { [K in ProductFilterName]?: Exclude<NonNullable<ParsedFilters[K]>, false | 'all'> };

/** The filters that narrow a search (list-params.ts `keepActive`, typed for the parsed filters). */
export const activeFilters = (parsed: ParsedFilters): ProductFilters => keepActive(parsed) as ProductFilters;

/** minPrice above maxPrice is reported on minPrice, wherever the two are read. */
export function checkPriceBounds(q: { minPrice?: number; maxPrice?: number }, ctx: z.RefinementCtx): boolean {
  if (q.minPrice !== undefined && q.maxPrice !== undefined && q.minPrice > q.maxPrice) {
    ctx.addIssue({ code: 'custom', message: ISSUE.minPriceAboveMax, path: ['minPrice'] });
    return false;
  }
  return true;
}

/** Every lower bound at most its upper one (price, year, surface): the lower bound carries the issue. */
export function checkFilterBounds(q: { minPrice?: number; maxPrice?: number }, ctx: z.RefinementCtx): boolean {
  let ok = checkPriceBounds(q, ctx);
  for (const issue of rangeOrderIssues(q)) {
    ctx.addIssue({ code: 'custom', message: issue.message, path: [issue.param] });
    ok = false;
  }
  return ok;
}

/** The filters alone, as a saved search or a landing page holds them. */
export const productFiltersSchema = strictBody(PRODUCT_FILTER_FIELDS).transform((q, ctx) =>
  checkFilterBounds(q, ctx) ? activeFilters(q) : z.NEVER,
);

export const productListQuerySchema = strictBody({
  ...PRODUCT_FILTER_FIELDS,
  sort: optionalField(parseSortParam),
  promoted: flag,
  owner: optionalField(parseOwner),
  /** The management page's status select (SPEC 2.17); 'all' is no filter. */
  status: statusField,
  page: pageField,
  pageSize: pageSizeField,
}).transform((q, ctx) => {
  if (!checkFilterBounds(q, ctx)) return z.NEVER;
  const { sort, promoted, owner, status, page, pageSize, ...filters } = q;
  return {
    ...activeFilters(filters),
    sort: sort ?? { ...DEFAULT_SORT },
    promoted: promoted ?? false,
    ...(owner !== undefined ? { owner } : {}),
    ...(status !== undefined && status !== 'all' ? { status: status as Exclude<ProductStatus, 'all'> } : {}),
    page: page ?? 1,
    pageSize: pageSize ?? PAGE_SIZE_DEFAULT,
  };
});
export type ProductListQuery = z.output<typeof productListQuerySchema>;

/**
 * What a client sends for a list query: the same names, every one optional, the sort in its
 * wire spelling ('price:asc'). `toProductListParams` (list-params.ts) writes it the way the server reads it back.
 */
export type ProductListParams = { [K in ProductFilterName]?: NonNullable<ParsedFilters[K]> } & Partial<Omit<ProductListQuery, 'sort' | ProductFilterName>> & {
  sort?: string;
};


/** GET /api/admin/products: search over title and description, category and status filters, hidden listings included. */
export const adminProductListQuerySchema = strictBody({
  search: searchText,
  category: categoryField,
  status: statusField,
  page: pageField,
  pageSize: pageSizeField,
}).transform((q) => ({
  search: q.search || undefined,
  category: q.category ?? undefined,
  status: q.status && q.status !== 'all' ? (q.status as Exclude<ProductStatus, 'all'>) : undefined,
  page: q.page ?? 1,
  pageSize: q.pageSize ?? PAGE_SIZE_DEFAULT,
}));
export type AdminProductListQuery = z.output<typeof adminProductListQuerySchema>;
/** What the admin screen sends: the same names, every one optional. */
export type AdminProductListParams = Partial<Omit<AdminProductListQuery, 'status'>> & { status?: ProductStatus };

/**
 * The list query a link carries (`/products?category=…&maxPrice=…`), read leniently: each known
 * parameter through its own parser, an unknown or malformed one left out (a shared link never
 * breaks the page; the API itself answers such a value with a 400).
 */
export function listParamsFromUrl(params: { get(name: string): string | null }): ProductListQuery {
  const fields = { ...PRODUCT_FILTER_FIELDS, sort: optionalField(parseSortParam), page: pageField, pageSize: pageSizeField };
  const kept: Record<string, unknown> = {};
  for (const [name, parser] of Object.entries(fields)) {
    const raw = params.get(name);
    if (raw === null) continue;
    const parsed = parser.safeParse(raw);
    if (parsed.success && parsed.data !== undefined) kept[name] = parsed.data;
  }
  if (typeof kept.minPrice === 'number' && typeof kept.maxPrice === 'number' && kept.minPrice > kept.maxPrice) delete kept.minPrice;
  for (const issue of rangeOrderIssues(kept)) delete kept[issue.param];
  const { sort, page, pageSize, ...filters } = kept as ParsedFilters & { sort?: ParsedSort; page?: number; pageSize?: number };
  return { ...activeFilters(filters), sort: sort ?? { ...DEFAULT_SORT }, promoted: false, page: page ?? 1, pageSize: pageSize ?? PAGE_SIZE_DEFAULT };
}

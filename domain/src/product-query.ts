// Query string of GET /api/products: only the documented parameters (no raw `filters`,
// `populate`, `where` pass-through), every screen's spelling accepted, one normalised output.
import { z } from 'zod';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from './constants';
import { categorySlugCandidate } from './categories';
import { resolveCity } from './cities';
import { ISSUE } from './messages';
import { PRODUCT_CONDITIONS, type ProductCondition } from './options';
import { optionalField, parseBoolean, parseNumber, parseText, strictBody, type Parsed } from './fields';
import { DEFAULT_SORT, parseSort, type ParsedSort } from './sort';
import { DATE_RANGES, type DateRange } from './time';
import { PRODUCT_STATUSES, type ProductStatus } from './admin';

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

function parseConditionFilter(value: unknown): Parsed<ProductCondition> {
  return typeof value === 'string' && (PRODUCT_CONDITIONS as readonly string[]).includes(value)
    ? { ok: true, value: value as ProductCondition }
    : { ok: false, message: ISSUE.conditionInvalid };
}

function parseDateRange(value: unknown): Parsed<DateRange> {
  return typeof value === 'string' && (DATE_RANGES as readonly string[]).includes(value)
    ? { ok: true, value: value as DateRange }
    : { ok: false, message: ISSUE.dateRangeInvalid };
}

function parseSortParam(value: unknown): Parsed<ParsedSort> {
  const sort = typeof value === 'string' ? parseSort(value) : null;
  return sort ? { ok: true, value: sort } : { ok: false, message: ISSUE.sortInvalid };
}

function parseStatus(value: unknown): Parsed<ProductStatus> {
  return typeof value === 'string' && (PRODUCT_STATUSES as readonly string[]).includes(value)
    ? { ok: true, value: value as ProductStatus }
    : { ok: false, message: ISSUE.productStatusInvalid };
}

function parseOwner(value: unknown): Parsed<string> {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(value)
    ? { ok: true, value }
    : { ok: false, message: ISSUE.invalidInput };
}

const price = optionalField(parseNumber({ min: 0 }, ISSUE.priceInvalid));
const flag = optionalField(parseBoolean(ISSUE.booleanParamInvalid));

export interface ProductListQuery {
  /** A category slug (built-in spellings resolved); the server checks that it exists. */
  category?: string;
  search?: string;
  city?: string;
  minPrice?: number;
  maxPrice?: number;
  condition?: ProductCondition;
  freeOnly: boolean;
  availableOnly: boolean;
  dateRange: DateRange;
  sort: ParsedSort;
  promoted: boolean;
  owner?: string;
  /** The management page's status select (SPEC 2.17); 'all' is no filter. */
  status?: Exclude<ProductStatus, 'all'>;
  page: number;
  pageSize: number;
}

export const productListQuerySchema = strictBody({
  category: optionalField(orAll(parseCategoryFilter)),
  search: optionalField(parseText(SEARCH_MAX, ISSUE.searchTooLong)),
  city: optionalField(orAll(parseCityFilter)),
  minPrice: price,
  maxPrice: price,
  condition: optionalField(orAll(parseConditionFilter)),
  freeOnly: flag,
  availableOnly: flag,
  dateRange: optionalField(parseDateRange),
  sort: optionalField(parseSortParam),
  promoted: flag,
  owner: optionalField(parseOwner),
  status: optionalField(parseStatus),
  page: optionalField(parseNumber({ min: 1, max: 1_000_000, integer: true }, ISSUE.pageInvalid)),
  pageSize: optionalField(parseNumber({ min: 1, max: PAGE_SIZE_MAX, integer: true }, ISSUE.pageSizeInvalid)),
}).transform((q, ctx): ProductListQuery => {
  if (q.minPrice !== undefined && q.maxPrice !== undefined && q.minPrice > q.maxPrice) {
    ctx.addIssue({ code: 'custom', message: ISSUE.minPriceAboveMax, path: ['minPrice'] });
    return z.NEVER;
  }
  const query: ProductListQuery = {
    freeOnly: q.freeOnly ?? false,
    availableOnly: q.availableOnly ?? false,
    dateRange: q.dateRange ?? 'all',
    sort: q.sort ?? { ...DEFAULT_SORT },
    promoted: q.promoted ?? false,
    page: q.page ?? 1,
    pageSize: q.pageSize ?? PAGE_SIZE_DEFAULT,
  };
  // Optional filters are set only when given, so the output lists exactly the active filters.
  if (q.category !== undefined) query.category = q.category;
  if (q.search !== undefined && q.search !== '') query.search = q.search;
  if (q.city !== undefined) query.city = q.city;
  if (q.minPrice !== undefined) query.minPrice = q.minPrice;
  if (q.maxPrice !== undefined) query.maxPrice = q.maxPrice;
  if (q.condition !== undefined) query.condition = q.condition;
  if (q.owner !== undefined) query.owner = q.owner;
  if (q.status !== undefined && q.status !== 'all') query.status = q.status;
  return query;
});

/** GET /api/admin/products: search over title and description, category and status filters, hidden listings included. */
export const adminProductListQuerySchema = strictBody({
  search: optionalField(parseText(SEARCH_MAX, ISSUE.searchTooLong)),
  category: optionalField(orAll(parseCategoryFilter)),
  status: optionalField(parseStatus),
  page: optionalField(parseNumber({ min: 1, max: 1_000_000, integer: true }, ISSUE.pageInvalid)),
  pageSize: optionalField(parseNumber({ min: 1, max: PAGE_SIZE_MAX, integer: true }, ISSUE.pageSizeInvalid)),
}).transform((q) => ({
  search: q.search || undefined,
  category: q.category ?? undefined,
  status: q.status && q.status !== 'all' ? q.status : undefined,
  page: q.page ?? 1,
  pageSize: q.pageSize ?? PAGE_SIZE_DEFAULT,
}));
export type AdminProductListQuery = z.output<typeof adminProductListQuerySchema>;

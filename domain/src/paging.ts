// Paging shapes shared by every list endpoint: the `?page=&pageSize=` query and Strapi's envelopes.
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from './constants';
import { ISSUE } from './messages';
import { optionalField, parseNumber, strictBody, strictObject } from './fields';

/** A page request, once defaults are applied. */
export interface PageRequest {
  page: number;
  pageSize: number;
}

/** `meta.pagination` of a collection. */
export interface PaginationMeta extends PageRequest {
  pageCount: number;
  total: number;
  /**
   * false when the listing search stopped counting at TOTAL_EXACT_UP_TO ("plus de 10 000
   * annonces"): `total` is then a lower bound. Absent on the lists that always count exactly.
   */
  totalExact?: boolean;
}

export interface Collection<T, Meta extends object = object> {
  data: T[];
  meta: { pagination: PaginationMeta } & Meta;
}

export interface Single<T> {
  data: T;
}

/** An admin action's answer: the record and a French confirmation (see the catalogue). */
export interface WithMessage<T> {
  data: T;
  message: string;
}

export interface DeletedRef {
  id: string;
}

export const pageParam = optionalField(parseNumber({ min: 1, max: 1_000_000, integer: true }, ISSUE.pageInvalid));
export const pageSizeParam = (max: number = PAGE_SIZE_MAX) =>
  optionalField(parseNumber({ min: 1, max, integer: true }, ISSUE.pageSizeInvalid));

/** `?page=&pageSize=` and nothing else (list endpoints take only their documented parameters). */
export const paginationQuerySchema = (defaultSize = PAGE_SIZE_DEFAULT, maxSize = PAGE_SIZE_MAX) =>
  strictBody({ page: pageParam, pageSize: pageSizeParam(maxSize) }).transform(
    (q): PageRequest => ({ page: q.page ?? 1, pageSize: q.pageSize ?? defaultSize }),
  );

/** An empty body: actions such as mark-as-read or an ad click take no input at all. */
export const emptyBodySchema = strictObject({});

/** `Collection` envelope of one page of `data` out of `total` rows. */
export function paginated<T>(data: T[], { page, pageSize }: PageRequest, total: number): Collection<T> {
  return { data, meta: { pagination: { page, pageSize, pageCount: Math.ceil(total / pageSize), total } } };
}

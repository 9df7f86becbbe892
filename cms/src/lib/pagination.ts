import type { Pagination } from './schemas-extra';

/** Strapi's collection envelope: `{ data, meta: { pagination } }`. */
export function paginated<T>(data: T[], { page, pageSize }: Pagination, total: number) {
  return { data, meta: { pagination: { page, pageSize, pageCount: Math.ceil(total / pageSize), total } } };
}

export const offsetOf = ({ page, pageSize }: Pagination) => (page - 1) * pageSize;

/** `count(*)` comes back as a number on SQLite and as a string on PostgreSQL. */
export const countOf = (row: unknown, key = 'n') => Number((row as Record<string, unknown> | undefined)?.[key] ?? 0);

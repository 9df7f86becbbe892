import type { PageRequest } from '@souk/domain';

export { paginated } from '@souk/domain';

export const offsetOf = ({ page, pageSize }: PageRequest) => (page - 1) * pageSize;

/** `count(*)` comes back as a number on SQLite and as a string on PostgreSQL. */
export const countOf = (row: unknown, key = 'n') => Number((row as Record<string, unknown> | undefined)?.[key] ?? 0);

// Query-string filters shared by list endpoints: one of a list, or 'all' for no filter.
import { resolveCategorySlug, type CategorySlug } from './categories';
import { ISSUE } from './messages';
import type { Parsed } from './fields';

const isAll = (value: unknown) => typeof value === 'string' && value.trim().toLowerCase() === 'all';

/** One of `values`, else `message`. */
export const parseOneOf =
  <V extends string>(values: readonly V[], message: string) =>
  (value: unknown): Parsed<V> =>
    typeof value === 'string' && (values as readonly string[]).includes(value) ? { ok: true, value: value as V } : { ok: false, message };

/** A category alias, or 'all' for no filter. */
export function parseCategoryFilter(value: unknown): Parsed<CategorySlug | undefined> {
  if (isAll(value)) return { ok: true, value: undefined };
  const slug = typeof value === 'string' ? resolveCategorySlug(value) : null;
  return slug ? { ok: true, value: slug } : { ok: false, message: ISSUE.categoryUnknown };
}

/** An option of `values`, or 'all' for no filter. */
export const parseOptionFilter =
  <V extends string>(values: readonly V[], message: string) =>
  (value: unknown): Parsed<V | undefined> =>
    isAll(value) ? { ok: true, value: undefined } : parseOneOf(values, message)(value);

// The site's side of the list query: writing a search into URL parameters. Kept apart from the
// parsers (product-query.ts builds zod schemas when it loads): the home page writes its URL with
// this and must not bring zod into its JavaScript (ARCHITECTURE "Hot paths", home route budget).
import { sortToQuery, type ParsedSort } from './sort';

/**
 * Keeps the filters that narrow: `freeOnly=false`, `dateRange=all`, blank words and empty sets are
 * no filter. It reads the keys it is given (callers pass filters only).
 */
export function keepActive(parsed: object): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(parsed)) {
    if (value === undefined || value === false || value === 'all') continue;
    if (Array.isArray(value) && value.length === 0) continue;
    if (typeof value === 'string' && value.trim() === '') continue;
    out[name] = value;
  }
  return out;
}

/**
 * The URL parameters of a list query (`ProductListParams` or a parsed `ProductListQuery`), without
 * the ones that say nothing ('all', false, blank); sets joined by commas, the sort in its wire
 * spelling ('price:asc').
 */
export function toProductListParams(params: object): Record<string, string | number | boolean> {
  const { sort, ...rest } = params as { sort?: string | ParsedSort };
  const out: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(keepActive(rest))) {
    if (value === null) continue;
    if (Array.isArray(value)) {
      if (value.length > 0) out[key] = value.join(',');
      continue;
    }
    out[key] = typeof value === 'string' ? value.trim() : (value as number | boolean);
  }
  if (sort !== undefined) out.sort = typeof sort === 'string' ? sort : sortToQuery(sort);
  return out;
}

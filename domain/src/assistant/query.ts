// What the assistant understood → GET /api/products parameters and the panel's removable chips.
import { activeFilters, type ProductListParams } from '../product-query';
import { KIND_FILTERS, filterParams } from '../product/filter-table';
import type { AssistantFilters } from './parse';

/** What the assistant understood, as the parameters of GET /api/products (and of the /products URL). */
export function assistantProductQuery(filters: AssistantFilters): ProductListParams {
  const { keywords, cheapest, ...rest } = filters;
  const query: ProductListParams = activeFilters(rest);
  if (keywords.length > 0) query.search = keywords.join(' ');
  if (cheapest) query.sort = 'price:asc';
  return query;
}

export type AssistantChip =
  | { kind: 'category'; value: string }
  | { kind: 'city'; value: string }
  | { kind: 'minPrice'; value: number }
  | { kind: 'maxPrice'; value: number }
  | { kind: 'condition'; value: string }
  | { kind: 'freeOnly' }
  | { kind: 'cheapest' }
  | { kind: 'keyword'; value: string }
  /** A category field's filter (issue 26): one chip per value of a set, one per bound or switch. */
  | { kind: 'filter'; param: string; value: string | number | true };

/** The category fields' filters the assistant filled, as chips. */
function filterChips(filters: AssistantFilters): AssistantChip[] {
  const values = filters as Readonly<Record<string, unknown>>;
  return KIND_FILTERS.flatMap(filterParams).flatMap((param): AssistantChip[] => {
    const value = values[param];
    if (Array.isArray(value)) return value.map((v: string) => ({ kind: 'filter', param, value: v }));
    if (typeof value === 'number' || value === true) return [{ kind: 'filter', param, value }];
    return [];
  });
}

export function assistantChips(filters: AssistantFilters): AssistantChip[] {
  const chips: AssistantChip[] = [];
  if (filters.category) chips.push({ kind: 'category', value: filters.category });
  for (const keyword of filters.keywords) chips.push({ kind: 'keyword', value: keyword });
  if (filters.city) chips.push({ kind: 'city', value: filters.city });
  if (filters.minPrice !== undefined) chips.push({ kind: 'minPrice', value: filters.minPrice });
  if (filters.maxPrice !== undefined) chips.push({ kind: 'maxPrice', value: filters.maxPrice });
  if (filters.condition) chips.push({ kind: 'condition', value: filters.condition });
  chips.push(...filterChips(filters));
  if (filters.freeOnly) chips.push({ kind: 'freeOnly' });
  if (filters.cheapest) chips.push({ kind: 'cheapest' });
  return chips;
}

/** The filters without one chip (the panel's "×" on a chip). */
export function withoutChip(filters: AssistantFilters, chip: AssistantChip): AssistantFilters {
  const next: AssistantFilters = { ...filters, keywords: [...filters.keywords] };
  if (chip.kind === 'keyword') next.keywords = next.keywords.filter((k) => k !== chip.value);
  else if (chip.kind === 'filter') {
    const target = next as Record<string, unknown>;
    const current = target[chip.param];
    const rest = Array.isArray(current) ? current.filter((v) => v !== chip.value) : [];
    if (rest.length > 0) target[chip.param] = rest;
    else delete target[chip.param];
  } else delete next[chip.kind];
  return next;
}

export const hasAssistantFilters = (filters: AssistantFilters) => assistantChips(filters).length > 0;

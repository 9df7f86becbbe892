// What the assistant understood → GET /api/products parameters and the panel's removable chips.
import type { AssistantFilters } from './parse';

/** Parameters of GET /api/products (and of the /products page URL). */
export interface AssistantProductQuery {
  category?: string;
  city?: string;
  minPrice?: number;
  maxPrice?: number;
  condition?: string;
  freeOnly?: boolean;
  search?: string;
  sort?: string;
}

export function assistantProductQuery(filters: AssistantFilters): AssistantProductQuery {
  const query: AssistantProductQuery = {};
  if (filters.category) query.category = filters.category;
  if (filters.city) query.city = filters.city;
  if (filters.minPrice !== undefined) query.minPrice = filters.minPrice;
  if (filters.maxPrice !== undefined) query.maxPrice = filters.maxPrice;
  if (filters.condition) query.condition = filters.condition;
  if (filters.freeOnly) query.freeOnly = true;
  if (filters.keywords.length > 0) query.search = filters.keywords.join(' ');
  if (filters.cheapest) query.sort = 'price:asc';
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
  | { kind: 'keyword'; value: string };

export function assistantChips(filters: AssistantFilters): AssistantChip[] {
  const chips: AssistantChip[] = [];
  if (filters.category) chips.push({ kind: 'category', value: filters.category });
  for (const keyword of filters.keywords) chips.push({ kind: 'keyword', value: keyword });
  if (filters.city) chips.push({ kind: 'city', value: filters.city });
  if (filters.minPrice !== undefined) chips.push({ kind: 'minPrice', value: filters.minPrice });
  if (filters.maxPrice !== undefined) chips.push({ kind: 'maxPrice', value: filters.maxPrice });
  if (filters.condition) chips.push({ kind: 'condition', value: filters.condition });
  if (filters.freeOnly) chips.push({ kind: 'freeOnly' });
  if (filters.cheapest) chips.push({ kind: 'cheapest' });
  return chips;
}

/** The filters without one chip (the panel's "×" on a chip). */
export function withoutChip(filters: AssistantFilters, chip: AssistantChip): AssistantFilters {
  const next: AssistantFilters = { ...filters, keywords: [...filters.keywords] };
  if (chip.kind === 'keyword') next.keywords = next.keywords.filter((k) => k !== chip.value);
  else delete next[chip.kind];
  return next;
}

export const hasAssistantFilters = (filters: AssistantFilters) => assistantChips(filters).length > 0;

import { PRICE_RANGES, type DateRange, type SortOrder } from '@souk/domain';
import type { ProductFilters } from '@/api/products/get-products';

/** Filter state of the search screen (SPEC 3 "Filter state"). */
export type SearchFilters = {
  category: string;
  minPrice: number;
  maxPrice: number;
  location: string;
  condition: string;
  sortBy: string;
  sortOrder: SortOrder;
  freeOnly: boolean;
  availableOnly: boolean;
  dateRange: DateRange;
};

// SPEC 9: newest first, reserved listings hidden by default.
export const DEFAULT_SEARCH_FILTERS: SearchFilters = {
  category: 'all',
  minPrice: PRICE_RANGES.search.min,
  maxPrice: PRICE_RANGES.search.max,
  location: 'all',
  condition: 'all',
  sortBy: 'date',
  sortOrder: 'desc',
  freeOnly: false,
  availableOnly: true,
  dateRange: 'all',
};

/** How many filters differ from the defaults (the sort is an order, not a filter). */
export function countActiveFilters(filters: SearchFilters): number {
  const d = DEFAULT_SEARCH_FILTERS;
  return [
    filters.category !== d.category,
    filters.minPrice !== d.minPrice || filters.maxPrice !== d.maxPrice,
    filters.location !== d.location,
    filters.condition !== d.condition,
    filters.freeOnly !== d.freeOnly,
    filters.availableOnly !== d.availableOnly,
    filters.dateRange !== d.dateRange,
  ].filter(Boolean).length;
}

export function toProductFilters(search: string, filters: SearchFilters): ProductFilters {
  const all = (value: string) => (value === 'all' ? undefined : value);
  return {
    search,
    category: all(filters.category),
    city: all(filters.location),
    condition: all(filters.condition),
    // The ends of the slider mean "no bound", so a 12 000 DT car still shows at the maximum.
    minPrice: filters.minPrice > PRICE_RANGES.search.min ? filters.minPrice : undefined,
    maxPrice: filters.maxPrice < PRICE_RANGES.search.max ? filters.maxPrice : undefined,
    freeOnly: filters.freeOnly,
    availableOnly: filters.availableOnly,
    dateRange: filters.dateRange,
    sort: `${filters.sortBy}:${filters.sortOrder}`,
  };
}

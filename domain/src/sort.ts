// Every sort value any screen emits (SPEC 9, ARCHITECTURE "API conventions") → one field + order.
import type { Option } from './options';
import { ownValue } from './own';

export const SORT_FIELDS = ['created_at', 'price', 'like_count', 'title', 'location'] as const;
export type SortField = (typeof SORT_FIELDS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export interface ParsedSort {
  field: SortField;
  order: SortOrder;
}

export const DEFAULT_SORT: ParsedSort = { field: 'created_at', order: 'desc' };

/** Field names as screens and older clients spell them. */
const FIELD_ALIASES: Readonly<Record<string, SortField>> = {
  date: 'created_at',
  created_at: 'created_at',
  createdat: 'created_at',
  price: 'price',
  likes: 'like_count',
  like_count: 'like_count',
  popularity: 'like_count',
  title: 'title',
  location: 'location',
};

/** Order a bare field name implies: newest and most liked first, cheapest and A→Z first. */
const DEFAULT_ORDER: Readonly<Record<SortField, SortOrder>> = {
  created_at: 'desc',
  price: 'asc',
  like_count: 'desc',
  title: 'asc',
  location: 'asc',
};

/** Whole-value aliases: home select, list component, search filter. */
export const SORT_ALIASES: Readonly<Record<string, ParsedSort>> = {
  date: { field: 'created_at', order: 'desc' },
  newest: { field: 'created_at', order: 'desc' },
  oldest: { field: 'created_at', order: 'asc' },
  price_asc: { field: 'price', order: 'asc' },
  price_desc: { field: 'price', order: 'desc' },
  'price-asc': { field: 'price', order: 'asc' },
  'price-desc': { field: 'price', order: 'desc' },
  popularity: { field: 'like_count', order: 'desc' },
  likes: { field: 'like_count', order: 'desc' },
  title: { field: 'title', order: 'asc' },
  location: { field: 'location', order: 'asc' },
};

/** null for an unknown value; an empty or missing value means the default (newest first). */
export function parseSort(input?: string | null): ParsedSort | null {
  if (input === undefined || input === null) return { ...DEFAULT_SORT };
  const value = input.trim();
  if (value === '') return { ...DEFAULT_SORT };
  if (value.length > 40) return null;
  const alias = ownValue(SORT_ALIASES, value.toLowerCase());
  if (alias) return { ...alias };
  // Lazy field part so that 'created_at_desc' splits into 'created_at' + 'desc'.
  const match = /^(.*?)(?:[:_-](asc|desc))?$/i.exec(value);
  const field = ownValue(FIELD_ALIASES, (match?.[1] ?? '').toLowerCase());
  if (!match || !field) return null;
  const order = (match[2]?.toLowerCase() as SortOrder | undefined) ?? DEFAULT_ORDER[field];
  return { field, order };
}

/** The canonical query value for a sort ('price:asc'). */
export function sortToQuery(sort: ParsedSort): string {
  return `${sort.field}:${sort.order}`;
}

export type SortOption = Option;

export const HOME_SORT_OPTIONS: readonly SortOption[] = [
  { value: 'date', label: { fr: 'Plus récents', ar: 'الأحدث' } },
  { value: 'price_asc', label: { fr: 'Prix croissant', ar: 'السعر تصاعديًا' } },
  { value: 'price_desc', label: { fr: 'Prix décroissant', ar: 'السعر تنازليًا' } },
  { value: 'popularity', label: { fr: 'Popularité', ar: 'الأكثر شعبية' } },
];

export const SEARCH_SORT_FIELDS: readonly SortOption[] = [
  { value: 'date', label: { fr: 'Date', ar: 'التاريخ' } },
  { value: 'price', label: { fr: 'Prix', ar: 'السعر' } },
  { value: 'title', label: { fr: 'Titre', ar: 'العنوان' } },
  { value: 'likes', label: { fr: 'Popularité', ar: 'الشعبية' } },
  { value: 'location', label: { fr: 'Localisation', ar: 'الموقع' } },
];

export const SEARCH_SORT_ORDERS: readonly Option<SortOrder>[] = [
  { value: 'asc', label: { fr: 'Croissant', ar: 'تصاعدي' } },
  { value: 'desc', label: { fr: 'Décroissant', ar: 'تنازلي' } },
];

/** Products page: Date and Price buttons toggling asc/desc. */
export const PRODUCTS_PAGE_SORT_FIELDS: readonly SortOption[] = [
  { value: 'created_at', label: { fr: 'Date', ar: 'التاريخ' } },
  { value: 'price', label: { fr: 'Prix', ar: 'السعر' } },
];

// Saved searches ("alertes"): the filters of GET /api/products as productFiltersSchema parses them,
// so a filter added to PRODUCT_FILTER_FIELDS is saved, matched and shown without another change here.
import { z } from 'zod';
import { CATEGORIES } from './categories';
import { resolveCity } from './cities';
import type { Language } from './constants';
import { optionalField, parseText, requiredField, strictBody, strictObject } from './fields';
import { parseOneOf } from './filters';
import { ISSUE, messageCode, messageText, type MessageKey } from './messages';
import { OPTION_LABELS, optionLabel } from './options';
import { frenchNumber } from './price';
import { PRODUCT_FILTER_NAMES, productFiltersSchema, type ProductFilterName, type ProductFilters } from './product-query';

export const SAVED_SEARCH_FREQUENCIES = ['instant', 'daily', 'off'] as const;
export type SavedSearchFrequency = (typeof SAVED_SEARCH_FREQUENCIES)[number];
/** Alerts one account may keep. */
export const SAVED_SEARCHES_MAX = 20;
export const SAVED_SEARCH_NAME_MAX = 80;
/** Listings per alert in one daily e-mail. */
export const DIGEST_LISTINGS_PER_ALERT = 10;

const nameField = parseText(SAVED_SEARCH_NAME_MAX, ISSUE.savedSearchNameTooLong);
const frequencyField = parseOneOf(SAVED_SEARCH_FREQUENCIES, ISSUE.savedSearchFrequencyInvalid);

/** POST /api/saved-searches: the filters (at least one), an optional name (else proposed from them) and frequency. */
export const savedSearchCreateSchema = strictBody({
  filters: productFiltersSchema,
  name: optionalField(nameField),
  frequency: optionalField(frequencyField),
}).superRefine((body, ctx) => {
  if (body.filters && Object.keys(body.filters).length === 0) ctx.addIssue({ code: 'custom', message: ISSUE.savedSearchEmpty, path: ['filters'] });
});
export type SavedSearchInput = z.input<typeof savedSearchCreateSchema>;

/** PATCH /api/saved-searches/:id: rename and/or change how often it tells. */
export const savedSearchPatchSchema = strictBody({
  name: requiredField(nameField, ISSUE.savedSearchNameRequired).optional(),
  frequency: optionalField(frequencyField),
}).superRefine((body, ctx) => {
  if (body.name === undefined && body.frequency === undefined) ctx.addIssue({ code: 'custom', message: ISSUE.savedSearchNothingToChange });
});
export type SavedSearchPatch = z.input<typeof savedSearchPatchSchema>;

/** POST /api/saved-searches/unsubscribe: the signed token of a digest's link (also read from the query). */
export const alertUnsubscribeSchema = strictObject({ token: z.string({ error: ISSUE.unsubscribeLinkInvalid }).max(2000, ISSUE.unsubscribeLinkInvalid) });

/** POST /api/admin/alert-jobs/run: `now` sets the digests' clock (operators, tests). */
export const alertRunSchema = strictBody({
  now: z.iso.datetime({ error: ISSUE.digestDateInvalid }).optional(),
});

/** One alert as the API answers it. */
export interface ApiSavedSearch {
  id: string;
  name: string;
  filters: ProductFilters;
  frequency: SavedSearchFrequency;
  /** Listings matched since the alert was last opened ('Voir les résultats'). */
  new_count: number;
  last_seen_at: string | null;
  created_at: string | null;
}

/** A stable text of a filter set: two alerts with it are the same search. */
export function filtersKey(filters: ProductFilters): string {
  const entries = Object.entries(filters).filter(([, v]) => v !== undefined).sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify(Object.fromEntries(entries));
}

const text = (key: MessageKey, language: Language, params?: Record<string, string | number>) => messageText(messageCode(key), language, params) ?? '';
const amount = (value: number, language: Language) => `${frenchNumber(value, ' ')} ${language === 'ar' ? 'د.ت' : 'DT'}`;

function priceChip(filters: ProductFilters, language: Language): string | null {
  const { minPrice: min, maxPrice: max } = filters;
  if (min !== undefined && max !== undefined) return text('priceBetween', language, { min: amount(min, language), max: amount(max, language) });
  if (max !== undefined) return text('priceBelow', language, { price: amount(max, language) });
  if (min !== undefined) return text('priceAbove', language, { price: amount(min, language) });
  return null;
}

/** How one active filter reads on a chip; a filter without its own wording shows its value. */
function chipOf(name: ProductFilterName, value: unknown, language: Language): string | null {
  switch (name) {
    case 'minPrice':
    case 'maxPrice':
      return null; // one chip for both bounds
    case 'category': {
      const known = CATEGORIES.find((c) => c.slug === value);
      return known ? (language === 'ar' ? known.name_ar : known.name) : String(value);
    }
    case 'city': {
      const city = resolveCity(String(value));
      return city ? (language === 'ar' ? city.name_ar : city.name) : String(value);
    }
    case 'condition':
      return optionLabel(OPTION_LABELS.productCondition, String(value), language);
    case 'freeOnly':
      return text('freeOnlyLabel', language);
    case 'availableOnly':
      return text('availableOnlyLabel', language);
    default:
      return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
  }
}

/** The filters as chips, in the list's order (words first, then category, city, price…). */
export function savedSearchChips(filters: ProductFilters, language: Language): string[] {
  const chips: string[] = [];
  const values = filters as Record<string, unknown>;
  // The words first: they say best what the alert looks for.
  for (const name of ['search' as const, ...PRODUCT_FILTER_NAMES.filter((n) => n !== 'search')]) {
    if (values[name] === undefined) continue;
    const chip = chipOf(name, values[name], language);
    if (chip) chips.push(chip);
    if (name === 'maxPrice' || (name === 'minPrice' && values.maxPrice === undefined)) {
      const price = priceChip(filters, language);
      if (price) chips.push(price);
    }
  }
  return chips;
}

/** The name proposed for an alert: "Peugeot diesel · Sfax · moins de 40 000 DT". */
export function proposeSavedSearchName(filters: ProductFilters, language: Language): string {
  const name = savedSearchChips(filters, language).join(' · ') || text('allListings', language);
  return name.length > SAVED_SEARCH_NAME_MAX ? `${name.slice(0, SAVED_SEARCH_NAME_MAX - 1)}…` : name;
}

/** The listing URL parameters of an alert ('Voir les résultats'). */
export function savedSearchParams(filters: ProductFilters): Record<string, string> {
  return Object.fromEntries(Object.entries(filters).map(([k, v]) => [k, String(v)]));
}

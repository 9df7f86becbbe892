// The listing search's category-field filters (issue 26), derived from the field table's `filter`
// marks (field-labels.ts): which field narrows a search, through which URL parameter(s), on which
// column of the products row. No zod here: the filter panel and the spec rows read it without the
// parsers (filter-parsers.ts holds those).
import type { CategoryKind } from '../categories';
import { OPTION_LABELS, type Label, type OptionList } from '../options';
import { normalizeSearchText } from '../search';
import { COMPONENT_FIELD_LABELS, type ComponentName, type FieldLabels, type FieldType, type FilterSpec } from './field-labels';

export type { FilterSpec } from './field-labels';

const KIND_OF_COMPONENT: Readonly<Record<ComponentName, Exclude<CategoryKind, 'autres'>>> = { car: 'voiture', real_estate: 'immobilier', job: 'emplois' };

/** One filterable field: where it is stored and how a search narrows by it. */
export interface KindFilter {
  readonly kind: Exclude<CategoryKind, 'autres'>;
  readonly component: ComponentName;
  /** Column of the kind's component table (the field table's row name). */
  readonly field: string;
  /**
   * Typed, indexed column of the products row that mirrors the field (its API key, `car_brand`):
   * the product write service keeps it in step, the boot backfills it (cms bootstrap/filter-columns).
   */
  readonly column: string;
  readonly type: FieldType;
  readonly spec: FilterSpec;
  readonly label: Label;
  readonly options?: OptionList;
  readonly unit?: Label;
}

export const KIND_FILTERS: readonly KindFilter[] = COMPONENT_FIELD_LABELS.flatMap(({ component, fields }) =>
  Object.entries(fields as Readonly<Record<string, FieldLabels>>).flatMap(([field, row]) =>
    row.filter
      ? [{ kind: KIND_OF_COMPONENT[component], component, field, column: row.key, type: row.type, spec: row.filter, label: row.label, options: row.options, unit: row.unit }]
      : [],
  ),
);

/** The URL parameters of a filter: one, or a lower and an upper bound. */
export function filterParams(filter: KindFilter): string[] {
  return filter.spec.mode === 'range' ? [filter.spec.min, filter.spec.max] : [filter.spec.param];
}

/** Filters by kind, in the field table's order (the panel's order). */
export function filtersOfKind(kind: CategoryKind | undefined): readonly KindFilter[] {
  return kind ? KIND_FILTERS.filter((f) => f.kind === kind) : [];
}

/** Filters whose options the facet counts answer: the sets and the yes-switches. */
export const isFacet = (filter: KindFilter) => filter.spec.mode === 'set' || filter.spec.mode === 'bool';

/** The filter of a facet name (its parameter). */
export function filterOfParam(param: string): KindFilter | undefined {
  return KIND_FILTERS.find((f) => filterParams(f).includes(param));
}

/** Values of an option list, for a `set` filter on options. */
export function filterOptionValues(filter: KindFilter): string[] {
  return filter.options && filter.type === 'option' ? Object.keys(OPTION_LABELS[filter.options]) : [];
}

/** Free-text values (brand, model) are stored and compared in the search's normal form. */
export const filterTextValue = (value: string) => normalizeSearchText(value);

// "à louer", "location", "loyer", "par mois", "للكراء", "للإيجار": a listing written before the
// sale/rent field existed is a rental when its title or text says so, else a sale.
const RENT_WORDS = /\b(a louer|louer|location|loyer|par mois|mensuel|\/mois|for rent)\b|كراء|ايجار|تسويغ|بالشهر|شهريا/;

export function realEstateDealFromText(text: string): 'sale' | 'rent' {
  return RENT_WORDS.test(normalizeSearchText(text)) ? 'rent' : 'sale';
}

export type FilterColumnValue = string | number | boolean | null;
type ComponentValues = Readonly<Record<string, unknown>> | null | undefined;

function columnValue(filter: KindFilter, values: Readonly<Record<string, unknown>>, text: string): FilterColumnValue {
  let value = values[filter.field];
  if (filter.field === 'salary_max' && (value === null || value === undefined)) value = values.salary_min;
  if (filter.field === 'deal' && (value === null || value === undefined)) return realEstateDealFromText(text);
  if (value === null || value === undefined || value === '') return null;
  if (filter.type === 'int') return Number.isFinite(Number(value)) ? Math.round(Number(value)) : null;
  if (filter.type === 'bool') return value === true || value === 1 || value === '1' || value === 'true';
  if (filter.type === 'text') return filterTextValue(String(value)) || null;
  return String(value);
}

/**
 * The products row's filter columns for a listing: its kind's component values (the component
 * table's row), every other kind's columns null, so a listing moved to another category leaves no
 * stale value behind. `text` (title and description) decides sale/rent when the field is unset.
 */
export function filterColumnValues(kind: CategoryKind | undefined, component: ComponentValues, text: string): Record<string, FilterColumnValue> {
  const out: Record<string, FilterColumnValue> = {};
  for (const filter of KIND_FILTERS) {
    out[filter.column] = filter.kind === kind && component ? columnValue(filter, component, text) : null;
  }
  return out;
}

/**
 * How an option of a facet reads: an option list's label, a known brand's spelling, else the
 * stored value with a capital (a free-text model, an unlisted brand).
 */
export function facetOptionLabel(filter: KindFilter, value: string, language: 'fr' | 'ar'): string {
  if (filter.options) {
    const labels = OPTION_LABELS[filter.options] as Readonly<Record<string, Label>>;
    const own = Object.prototype.hasOwnProperty.call(labels, value) ? labels[value] : undefined;
    if (own) return own[language];
    const known = Object.entries(labels).find(([key]) => normalizeSearchText(key) === value);
    if (known) return known[1][language];
  }
  return value.charAt(0).toUpperCase() + value.slice(1);
}

import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  PRICE_RANGES,
  builtinCategoryKind,
  toProductListParams,
  type DateRange,
  type ProductCondition,
  type SortOrder,
} from '@souk/domain';
import type { ProductFilters } from '@/api/products/get-products';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useSearchParamsWriter } from '@/hooks/use-search-params-writer';
import { LANGUAGE_PARAM } from '@/lib/i18n';

/** The filters a product listing offers (SPEC 3 "Filter state"); 'all' means no filter. */
export type ProductFilterState = {
  category: string;
  location: string;
  condition: ProductCondition | 'all';
  minPrice: number;
  maxPrice: number;
  freeOnly: boolean;
  availableOnly: boolean;
  dateRange: DateRange;
  sortBy: string;
  /** Absent when `sortBy` already names the order (the home select's `price_asc`). */
  sortOrder?: SortOrder;
  /** The category fields' filters (brand, minYear, furnished, …), by URL parameter; only the active ones. */
  fields: KindFilterValues;
};

/** Values of the category fields' filters: a set's values, a bound, a switch that is on. */
export type KindFilterValues = Readonly<Record<string, readonly string[] | number | true>>;


/** A category change to another kind drops the fields of the former kind. */
const kindOf = (category: string) => (category === 'all' ? null : builtinCategoryKind(category));

export type PriceRange = { min: number; max: number; step: number };

/** Typing pauses shorter than this do not start a request. */
export const SEARCH_DEBOUNCE_MS = 300;

type Options = {
  /** The slider's bounds; its two ends mean "no bound". */
  range?: PriceRange;
  /** Where this screen's filters start (they also define what "active" means). */
  defaults?: Partial<ProductFilterState>;
  /** `debounced`: each typing pause searches; `submit`: Enter or the button applies the text. */
  searchMode?: 'debounced' | 'submit';
  /** Keep the applied search in this URL parameter, so that coming back from a product restores it. */
  urlParam?: string;
  /** Whether an applied search counts as one active filter (the /products badge does, the search tab does not). */
  countSearch?: boolean;
  /** Page the results (sent as `page`, back to 1 on every change). */
  paged?: boolean;
  /**
   * Start from the filters the URL gives (`?category=mobilier&city=tunis&maxPrice=1000&search=canapé&sort=price:asc`),
   * as links from elsewhere (the shopping assistant) open the listing, read by this reader
   * (`filtersFromUrl`, hooks/product-filters-url.ts): passed in, so that a screen that does not read
   * its URL (home) does not load the list query's parsers.
   */
  fromUrl?: UrlFilterReader;
};

/** Reads a screen's filters from its URL, over `defaults`. */
export type UrlFilterReader = (params: URLSearchParams, defaults: ProductFilterState) => { search: string; filters: ProductFilterState };

// SPEC 9: newest first, reserved listings hidden by default.
const BASE_FILTERS: ProductFilterState = {
  category: 'all',
  location: 'all',
  condition: 'all',
  minPrice: PRICE_RANGES.search.min,
  maxPrice: PRICE_RANGES.search.max,
  freeOnly: false,
  availableOnly: false,
  dateRange: 'all',
  sortBy: 'date',
  sortOrder: 'desc',
  fields: {},
};

/**
 * The URL of a search: the list query's own parameters and the link's language (decision 98),
 * without the first page, nor the category and city a landing page's path already says (`/voitures/sfax`).
 */
function urlOf(query: ProductFilters, defaults: ProductFilterState, language: string | null): string {
  const defaultSort = sortParam(defaults);
  const params = toProductListParams(query);
  if (params.page === 1) delete params.page;
  if (defaults.category !== 'all' && params.category === defaults.category) delete params.category;
  if (defaults.location !== 'all' && params.city === defaults.location) delete params.city;
  // The screen's own order says nothing: a link from elsewhere (the assistant) stays as it was written.
  if (params.sort === defaultSort) delete params.sort;
  const url = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
  // The link's language stays: it is the page's (lib/i18n.ts), and tidying it away was a navigation,
  // a second render of the whole list, right after a drawn page hydrated.
  if (language) url.set(LANGUAGE_PARAM, language);
  return url.toString();
}

/** The `sort` parameter of a filter state ('price:asc', or a name that says its order: 'price_asc'). */
const sortParam = (filters: Pick<ProductFilterState, 'sortBy' | 'sortOrder'>) => (filters.sortOrder ? `${filters.sortBy}:${filters.sortOrder}` : filters.sortBy);

const unlessAll = <V extends string>(value: V | 'all'): V | undefined => (value === 'all' ? undefined : (value as V));

/** The GET /api/products query for a filter state; the slider's ends are left out so a 12 000 DT car still shows. */
export function toProductFilters(search: string, filters: ProductFilterState, range: PriceRange): ProductFilters {
  return {
    search,
    category: unlessAll(filters.category),
    city: unlessAll(filters.location),
    condition: unlessAll(filters.condition),
    minPrice: filters.minPrice > range.min ? filters.minPrice : undefined,
    maxPrice: filters.maxPrice < range.max ? filters.maxPrice : undefined,
    freeOnly: filters.freeOnly,
    availableOnly: filters.availableOnly,
    dateRange: filters.dateRange,
    ...(filters.fields as ProductFilters),
    sort: sortParam(filters),
  };
}

/** How many filters differ from the screen's defaults (the sort is an order, not a filter). */
export function countActiveFilters(filters: ProductFilterState, defaults: ProductFilterState): number {
  return [
    filters.category !== defaults.category,
    filters.minPrice !== defaults.minPrice || filters.maxPrice !== defaults.maxPrice,
    filters.location !== defaults.location,
    filters.condition !== defaults.condition,
    filters.freeOnly !== defaults.freeOnly,
    filters.availableOnly !== defaults.availableOnly,
    filters.dateRange !== defaults.dateRange,
  ].filter(Boolean).length + Object.keys(filters.fields).length;
}

/**
 * The state behind every product listing (home, search tab, /products, and the map and admin lists
 * to come): the search text, the filters, the price slider, the sort and the page, turned into the
 * `useProducts` query. Screens only lay out the controls.
 */
export function useProductFilters({
  range = PRICE_RANGES.search,
  defaults: overrides,
  searchMode = 'debounced',
  urlParam,
  countSearch = false,
  paged = false,
  fromUrl,
}: Options = {}) {
  const defaults = useMemo<ProductFilterState>(
    () => ({ ...BASE_FILTERS, minPrice: range.min, maxPrice: range.max, ...overrides }),
    // The defaults are a screen's constants: read them once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const [params] = useSearchParams();
  const writeParams = useSearchParamsWriter();
  const [initial] = useState(() => (fromUrl ? fromUrl(params, defaults) : { search: '', filters: defaults }));
  const [text, setText] = useState(() => (urlParam ? (params.get(urlParam) ?? '') : initial.search));
  const [submitted, setSubmitted] = useState(text.trim());
  const debounced = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  // In debounced mode Enter applies the text at once rather than after the pause.
  const search = searchMode === 'submit' || submitted === text.trim() ? submitted : debounced;
  const [filters, setFilterState] = useState<ProductFilterState>(initial.filters);
  // The slider moves freely; the query only changes when a thumb is released.
  const [price, setPrice] = useState<[number, number]>([initial.filters.minPrice, initial.filters.maxPrice]);
  const [page, setPage] = useState(1);

  // The writer changes with the location, so a write dropped during a navigation is redone once settled.
  useEffect(() => {
    if (!urlParam) return;
    writeParams((next) => {
      if (search) next.set(urlParam, search);
      else next.delete(urlParam);
      return next;
    });
  }, [search, urlParam, writeParams]);

  useEffect(() => setPage(1), [search]);

  const setFilters = useCallback((next: Partial<ProductFilterState>) => {
    setFilterState((current) => {
      const merged = { ...current, ...next };
      if (next.category !== undefined && next.fields === undefined && kindOf(next.category) !== kindOf(current.category)) merged.fields = {};
      return merged;
    });
    if (next.minPrice !== undefined || next.maxPrice !== undefined) {
      setPrice((current) => [next.minPrice ?? current[0], next.maxPrice ?? current[1]]);
    }
    setPage(1);
  }, []);

  const setFilter = useCallback(
    <K extends keyof ProductFilterState>(key: K, value: ProductFilterState[K]) => setFilters({ [key]: value }),
    [setFilters],
  );

  /** SPEC 9 (/products): the active field flips asc/desc; a newly chosen field starts ascending. */
  const toggleSort = useCallback((field: string) => {
    setFilterState((current) => ({
      ...current,
      sortBy: field,
      sortOrder: current.sortBy === field && current.sortOrder === 'asc' ? 'desc' : 'asc',
    }));
    setPage(1);
  }, []);

  const reset = useCallback(() => {
    setText('');
    setSubmitted('');
    setFilterState(defaults);
    setPrice([defaults.minPrice, defaults.maxPrice]);
    setPage(1);
  }, [defaults]);

  const query: ProductFilters = { ...toProductFilters(search, filters, range), ...(paged ? { page } : {}) };

  // With `fromUrl`, the URL is the search (issue 26): each change is a history entry (back undoes
  // it), a reload or a shared link gives the same results, and going back re-reads the filters.
  const urlQuery = fromUrl ? urlOf(query, defaults, params.get(LANGUAGE_PARAM)) : '';
  const written = useRef<string | null>(null);
  /** The first write only tidies the URL the page opened with: it replaces that entry. */
  const tidied = useRef(false);
  /** A change the writer dropped while a navigation was under way, written once the location settles. */
  const unwritten = useRef(false);
  useEffect(() => {
    if (!fromUrl) return;
    const current = params.toString();
    if (written.current === null || current === written.current) {
      written.current ??= current;
      return;
    }
    written.current = current;
    unwritten.current = false;
    const next = fromUrl(params, defaults);
    setFilterState(next.filters);
    setPrice([next.filters.minPrice, next.filters.maxPrice]);
    setText(next.search);
    setSubmitted(next.search);
    setPage(Number(params.get('page')) || 1);
    // Only a move of the URL (back, forward, a link) re-reads it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [params]);
  const writeQuery = () => {
    unwritten.current = false;
    if (!fromUrl || params.toString() === urlQuery) return;
    // Through the writer: a filter change that lands while the user leaves never takes them back (issue 33).
    if (!writeParams(() => new URLSearchParams(urlQuery), { replace: !tidied.current })) {
      unwritten.current = true;
      return;
    }
    written.current = urlQuery;
    tidied.current = true;
  };
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(writeQuery, [urlQuery]);
  // The writer changes with the location: a search sent while the page was still tidying its own
  // URL (as soon as it is drawn) reaches the URL once that navigation has landed. A move of the URL
  // by the user (the effect on `params` above) drops it instead.
  useEffect(() => {
    if (unwritten.current) writeQuery();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [writeParams]);
  useEffect(() => {
    tidied.current = true;
  }, []);
  const activeCount = countActiveFilters(filters, defaults) + (countSearch && search ? 1 : 0);

  return {
    filters,
    setFilter,
    setFilters,
    toggleSort,
    reset,
    /** Back to the defaults, keeping the search text (the filter panel's own reset button). */
    resetFilters: () => setFilters(defaults),
    defaults,
    activeCount,
    query,
    page,
    setPage,
    search: {
      /** What the box shows. */
      text,
      setText,
      /** What the query uses (debounced or submitted, trimmed). */
      applied: search,
      submit: (event?: FormEvent) => {
        event?.preventDefault();
        setSubmitted(text.trim());
      },
    },
    price: {
      range,
      value: price,
      onValueChange: setPrice,
      onValueCommit: ([minPrice, maxPrice]: [number, number]) => setFilters({ minPrice, maxPrice }),
    },
  };
}

export type ProductFiltersController = ReturnType<typeof useProductFilters>;

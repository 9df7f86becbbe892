import { Search, SlidersHorizontal, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { POPULAR_SEARCHES, SEARCH_SORT_FIELDS, SEARCH_SORT_ORDERS } from '@souk/domain';
import { useProducts } from '@/api/products/get-products';
import { ProductList } from '@/components/products/product-list';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useFormatters } from '@/lib/format';
import type { Product } from '@/types/api';
import { FilterPanel } from '@/components/products/filter-panel';
import { countActiveFilters, DEFAULT_SEARCH_FILTERS, toProductFilters, type SearchFilters } from '@/hooks/use-product-filters';

/** Typing pauses shorter than this do not start a request. */
export const SEARCH_DEBOUNCE_MS = 300;

/** Search tab (SPEC 2.5): server-side, debounced, and each superseded request is aborted. */
export function SearchPage({ getProductHref }: { getProductHref: (product: Product) => string }) {
  const { t, i18n } = useTranslation();
  const format = useFormatters();
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(params.get('q') ?? '');
  const [filters, setFilters] = useState<SearchFilters>(DEFAULT_SEARCH_FILTERS);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const query = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const inputId = useId();
  const panelId = useId();
  useDocumentTitle(t('search.title'));

  // Keep the query in the URL so that coming back from a product restores it.
  useEffect(() => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (query) next.set('q', query);
        else next.delete('q');
        return next;
      },
      { replace: true },
    );
  }, [query, setParams]);

  const products = useProducts({ filters: toProductFilters(query, filters), keepPrevious: true });
  const total = products.data?.meta.pagination.total ?? 0;
  // Inside an Arabic sentence a Latin query is isolated, so the quotes and the words keep their order.
  const quoted = i18n.dir() === 'rtl' ? `\u2068${query}\u2069` : query;
  const activeFilters = countActiveFilters(filters);

  const sortField = SEARCH_SORT_FIELDS.find((o) => o.value === filters.sortBy);
  const sortOrder = SEARCH_SORT_ORDERS.find((o) => o.value === filters.sortOrder);
  const sortSummary = t('search.sortSummary', {
    field: sortField ? format.label(sortField.label, `sort.field.${sortField.value}`) : filters.sortBy,
    order: sortOrder ? format.label(sortOrder.label, `sort.order.${sortOrder.value}`) : filters.sortOrder,
  });

  return (
    <div className="container space-y-5 py-4">
      <h1 className="text-2xl font-bold">{t('search.title')}</h1>
      <form role="search" onSubmit={(event) => event.preventDefault()} className="flex gap-2">
        <div className="relative flex-1">
          <label htmlFor={inputId} className="sr-only">
            {t('search.label')}
          </label>
          <Search
            aria-hidden
            className="pointer-events-none absolute start-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id={inputId}
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={t('search.placeholder')}
            className="h-11 pe-10 ps-9"
            autoComplete="off"
            enterKeyHint="search"
          />
          {text ? (
            <button
              type="button"
              onClick={() => setText('')}
              aria-label={t('search.clear')}
              className="absolute end-2 top-1/2 -translate-y-1/2 rounded-full p-1 text-muted-foreground hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <X aria-hidden className="h-4 w-4" />
            </button>
          ) : null}
        </div>
        <Button
          variant="outline"
          className="h-11"
          aria-expanded={filtersOpen}
          aria-controls={panelId}
          onClick={() => setFiltersOpen((open) => !open)}
        >
          <SlidersHorizontal aria-hidden className="h-4 w-4" />
          <span className="hidden sm:inline">{t('search.filters')}</span>
          {activeFilters > 0 ? (
            <Badge tone="primary" aria-label={t('filters.activeCount', { count: activeFilters })}>
              {activeFilters}
            </Badge>
          ) : null}
        </Button>
      </form>

      {text.trim() === '' ? (
        <div className="space-y-2">
          <h2 className="text-sm font-semibold text-muted-foreground">{t('search.popular')}</h2>
          <ul className="flex flex-wrap gap-2">
            {POPULAR_SEARCHES.map((term) => (
              <li key={term}>
                <button
                  type="button"
                  onClick={() => setText(term)}
                  className="rounded-full border bg-background px-3 py-1 text-sm hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  {term}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {filtersOpen ? <FilterPanel id={panelId} filters={filters} onChange={setFilters} /> : null}

      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-xl font-bold">{query ? t('search.resultsFor', { query: quoted }) : t('home.recentProducts')}</h2>
        <p className="text-sm text-muted-foreground">{sortSummary}</p>
      </div>
      <p aria-live="polite" className="text-sm font-medium">
        {products.data
          ? query
            ? t('search.resultCountFor', { count: total, query: quoted })
            : t('search.resultCount', { count: total })
          : null}
      </p>

      <ProductList
        products={products.data?.data}
        isPending={products.isPending}
        isError={products.isError}
        isRefreshing={products.isPlaceholderData}
        onRetry={() => void products.refetch()}
        getHref={getProductHref}
        empty={{ title: t('messages.noResults'), text: t('search.emptyText') }}
      />
    </div>
  );
}

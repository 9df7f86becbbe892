import { useId, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { POPULAR_SEARCHES, SEARCH_SORT_FIELDS, SEARCH_SORT_ORDERS, type ApiProduct } from '@souk/domain';
import { useProducts } from '@/api/products/get-products';
import { FilterPanel } from '@/components/products/filter-panel';
import { CreateAlertButton } from '@/components/alerts/create-alert-button';
import { FiltersToggle } from '@/components/products/filters-toggle';
import { ProductList } from '@/components/products/product-list';
import { NearbyListings } from '@/components/products/nearby-listings';
import { SearchBox } from '@/components/products/search-box';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useProductFilters } from '@/hooks/use-product-filters';
import { useFormatters } from '@/lib/format';

/** Search tab (SPEC 2.5): server-side, debounced, and each superseded request is aborted. */
export function SearchPage({ getProductHref }: { getProductHref: (product: ApiProduct) => string }) {
  const { t, i18n } = useTranslation();
  const format = useFormatters();
  // SPEC 9: newest first, reserved listings hidden by default.
  const controller = useProductFilters({ defaults: { availableOnly: true }, urlParam: 'q' });
  const { filters, search } = controller;
  const [filtersOpen, setFiltersOpen] = useState(false);
  const panelId = useId();
  useDocumentTitle(t('search.title'));

  const products = useProducts({ filters: controller.query, keepPrevious: true });
  const total = products.data?.meta.pagination.total ?? 0;
  const query = search.applied;
  // Inside an Arabic sentence a Latin query is isolated, so the quotes and the words keep their order.
  const quoted = i18n.dir() === 'rtl' ? `\u2068${query}\u2069` : query;

  const sortField = SEARCH_SORT_FIELDS.find((o) => o.value === filters.sortBy);
  const sortOrder = SEARCH_SORT_ORDERS.find((o) => o.value === filters.sortOrder);
  const sortSummary = t('search.sortSummary', {
    field: sortField ? format.label(sortField.label) : filters.sortBy,
    order: sortOrder ? format.label(sortOrder.label) : filters.sortOrder,
  });

  return (
    <div className="container space-y-5 py-4">
      <h1 className="text-2xl font-bold">{t('search.title')}</h1>
      <SearchBox
        label={t('search.label')}
        placeholder={t('search.placeholder')}
        value={search.text}
        onChange={search.setText}
        onSubmit={search.submit}
        clearLabel={t('search.clear')}
      >
        <FiltersToggle
          label={t('search.filters')}
          compactLabel
          className="h-11"
          open={filtersOpen}
          onToggle={() => setFiltersOpen((open) => !open)}
          controls={panelId}
          count={controller.activeCount}
        />
      </SearchBox>
      <CreateAlertButton query={controller.query} size="sm" />

      {search.text.trim() === '' ? (
        <div className="space-y-2">
          <h2 className="text-sm font-semibold text-muted-foreground">{t('search.popular')}</h2>
          <ul className="flex flex-wrap gap-2">
            {POPULAR_SEARCHES.map((term) => (
              <li key={term}>
                <button
                  type="button"
                  onClick={() => search.setText(term)}
                  className="rounded-full border bg-background px-3 py-1 text-sm hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  {term}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {filtersOpen ? <FilterPanel id={panelId} controller={controller} /> : null}

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
        query={products}
        getHref={getProductHref}
        empty={{ title: t('messages.noResults'), text: t('search.emptyText') }}
      />
      {products.isSuccess && !products.isPlaceholderData && total === 0 ? (
        <NearbyListings filters={controller.query} getHref={getProductHref} />
      ) : null}
    </div>
  );
}

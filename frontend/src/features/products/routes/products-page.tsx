import { ArrowDown, ArrowUp, X } from '@/components/icons';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { PRICE_RANGES, PRODUCTS_PAGE_SORT_FIELDS, SEARCH_SORT_ORDERS, landingHeading, landingPairOf, type LandingPair } from '@souk/domain';
import { useLocation } from 'react-router-dom';
import { NotFoundRoute } from '@/components/errors/not-found-screen';
import { useProducts } from '@/api/products/get-products';
import { CreateAlertButton } from '@/components/alerts/create-alert-button';
import { FiltersToggle } from '@/components/products/filters-toggle';
import type { ProductView } from '@/components/products/product-card';
import { ProductList } from '@/components/products/product-list';
import { NearbyListings } from '@/components/products/nearby-listings';
import { SearchBox } from '@/components/products/search-box';
import { ViewToggle } from '@/components/products/view-toggle';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useProductFilters } from '@/hooks/use-product-filters';
import { useFormatters } from '@/lib/format';
import { Pagination } from '@/components/ui/pagination';
import { filtersFromUrl } from '@/hooks/product-filters-url';
import { LandingBreadcrumbs } from '@/components/products/landing-breadcrumbs';

const ProductsFilterFields = lazy(() =>
  import('../components/products-filter-fields').then((m) => ({ default: m.ProductsFilterFields })),
);

/**
 * `/:category/:governorate` (`/voitures/sfax`, issue 26): the listing on that pair, or the 404 screen
 * for any other two-segment path (the server answers those 404 too).
 */
export function LandingPage() {
  const { pathname } = useLocation();
  const pair = landingPairOf(pathname);
  // A new pair is a new screen: its filters start from its own defaults.
  return pair ? <ProductsPage key={pathname} landing={pair} /> : <NotFoundRoute />;
}

/**
 * /products (SPEC 2.18): 'Tous les Produits'; with `landing`, a category × governorate page
 * (`/voitures/sfax`, issue 26): its heading and breadcrumbs, and the filters open on that pair.
 */
export function ProductsPage({ landing }: { landing?: LandingPair }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const controller = useProductFilters({
    range: PRICE_RANGES.productsPage,
    defaults: { sortBy: 'created_at', sortOrder: 'desc', ...(landing ? { category: landing.category, location: landing.city } : {}) },
    searchMode: 'submit',
    countSearch: true,
    paged: true,
    fromUrl: filtersFromUrl,
  });
  const { filters, search } = controller;
  const [filtersOpen, setFiltersOpen] = useState(Boolean(landing));
  const [view, setView] = useState<ProductView>('grid');
  const panelId = useId();
  const title = landing ? format.label(landingHeading(landing)) : t('productsPage.title');
  useDocumentTitle(title);

  const products = useProducts({ filters: controller.query, keepPrevious: true });
  const pagination = products.data?.meta.pagination;

  return (
    <div className="container space-y-5 py-6">
      {landing ? <LandingBreadcrumbs pair={landing} /> : null}
      <h1 className="text-2xl font-bold">{title}</h1>

      <SearchBox
        label={t('search.label')}
        placeholder={t('productsPage.searchPlaceholder')}
        value={search.text}
        onChange={search.setText}
        onSubmit={search.submit}
        submitLabel={t('productsPage.searchButton')}
      />

      <div className="flex flex-wrap items-center gap-2">
        <FiltersToggle
          label={t('productsPage.filters')}
          open={filtersOpen}
          onToggle={() => setFiltersOpen((open) => !open)}
          controls={panelId}
          count={controller.activeCount}
        />
        <Button variant="ghost" onClick={controller.reset} disabled={controller.activeCount === 0}>
          <X aria-hidden className="h-4 w-4" />
          {t('productsPage.clear')}
        </Button>
        <CreateAlertButton query={controller.query} />
        <div role="group" aria-label={t('productsPage.sortLabel')} className="ms-auto flex items-center gap-1">
          {PRODUCTS_PAGE_SORT_FIELDS.map((option) => {
            const isActive = filters.sortBy === option.value;
            const Arrow = filters.sortOrder === 'asc' ? ArrowUp : ArrowDown;
            const label = format.label(option.label);
            const order = SEARCH_SORT_ORDERS.find((o) => o.value === filters.sortOrder);
            // Mid-sentence in the accessible name ("Tri par Prix, croissant"): the option's label in lower case.
            const orderWords = order ? format.label(order.label).toLocaleLowerCase() : filters.sortOrder;
            return (
              <Button
                key={option.value}
                size="sm"
                variant={isActive ? 'primary' : 'outline'}
                aria-pressed={isActive}
                onClick={() => controller.toggleSort(option.value)}
                aria-label={
                  isActive
                    ? t('productsPage.sortActive', { field: label, order: orderWords })
                    : undefined
                }
              >
                {label}
                {isActive ? <Arrow aria-hidden className="h-3.5 w-3.5" /> : null}
              </Button>
            );
          })}
          <ViewToggle view={view} onChange={setView} />
        </div>
      </div>

      {/* The panel's fields exist only while it is open (as on the search tab), their code loaded
          then: closed, three selects and a slider were loaded and hydrated for nothing on every
          load, and the slider measured itself and drew again inside the hydration's commit
          (ARCHITECTURE decision 64). */}
      <section
        id={panelId}
        hidden={!filtersOpen}
        aria-label={t('filters.title')}
        className="space-y-4 rounded-lg border bg-card p-4"
      >
        {filtersOpen ? (
          <Suspense fallback={<Spinner label={t('common.loading')} />}>
            <ProductsFilterFields controller={controller} />
          </Suspense>
        ) : null}
      </section>

      <p aria-live="polite" className="text-sm font-medium">
        {pagination
          ? pagination.totalExact === false
            ? t('search.resultCountAtLeast', { count: format.number(pagination.total) })
            : t('search.resultCount', { count: pagination.total })
          : null}
      </p>

      <ProductList
        query={products}
        getHref={(product) => paths.product.getHref(product.id)}
        view={view}
        empty={{ title: landing ? t('productsPage.landingEmpty', { place: title }) : t('productsPage.empty') }}
      />

      {products.isSuccess && !products.isPlaceholderData && products.data.data.length === 0 ? (
        <NearbyListings filters={controller.query} getHref={(product) => paths.product.getHref(product.id)} />
      ) : null}

      {pagination ? <Pagination page={controller.page} pageCount={pagination.pageCount} onChange={controller.setPage} /> : null}
    </div>
  );
}

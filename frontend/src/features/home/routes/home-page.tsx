import { SlidersHorizontal } from '@/components/icons';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from '@/lib/use-translation';
import { HOME_SORT_OPTIONS, type ApiProduct } from '@souk/domain';
import { useCategories } from '@/hooks/use-categories';
import { useAdvertisements } from '@/api/ads/get-advertisements';
import { usePromotedProducts } from '@/api/products/get-promoted-products';
import { AdSlot } from '@/components/ads/ad-slot';
import { CategoryPickerButton } from '../components/category-picker-button';
import { useProducts } from '@/api/products/get-products';
import type { ProductView } from '@/components/products/product-card';
import { ProductList } from '@/components/products/product-list';
import { ViewToggle } from '@/components/products/view-toggle';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useProductFilters } from '@/hooks/use-product-filters';
import { useFormatters } from '@/lib/format';
import { isLanguage, LANGUAGE_PARAM } from '@/lib/i18n';
import { paths } from '@/config/paths';
import { CategoryChips } from '../components/category-chips';
import { PopularProducts } from '../components/popular-products';

// The last block of the page, below the fold: its code loads after the first paint.
const CommunityStats = lazy(() => import('../components/community-stats').then((m) => ({ default: m.CommunityStats })));

/**
 * /products with home's category and order, in the link's language (decision 98): where home's list
 * goes on. Its order's default, the newest first, is /products' own and is left out.
 */
function allProductsHref(category: string | null, sort: string, language: string | null): string {
  const params = new URLSearchParams();
  if (category) params.set('category', category);
  if (sort !== 'date') params.set('sort', sort);
  if (isLanguage(language)) params.set(LANGUAGE_PARAM, language);
  const query = params.toString();
  return query ? `${paths.products.getHref()}?${query}` : paths.products.getHref();
}

/** A read that has answered, or failed once (an optional part does not hold the page through its retries). */
const settled = (query: { isPending: boolean; failureCount: number }) => !query.isPending || query.failureCount > 0;

export function HomePage({ getProductHref }: { getProductHref: (product: ApiProduct) => string }) {
  const { t, i18n } = useTranslation();
  const format = useFormatters();
  // The home select's values name the order themselves ('price_asc'), hence no separate sortOrder.
  const controller = useProductFilters({ defaults: { sortBy: 'date', sortOrder: undefined } });
  const category = controller.filters.category === 'all' ? null : controller.filters.category;
  const setCategory = (slug: string | null) => controller.setFilter('category', slug ?? 'all');
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [view, setView] = useState<ProductView>('grid');
  const sortId = useId();
  const panelId = useId();
  const [params] = useSearchParams();
  useDocumentTitle(null);

  const products = useProducts({ filters: controller.query, keepPrevious: true });
  const { bySlug } = useCategories();
  const categoryLabel = category ? format.categoryName(bySlug(category)) || null : null;

  // The first screen appears once its three reads have answered, all at once: the banner, the
  // promoted row and the listing no longer push each other down as each arrives (layout shift on
  // a phone's first paint). The same queries as AdSlot's and PopularProducts', so no extra request.
  // Once shown it stays: a later category change updates the parts in place. A latch in a ref, not
  // a state set while rendering: that made React render the page again mid-hydration, and its
  // parts' `useId` values then differed from the server's (the cards' anchors, decision 99).
  const promoted = usePromotedProducts();
  const headerAds = useAdvertisements({ position: 'header', category: category ?? undefined, locale: i18n.language });
  const shown = useRef(false);
  if (settled(products) && settled(promoted) && settled(headerAds)) shown.current = true;

  if (!shown.current) {
    return (
      <>
        <h1 className="sr-only">{t('home.title')}</h1>
        <Spinner label={t('messages.loadingProducts')} />
      </>
    );
  }

  return (
    <>
      <h1 className="sr-only">{t('home.title')}</h1>
      <div className="container space-y-6 py-4">
        <AdSlot position="header" category={category ?? undefined} />
        <PopularProducts getHref={getProductHref} />

        <section aria-labelledby="home-products-title" className="space-y-4">
          <div className="flex items-center gap-2">
            <div className="min-w-0 flex-1">
              <CategoryChips selected={category} onChange={setCategory} />
            </div>
            <CategoryPickerButton />
          </div>

          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="home-products-title" className="text-xl font-bold">
              {categoryLabel ? t('home.productsIn', { category: categoryLabel }) : t('home.recentProducts')}
            </h2>
            <div className="flex items-center gap-2">
              <Button
                variant="outline"
                size="sm"
                aria-expanded={filtersOpen}
                aria-controls={panelId}
                onClick={() => setFiltersOpen((open) => !open)}
              >
                <SlidersHorizontal aria-hidden className="h-4 w-4" />
                {t('home.filters')}
              </Button>
              <ViewToggle view={view} onChange={setView} />
            </div>
          </div>

          <div id={panelId} hidden={!filtersOpen} className="rounded-lg border bg-card p-4">
            <label htmlFor={sortId} className="mb-1.5 block text-sm font-medium">
              {t('home.sortBy')}
            </label>
            <select
              id={sortId}
              value={controller.filters.sortBy}
              onChange={(event) => controller.setFilter('sortBy', event.target.value)}
              className="h-10 w-full max-w-xs rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              {HOME_SORT_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {format.label(option.label)}
                </option>
              ))}
            </select>
          </div>

          <ProductList
            query={products}
            getHref={getProductHref}
            view={view}
            // The promoted row above holds the largest paint (config/first-screens.ts).
            priorityFirst={false}
            between={<AdSlot position="between_products" category={category ?? undefined} />}
            // The server draws the first screen's cards only (decision 102): home is the heaviest
            // document, and its list is /products' first page again, linked just below.
            laterCards="drawn-near-screen"
          />
          {products.data?.data.length ? (
            <div className="flex justify-center">
              <Button variant="outline" asChild>
                <Link to={allProductsHref(category, controller.filters.sortBy, params.get(LANGUAGE_PARAM))}>{t('home.allProducts')}</Link>
              </Button>
            </div>
          ) : null}
        </section>

        <AdSlot position="footer" />
        <Suspense fallback={null}>
          <CommunityStats />
        </Suspense>
      </div>
    </>
  );
}

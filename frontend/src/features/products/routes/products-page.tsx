import { ArrowDown, ArrowUp, ChevronLeft, ChevronRight, Search, SlidersHorizontal, X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  PRICE_RANGES,
  PRODUCTS_PAGE_CATEGORIES,
  PRODUCTS_PAGE_CITIES,
  PRODUCTS_PAGE_SORT_FIELDS,
  PRODUCT_CONDITIONS,
  PRODUCT_CONDITIONS_LABELS,
  PRODUCT_CONDITIONS_LABELS_AR,
  getCategory,
  isCategorySlug,
  resolveCity,
  type SortOrder,
} from '@souk/domain';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { RangeSlider } from '@/components/ui/slider';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useFormatters } from '@/lib/format';
import { cn } from '@/lib/utils';
import { useProducts, type ProductFilters } from '../api/get-products';
import type { ProductView } from '../components/product-card';
import { ProductList } from '../components/product-list';
import { ViewToggle } from '../components/view-toggle';

type PageFilters = { category: string; condition: string; location: string; price: [number, number] };
type SortField = 'created_at' | 'price';

const RANGE = PRICE_RANGES.productsPage;
const DEFAULT_FILTERS: PageFilters = { category: 'all', condition: 'all', location: 'all', price: [RANGE.min, RANGE.max] };

function activeFilterCount(search: string, filters: PageFilters): number {
  return [
    search !== '',
    filters.category !== 'all',
    filters.condition !== 'all',
    filters.location !== 'all',
    filters.price[0] !== RANGE.min || filters.price[1] !== RANGE.max,
  ].filter(Boolean).length;
}

/**
 * Filters given in the URL (`/products?category=mobilier&city=tunis&maxPrice=1000&search=canapé`,
 * as the shopping assistant links them), read once when the page opens.
 */
function filtersFromUrl(params: URLSearchParams) {
  const number = (key: string) => {
    const value = Number(params.get(key));
    return params.get(key) !== null && Number.isFinite(value) && value >= 0 ? value : null;
  };
  const category = params.get('category');
  const city = resolveCity(params.get('city'));
  const condition = params.get('condition');
  const min = number('minPrice');
  const max = number('maxPrice');
  const sort = params.get('sort')?.split(':');
  return {
    search: params.get('search')?.trim() ?? '',
    filters: {
      category: category && isCategorySlug(category) ? category : 'all',
      condition: condition && (PRODUCT_CONDITIONS as readonly string[]).includes(condition) ? condition : 'all',
      location: city?.slug ?? 'all',
      price: [min ?? RANGE.min, max ?? RANGE.max] as [number, number],
    },
    sort:
      sort && (sort[0] === 'price' || sort[0] === 'created_at') && (sort[1] === 'asc' || sort[1] === 'desc')
        ? { field: sort[0] as SortField, order: sort[1] as SortOrder }
        : { field: 'created_at' as SortField, order: 'desc' as SortOrder },
  };
}

/** /products (SPEC 2.18): 'Tous les Produits'. */
export function ProductsPage() {
  const { t, i18n } = useTranslation();
  const format = useFormatters();
  const [params] = useSearchParams();
  const [initial] = useState(() => filtersFromUrl(params));
  const [draft, setDraft] = useState(initial.search);
  const [search, setSearch] = useState(initial.search);
  const [filters, setFilters] = useState<PageFilters>(initial.filters);
  const [price, setPrice] = useState<[number, number]>(initial.filters.price);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [sort, setSort] = useState<{ field: SortField; order: SortOrder }>(initial.sort);
  const [view, setView] = useState<ProductView>('grid');
  const [page, setPage] = useState(1);
  const inputId = useId();
  const panelId = useId();
  useDocumentTitle(t('productsPage.title'));

  const query: ProductFilters = {
    search,
    category: filters.category === 'all' ? undefined : filters.category,
    condition: filters.condition === 'all' ? undefined : filters.condition,
    city: filters.location === 'all' ? undefined : filters.location,
    minPrice: filters.price[0] > RANGE.min ? filters.price[0] : undefined,
    maxPrice: filters.price[1] < RANGE.max ? filters.price[1] : undefined,
    sort: `${sort.field}:${sort.order}`,
    page,
  };
  const products = useProducts({ filters: query, keepPrevious: true });
  const pagination = products.data?.meta.pagination;
  const active = activeFilterCount(search, filters);

  const update = (next: Partial<PageFilters>) => {
    setFilters((current) => ({ ...current, ...next }));
    setPage(1);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch(draft.trim());
    setPage(1);
  };
  const clear = () => {
    setDraft('');
    setSearch('');
    setFilters(DEFAULT_FILTERS);
    setPrice(DEFAULT_FILTERS.price);
    setPage(1);
  };
  // SPEC 9: the active field flips asc/desc; a newly chosen field starts ascending.
  const toggleSort = (field: SortField) => {
    setSort((current) =>
      current.field === field ? { field, order: current.order === 'asc' ? 'desc' : 'asc' } : { field, order: 'asc' },
    );
    setPage(1);
  };

  const urlCategory =
    isCategorySlug(initial.filters.category) && !PRODUCTS_PAGE_CATEGORIES.some((o) => o.value === initial.filters.category)
      ? initial.filters.category
      : null;
  const categoryOptions = [
    ...PRODUCTS_PAGE_CATEGORIES,
    ...(urlCategory ? [{ value: urlCategory, slug: urlCategory, label: urlCategory }] : []),
  ].map((o) => ({
    value: o.value,
    label: o.slug ? format.categoryName(getCategory(o.slug)) : format.label(o.label, 'filters.allCategories'),
  }));
  const conditionOptions = [
    { value: 'all', label: t('filters.all') },
    ...PRODUCT_CONDITIONS.map((value) => ({
      value,
      label: (format.language === 'ar' ? PRODUCT_CONDITIONS_LABELS_AR : PRODUCT_CONDITIONS_LABELS)[value],
    })),
  ];
  // A city from the URL that the page's short list lacks (e.g. Ariana) is offered too, so the filter shows it.
  const urlCity =
    initial.filters.location !== 'all' && !PRODUCTS_PAGE_CITIES.some((o) => o.value === initial.filters.location)
      ? initial.filters.location
      : null;
  const cityOptions = [...PRODUCTS_PAGE_CITIES, ...(urlCity ? [{ value: urlCity, slug: urlCity, label: urlCity }] : [])].map(
    (o) => {
      const city = o.slug ? resolveCity(o.slug) : null;
      return {
        value: o.value,
        label: city ? (i18n.language === 'ar' ? city.name_ar : city.name) : format.label(o.label, 'filters.allLocations'),
      };
    },
  );
  const priceText = (value: number) => format.price({ price: value, currency: 'TND', is_free: false });

  return (
    <div className="container space-y-5 py-6">
      <h1 className="text-2xl font-bold">{t('productsPage.title')}</h1>

      <form role="search" onSubmit={submit} className="flex gap-2">
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
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            placeholder={t('productsPage.searchPlaceholder')}
            className="h-11 ps-9"
            enterKeyHint="search"
          />
        </div>
        <Button type="submit" className="h-11">
          {t('productsPage.searchButton')}
        </Button>
      </form>

      <div className="flex flex-wrap items-center gap-2">
        <Button variant="outline" aria-expanded={filtersOpen} aria-controls={panelId} onClick={() => setFiltersOpen((o) => !o)}>
          <SlidersHorizontal aria-hidden className="h-4 w-4" />
          {t('productsPage.filters')}
          {active > 0 ? (
            <Badge tone="primary" aria-label={t('filters.activeCount', { count: active })}>
              {active}
            </Badge>
          ) : null}
        </Button>
        <Button variant="ghost" onClick={clear} disabled={active === 0}>
          <X aria-hidden className="h-4 w-4" />
          {t('productsPage.clear')}
        </Button>
        <div role="group" aria-label={t('productsPage.sortLabel')} className="ms-auto flex items-center gap-1">
          {PRODUCTS_PAGE_SORT_FIELDS.map((option) => {
            const field = option.value as SortField;
            const isActive = sort.field === field;
            const Arrow = sort.order === 'asc' ? ArrowUp : ArrowDown;
            return (
              <Button
                key={field}
                size="sm"
                variant={isActive ? 'primary' : 'outline'}
                aria-pressed={isActive}
                onClick={() => toggleSort(field)}
                aria-label={
                  isActive
                    ? t('productsPage.sortActive', {
                        field: format.label(option.label, `sort.field.${field}`),
                        order: t(`sort.order.${sort.order}`),
                      })
                    : undefined
                }
              >
                {format.label(option.label, `sort.field.${field}`)}
                {isActive ? <Arrow aria-hidden className="h-3.5 w-3.5" /> : null}
              </Button>
            );
          })}
          <ViewToggle view={view} onChange={setView} />
        </div>
      </div>

      <section
        id={panelId}
        hidden={!filtersOpen}
        aria-label={t('filters.title')}
        className="space-y-4 rounded-lg border bg-card p-4"
      >
        <div className="grid gap-4 sm:grid-cols-3">
          <Select
            label={t('filters.category')}
            value={filters.category}
            onValueChange={(v) => update({ category: v })}
            options={categoryOptions}
          />
          <Select
            label={t('filters.condition')}
            value={filters.condition}
            onValueChange={(v) => update({ condition: v })}
            options={conditionOptions}
          />
          <Select
            label={t('filters.location')}
            value={filters.location}
            onValueChange={(v) => update({ location: v })}
            options={cityOptions}
          />
        </div>
        <div className="space-y-3">
          <div className="flex items-center justify-between text-sm">
            <span className="font-medium">{t('filters.price')}</span>
            <span aria-live="polite" className="tabular-nums text-muted-foreground">
              {priceText(price[0])} – {priceText(price[1])}
            </span>
          </div>
          <RangeSlider
            thumbLabels={[t('filters.minPrice'), t('filters.maxPrice')]}
            min={RANGE.min}
            max={RANGE.max}
            step={RANGE.step}
            value={price}
            dir={i18n.dir()}
            onValueChange={setPrice}
            onValueCommit={(value) => update({ price: value })}
          />
        </div>
      </section>

      <p aria-live="polite" className="text-sm font-medium">
        {pagination ? t('search.resultCount', { count: pagination.total }) : null}
      </p>

      <ProductList
        products={products.data?.data}
        isPending={products.isPending}
        isError={products.isError}
        isRefreshing={products.isPlaceholderData}
        onRetry={() => void products.refetch()}
        getHref={(product) => paths.product.getHref(product.id)}
        view={view}
        empty={{ title: t('productsPage.empty') }}
      />

      {pagination && pagination.pageCount > 1 ? (
        <nav aria-label={t('pagination.label')} className="flex items-center justify-center gap-3">
          <Button variant="outline" onClick={() => setPage((p) => Math.max(1, p - 1))} disabled={page <= 1}>
            <ChevronLeft aria-hidden className="h-4 w-4 rtl:-scale-x-100" />
            {t('pagination.previous')}
          </Button>
          <span className={cn('text-sm tabular-nums')}>{t('pagination.status', { page, count: pagination.pageCount })}</span>
          <Button variant="outline" onClick={() => setPage((p) => p + 1)} disabled={page >= pagination.pageCount}>
            {t('pagination.next')}
            <ChevronRight aria-hidden className="h-4 w-4 rtl:-scale-x-100" />
          </Button>
        </nav>
      ) : null}
    </div>
  );
}

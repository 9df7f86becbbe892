import { AlertTriangle, PackageOpen, RefreshCw } from '@/components/icons';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';
import { leadPhotoIndex, type ApiProduct } from '@souk/domain';
import { ProductCard, type ProductView } from './product-card';

/** What `useProducts` returns, as far as the list reads it. */
type ProductsQuery = {
  data: { data: ApiProduct[] } | undefined;
  isPending: boolean;
  isError: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
};

type ProductListProps = {
  /** The products query: the list shows its loading, error (with retry), empty and refreshing states. */
  query: ProductsQuery;
  getHref: (product: ApiProduct) => string;
  view?: ProductView;
  empty?: { title: string; text?: string };
  /** Shown once after the first row (the between-products ad slot). */
  between?: ReactNode;
  /**
   * The first photo of the list (leadPhotoIndex) is the page's largest paint and is fetched first (default). Off where
   * another list above holds it (home's promoted row): a second 'high' photo shares the phone's
   * bandwidth with the one that counts.
   */
  priorityFirst?: boolean;
};

const BETWEEN_AFTER = 4;

export function ProductListError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-lg border border-destructive/40 bg-destructive/5 p-8 text-center"
    >
      <AlertTriangle aria-hidden className="h-8 w-8 text-destructive" />
      <p className="font-semibold">{t('messages.loadErrorTitle')}</p>
      <p className="text-sm text-muted-foreground">{t('messages.loadError')}</p>
      <Button variant="outline" onClick={onRetry}>
        <RefreshCw aria-hidden className="h-4 w-4" />
        {t('common.retry')}
      </Button>
    </div>
  );
}

export function ProductList({ query, getHref, view = 'grid', empty, between, priorityFirst = true }: ProductListProps) {
  const { t } = useTranslation();
  const products = query.data?.data;
  // The previous results stay on screen, dimmed, while a newer answer is on its way.
  const isRefreshing = query.isPlaceholderData;
  const lead = priorityFirst && products ? leadPhotoIndex(products) : -1;

  if (query.isPending) return <Spinner label={t('messages.loadingProducts')} />;
  if (query.isError && !products) return <ProductListError onRetry={() => void query.refetch()} />;
  if (!products || products.length === 0) {
    return (
      <div role="status" className="flex flex-col items-center gap-2 rounded-lg border border-dashed p-10 text-center">
        <PackageOpen aria-hidden className="h-10 w-10 text-muted-foreground" />
        <p className="font-semibold">{empty?.title ?? t('messages.noProducts')}</p>
        {empty?.text ? <p className="text-sm text-muted-foreground">{empty.text}</p> : null}
      </div>
    );
  }

  return (
    <ul
      aria-busy={isRefreshing || undefined}
      className={cn(
        'grid gap-4 transition-opacity',
        view === 'grid' ? 'grid-cols-2 md:grid-cols-3 lg:grid-cols-4' : 'grid-cols-1',
        isRefreshing && 'opacity-60',
      )}
    >
      {products.map((product, index) => (
        <Fragment key={product.id}>
          <li className="flex">
            <div className="w-full [&>article]:h-full">
              <ProductCard product={product} to={getHref(product)} view={view} priority={index === lead} />
            </div>
          </li>
          {between && index === Math.min(BETWEEN_AFTER, products.length) - 1 ? (
            <li className="col-span-full empty:hidden">{between}</li>
          ) : null}
        </Fragment>
      ))}
    </ul>
  );
}

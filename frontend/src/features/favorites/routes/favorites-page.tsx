import { Heart } from '@/components/icons';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ProductList } from '@/components/products/product-list';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useCurrentUser, useUser } from '@/lib/auth';
import type { ApiProduct as Product } from '@souk/domain';
import { useFavorites } from '../api/get-favorites';

function EmptyState({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center justify-center gap-3 py-16 text-center">
      <Heart aria-hidden className="h-12 w-12 text-muted-foreground" />
      <p className="max-w-sm text-muted-foreground">{signedIn ? t('favorites.empty') : t('favorites.signedOut')}</p>
      {signedIn ? null : (
        <Button asChild>
          <Link to={paths.auth.getHref()}>{t('header.signIn')}</Link>
        </Button>
      )}
    </div>
  );
}

/** The heart tab: the listings the user liked (a like is how a listing is saved), newest like first. */
export function FavoritesPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  // A card opens the detail inside the shell, like every other list of the shell.
  const getProductHref = (product: Product) => {
    const next = new URLSearchParams(params);
    next.set('product', product.id);
    return `/?${next.toString()}`;
  };
  const { isPending: sessionPending } = useUser();
  const user = useCurrentUser();
  const [page, setPage] = useState(1);
  const favorites = useFavorites({ page, enabled: Boolean(user) });
  useDocumentTitle(t('favorites.title'));
  const pagination = favorites.data?.meta.pagination;

  return (
    <section className="container space-y-4 py-6" aria-labelledby="favorites-heading">
      <h1 id="favorites-heading" className="text-2xl font-bold">
        {t('favorites.title')}
      </h1>
      {sessionPending ? (
        <Spinner label={t('common.loading')} />
      ) : !user ? (
        <EmptyState signedIn={false} />
      ) : favorites.data && favorites.data.data.length === 0 ? (
        <EmptyState signedIn />
      ) : (
        <>
          <ProductList query={favorites} getHref={getProductHref} />
          {pagination && pagination.pageCount > 1 ? (
            <nav className="flex items-center justify-center gap-3" aria-label={t('pagination.label')}>
              <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                {t('pagination.previous')}
              </Button>
              <span className="text-sm text-muted-foreground">{t('pagination.status', { page, count: pagination.pageCount })}</span>
              <Button variant="outline" size="sm" disabled={page >= pagination.pageCount} onClick={() => setPage((p) => p + 1)}>
                {t('pagination.next')}
              </Button>
            </nav>
          ) : null}
        </>
      )}
    </section>
  );
}

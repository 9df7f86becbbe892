import { Eye, Heart, ImageOff, Pencil, Plus, Trash2 } from '@/components/icons';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { errorText } from '@/lib/error-text';
import { useFormatters } from '@/lib/format';
import { responsiveImage, type ApiProduct } from '@souk/domain';
import { useMyProducts } from '../api/get-my-products';
import { useDeleteListing, useSetReserved } from '../api/update-listing';
import { DeleteListingDialog } from './delete-listing-dialog';
import { useViewSeries } from '../api/get-view-series';
import { ViewsSparkline } from './views-sparkline';
import { MarkSoldButton } from '@/components/products/mark-sold-button';
import { ListingStateBadge, RenewButton } from './listing-state';

function ListingRow({ product, views, onDelete }: { product: ApiProduct; views?: number[]; onDelete: (product: ApiProduct) => void }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const reserve = useSetReserved();
  const image = responsiveImage(product.images[0], product.image_url, product.title);
  // Issue 28: an expired listing is out of every public read until renewed; a sold one is done.
  const lifecycle = product.lifecycle ?? 'active';
  const done = lifecycle === 'sold' || lifecycle === 'closed';

  const toggleReserved = () =>
    reserve.mutate(
      { id: product.id, reserved: !product.is_reserved },
      {
        onSuccess: ({ data }) => toast.success(t(data.is_reserved ? 'myListings.reservedToast' : 'myListings.availableToast')),
        onError: (error) =>
          toast.error(t('myListings.statusFailed'), { description: errorText(error, t('myListings.statusFailed')) }),
      },
    );

  return (
    <li className="flex flex-col gap-3 rounded-lg border bg-card p-3 md:flex-row md:items-center">
      <Link
        to={paths.product.getHref(product.id)}
        className="flex min-w-0 flex-1 items-center gap-3 rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <div className="h-16 w-20 shrink-0 overflow-hidden rounded-md bg-muted">
          {image ? (
            <img
              src={image.src}
              srcSet={image.srcSet}
              sizes="80px"
              alt=""
              className="h-full w-full object-cover"
              loading="lazy"
            />
          ) : (
            <ImageOff aria-hidden className="m-auto mt-5 h-6 w-6 text-muted-foreground" />
          )}
        </div>
        <div className="min-w-0 space-y-1">
          <p className="line-clamp-2 break-words font-semibold" dir="auto">
            {product.title}
          </p>
          <p className="text-sm text-muted-foreground">
            <span className="font-medium text-foreground">{format.price(product)}</span>
            {' · '}
            {format.date(product.created_at)}
          </p>
          <div className="flex flex-wrap items-center gap-2 text-xs">
            <ListingStateBadge product={product} />
            <span className="inline-flex items-center gap-1 text-muted-foreground">
              <Heart aria-hidden className="h-3.5 w-3.5" />
              {t('myListings.likes', { count: product.like_count })}
            </span>
            <span className="inline-flex items-center gap-1 text-muted-foreground">
              <Eye aria-hidden className="h-3.5 w-3.5" />
              {t('myListings.views', { count: product.view_count ?? 0 })}
            </span>
            {views ? <ViewsSparkline views={views} /> : null}
          </div>
        </div>
      </Link>
      <div
        role="group"
        aria-label={t('myListings.actions', { title: product.title })}
        className="flex flex-wrap gap-2 md:shrink-0 md:justify-end"
      >
        {lifecycle === 'expired' ? <RenewButton product={product} /> : null}
        <MarkSoldButton product={product} size="sm" />
        {done ? null : (
          <Button variant="outline" size="sm" asChild>
            <Link
              to={paths.home.getHref('add', { edit: product.id })}
              aria-label={t('myListings.editLabel', { title: product.title })}
            >
              <Pencil aria-hidden className="h-4 w-4" />
              {t('myListings.edit')}
            </Link>
          </Button>
        )}
        {lifecycle === 'active' ? (
          <Button
            variant="outline"
            size="sm"
            onClick={toggleReserved}
            disabled={reserve.isPending}
            aria-busy={reserve.isPending || undefined}
          >
            {product.is_reserved ? t('myListings.unreserve') : t('myListings.reserve')}
          </Button>
        ) : null}
        <Button
          variant="ghost"
          size="sm"
          className="text-destructive"
          onClick={() => onDelete(product)}
          aria-label={t('myListings.deleteLabel', { title: product.title })}
        >
          <Trash2 aria-hidden className="h-4 w-4" />
          {t('myListings.delete')}
        </Button>
      </div>
    </li>
  );
}

/**
 * The signed-in user's own listings (mounted on /profile): status, likes, edit, reserve /
 * available again, delete after a confirmation dialog.
 */
export function MyListings({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const listings = useMyProducts(userId);
  const viewSeries = useViewSeries(userId);
  const remove = useDeleteListing();
  const [toDelete, setToDelete] = useState<ApiProduct | null>(null);

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => {
        toast.success(t('messages.productDeletedTitle'), { description: t('messages.productDeleted') });
        setToDelete(null);
      },
      onError: (error) =>
        toast.error(t('messages.productDeleteFailed'), { description: errorText(error, t('messages.productDeleteFailed')) }),
    });
  };

  const products = listings.data?.data ?? [];
  return (
    <section aria-labelledby="my-listings-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="my-listings-title" className="text-xl font-bold">
          {t('myListings.title')}
          {listings.isSuccess ? (
            <span className="ms-2 text-sm font-normal text-muted-foreground">
              {t('myListings.count', { count: products.length })}
            </span>
          ) : null}
        </h2>
        <Button size="sm" asChild>
          <Link to={paths.home.getHref('add')}>
            <Plus aria-hidden className="h-4 w-4" />
            {t('myListings.publishFirst')}
          </Link>
        </Button>
      </div>
      {listings.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : listings.isError ? (
        <div role="alert" className="flex items-center gap-3 text-sm">
          <span>{t('myListings.loadFailed')}</span>
          <Button variant="outline" size="sm" onClick={() => void listings.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : products.length === 0 ? (
        <p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground">{t('myListings.empty')}</p>
      ) : (
        <ul className="space-y-3">
          {products.map((product) => (
            <ListingRow key={product.id} product={product} views={viewSeries.data?.data.views[product.id]} onDelete={setToDelete} />
          ))}
        </ul>
      )}
      <DeleteListingDialog
        title={toDelete?.title ?? null}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onOpenChange={(open) => {
          if (!open && !remove.isPending) setToDelete(null);
        }}
      />
    </section>
  );
}

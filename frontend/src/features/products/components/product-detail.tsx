import { ArrowLeft, Clock, Eye, Heart, MapPin, MessageCircle, Pencil, Phone, Share2, Star, Trash2 } from '@/components/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/use-translation';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { AdSlot } from '@/components/ads/ad-slot';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useIsDesktop } from '@/hooks/use-media-query';
import { isApiError } from '@/lib/api-client';
import { paths } from '@/config/paths';
import { errorText } from '@/lib/error-text';
import { isAdmin, useCurrentUser } from '@/lib/auth';
import { useFormatters } from '@/lib/format';
import type { ApiProduct } from '@souk/domain';
import { useDeleteProduct } from '../api/delete-product';
import { useProduct } from '../api/get-product';
import { useCountView } from '../api/count-view';
import { getSellerProfileQueryOptions, useSellerProfile } from '@/api/sellers/get-seller-profile';
import { ReviewForm } from './review-form';
import { formatAverage } from '@/components/sellers/seller-rating';
import { useContactSeller } from '@/hooks/use-contact-seller';
import { useLikeAction, type LikeAction } from '@/hooks/use-like-action';
import { useShareProduct } from '../hooks/use-share-product';
import { LikeButton } from '@/components/products/like-button';
import { ReportListing } from './report-listing';
import { LocationMapSlot } from './location-map-slot';
import { ProductBadges } from '@/components/products/product-badges';
import { ProductGallery } from './product-gallery';
import { ProductSpecs } from './product-specs';
import { SellerCard } from './seller-card';
import { SimilarListings } from './similar-listings';
import { SoldNotice } from './listing-status';
import { MarkSoldButton } from '@/components/products/mark-sold-button';

type ProductDetailProps = {
  id: string;
  onBack: () => void;
};

type Actions = {
  product: ApiProduct;
  canManage: boolean;
  isOwner: boolean;
  /** Sold (issue 28): the page stays 30 days, saying so, without contact or like. */
  sold: boolean;
  like: LikeAction;
  onBack: () => void;
  onEdit: () => void;
  onDelete: () => void;
  onShare: () => void;
  onContact: () => void;
  onCall: () => void;
  deleting: boolean;
};

function BackIcon() {
  return <ArrowLeft aria-hidden className="h-5 w-5 rtl:-scale-x-100" />;
}

function Stats({ likeCount, views, sellerId }: { likeCount: number; views: number; sellerId: string | null }) {
  const { t, i18n } = useTranslation();
  // The seller's rating (issue 28): their public profile carries it; 'Nouveau vendeur' under 3 reviews.
  const { data: profile } = useSellerProfile(sellerId, { enabled: Boolean(sellerId) });
  const rating = profile?.rating;
  const items = [
    { icon: Heart, label: t('product.stats.likes'), value: String(likeCount) },
    // One per visitor per day, written in batches: a visit shows within seconds.
    { icon: Eye, label: t('product.stats.views'), value: String(views) },
    {
      icon: Star,
      label: t('product.stats.rating'),
      value: !rating ? '-' : rating.average === null ? t('seller.newSeller') : `${formatAverage(rating.average, i18n.language)}/5 (${rating.count})`,
    },
  ];
  return (
    <dl className="grid grid-cols-3 gap-2 rounded-lg border p-3 text-center">
      {items.map(({ icon: Icon, label, value }) => (
        <div key={label} className="flex flex-col-reverse items-center gap-1">
          <dt className="text-xs text-muted-foreground">{label}</dt>
          <dd className="flex items-center gap-1 font-semibold tabular-nums">
            <Icon aria-hidden className="h-4 w-4 text-muted-foreground" />
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function TitleBlock({ product, as: Heading }: { product: ApiProduct; as: 'h1' | 'h2' }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        {product.category ? <Badge tone="primary">{format.categoryName(product.category)}</Badge> : null}
        {product.is_free ? <Badge tone="success">{t('messages.free')}</Badge> : null}
        <ProductBadges product={product} />
        {product.lifecycle === 'sold' ? <Badge tone="warning">{t('lifecycle.sold')}</Badge> : null}
      </div>
      <Heading className="text-2xl font-bold leading-tight" dir="auto">
        {product.title}
      </Heading>
      <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
        {product.location ? (
          <span className="inline-flex items-center gap-1">
            <MapPin aria-hidden className="h-4 w-4" />
            {format.place(product)}
          </span>
        ) : null}
        <span className="inline-flex items-center gap-1">
          <Clock aria-hidden className="h-4 w-4" />
          {/* Drawn by the server a moment earlier (decision 59): a minute may have turned since. */}
          <time dateTime={product.created_at ?? undefined} title={format.date(product.created_at)} suppressHydrationWarning>
            {format.posted(product.created_at)}
          </time>
        </span>
      </div>
    </div>
  );
}

function Description({ product }: { product: ApiProduct }) {
  const { t } = useTranslation();
  return (
    <section className="space-y-2">
      <h2 className="text-lg font-semibold">{t('product.description')}</h2>
      <p className="whitespace-pre-line leading-relaxed" dir="auto">
        {product.description}
      </p>
    </section>
  );
}

function Location({ product }: { product: ApiProduct }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <section className="space-y-2">
      <h2 className="text-lg font-semibold">{t('product.location')}</h2>
      <p className="inline-flex items-center gap-1 text-sm">
        <MapPin aria-hidden className="h-4 w-4 text-muted-foreground" />
        {format.place(product) || t('product.locationUnknown')}
      </p>
      <LocationMapSlot product={product} />
    </section>
  );
}

function OwnerButtons({ product, isOwner, onEdit, onDelete, deleting }: Pick<Actions, 'product' | 'isOwner' | 'onEdit' | 'onDelete' | 'deleting'>) {
  const { t } = useTranslation();
  return (
    <>
      {isOwner ? <MarkSoldButton product={product} /> : null}
      <Button variant="outline" onClick={onEdit}>
        <Pencil aria-hidden className="h-4 w-4" />
        {t('product.edit')}
      </Button>
      <Button variant="destructive" onClick={onDelete} disabled={deleting} aria-busy={deleting || undefined}>
        <Trash2 aria-hidden className="h-4 w-4" />
        {t('product.delete')}
      </Button>
    </>
  );
}

function MobileLayout(actions: Actions) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { product } = actions;
  return (
    <article className="pb-40">
      <div className="sticky top-16 z-30 flex items-center justify-between border-b bg-background/95 px-2 py-2 backdrop-blur">
        <Button variant="ghost" size="icon" onClick={actions.onBack} aria-label={t('common.back')}>
          <BackIcon />
        </Button>
        <div className="flex items-center gap-1">
          <Button variant="ghost" size="icon" onClick={actions.onShare} aria-label={t('product.share')}>
            <Share2 aria-hidden className="h-5 w-5" />
          </Button>
          {actions.sold ? null : <LikeButton action={actions.like} className="h-9 px-3" />}
        </div>
      </div>
      <ProductGallery product={product} showThumbnails={false} />
      <div className="space-y-5 p-4">
        <TitleBlock product={product} as="h1" />
        {actions.sold ? <SoldNotice /> : null}
        <ProductSpecs product={product} />
        <Description product={product} />
        <Stats likeCount={actions.like.likeCount} views={product.view_count ?? 0} sellerId={product.user_id} />
        {actions.canManage ? (
          <div className="flex flex-wrap gap-2">
            <OwnerButtons {...actions} />
          </div>
        ) : null}
        <Location product={product} />
        <SellerCard product={product} onContact={actions.isOwner || actions.sold ? undefined : actions.onContact} />
        {actions.isOwner ? null : <ReviewForm productId={product.id} sellerId={product.user_id} />}
        {actions.isOwner ? null : <ReportListing productId={product.id} />}
        <SimilarListings productId={product.id} />
        <AdSlot position="footer" />
      </div>
      <div className="fixed inset-x-0 bottom-16 z-30 flex items-center gap-2 border-t bg-background p-3 md:bottom-0">
        <p className="me-auto text-xl font-extrabold text-primary">{format.price(product)}</p>
        {actions.isOwner || actions.sold ? null : (
          <>
            <Button variant="outline" onClick={actions.onCall}>
              <Phone aria-hidden className="h-4 w-4" />
              {t('product.call')}
            </Button>
            <Button onClick={actions.onContact}>
              <MessageCircle aria-hidden className="h-4 w-4" />
              {t('product.message')}
            </Button>
          </>
        )}
      </div>
    </article>
  );
}

function DesktopLayout(actions: Actions) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { product } = actions;
  return (
    <article className="container space-y-6 py-6">
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="ghost" onClick={actions.onBack}>
          <BackIcon />
          {t('common.back')}
        </Button>
        <h1 className="me-auto text-xl font-bold">{t('product.detailsTitle')}</h1>
        {actions.canManage ? (
          <OwnerButtons {...actions} />
        ) : null}
        <Button variant="outline" onClick={actions.onShare}>
          <Share2 aria-hidden className="h-4 w-4" />
          {t('product.share')}
        </Button>
        {actions.sold ? null : <LikeButton action={actions.like} />}
      </div>

      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_360px]">
        <div className="space-y-6">
          <ProductGallery product={product} />
          <Stats likeCount={actions.like.likeCount} views={product.view_count ?? 0} sellerId={product.user_id} />
          <ProductSpecs product={product} />
          <Description product={product} />
          <Location product={product} />
        </div>
        <aside className="space-y-5" aria-label={t('product.summary')}>
          <div className="space-y-4 rounded-lg border bg-card p-5">
            <TitleBlock product={product} as="h2" />
            <p className="text-3xl font-extrabold text-primary">{format.price(product)}</p>
            {actions.sold ? <SoldNotice /> : null}
            {actions.isOwner || actions.sold ? null : (
              <div className="grid gap-2">
                <Button size="lg" onClick={actions.onContact}>
                  <MessageCircle aria-hidden className="h-4 w-4" />
                  {t('product.sendMessage')}
                </Button>
                <Button size="lg" variant="outline" onClick={actions.onCall}>
                  <Phone aria-hidden className="h-4 w-4" />
                  {t('product.call')}
                </Button>
              </div>
            )}
          </div>
          <SellerCard product={product} onContact={actions.isOwner || actions.sold ? undefined : actions.onContact} />
          {actions.isOwner ? null : <ReviewForm productId={product.id} sellerId={product.user_id} />}
          {actions.isOwner ? null : <ReportListing productId={product.id} />}
          <AdSlot position="sidebar" category={product.category?.slug} />
        </aside>
      </div>
      <SimilarListings productId={product.id} />
      <AdSlot position="footer" />
    </article>
  );
}

function LoadedProductDetail({ product, onBack }: { product: ApiProduct } & Omit<ProductDetailProps, 'id'>) {
  const navigate = useNavigate();
  const { t } = useTranslation();
  const user = useCurrentUser();
  const isDesktop = useIsDesktop();
  const like = useLikeAction(product, 'detail');
  const share = useShareProduct();
  const contactSeller = useContactSeller();
  const deletion = useDeleteProduct();
  const queryClient = useQueryClient();
  useDocumentTitle(product.title);

  const isOwner = Boolean(user && user.id === product.user_id);
  useCountView(product.id, isOwner);
  // 'Appeler' dials the seller when they made their number public; otherwise it says so.
  const call = async () => {
    const profile = product.user_id
      ? await queryClient.fetchQuery(getSellerProfileQueryOptions(product.user_id)).catch(() => null)
      : null;
    if (profile?.phone) window.location.href = `tel:${profile.phone.replace(/[^\d+]/g, '')}`;
    else toast.info(t('product.callUnavailable'));
  };
  const onDelete = () => {
    if (!window.confirm(t('messages.deleteProductConfirm'))) return;
    deletion.mutate(product.id, {
      onSuccess: () => {
        toast.success(t('messages.productDeletedTitle'), { description: t('messages.productDeleted') });
        onBack();
      },
      onError: (error) =>
        toast.error(t('messages.errorTitle'), { description: errorText(error, t('messages.productDeleteFailed')) }),
    });
  };

  const actions: Actions = {
    product,
    isOwner,
    sold: product.lifecycle === 'sold',
    // The server lets admins manage every listing (SPEC 6), so they get the same buttons.
    canManage: isOwner || isAdmin(user),
    like,
    onBack,
    onEdit: () => {
      // Both entry points (/product/{id} and the shell's ?product=) edit in the publish tab.
      toast.info(t('messages.editMode'));
      navigate(paths.publish.getHref(product.id));
    },
    onDelete,
    onShare: () => void share(product),
    onContact: () => contactSeller(product.id),
    onCall: () => void call(),
    deleting: deletion.isPending,
  };

  return isDesktop ? <DesktopLayout {...actions} /> : <MobileLayout {...actions} />;
}

/** ApiProduct detail (SPEC 2.6), used as the shell sub-view and by /product/{id}. */
export function ProductDetail({ id, onBack }: ProductDetailProps) {
  const { t } = useTranslation();
  const { data: product, isPending, error, refetch } = useProduct(id);

  if (isPending) return <Spinner label={t('product.loading')} className="min-h-[50vh]" />;
  if (!product) {
    const notFound = isApiError(error) && error.status === 404;
    return (
      <section role="alert" className="container flex min-h-[50vh] flex-col items-center justify-center gap-3 py-16 text-center">
        <h1 className="text-2xl font-bold">{notFound ? t('messages.productNotFound') : t('messages.loadErrorTitle')}</h1>
        <p className="text-muted-foreground">
          {notFound ? t('messages.productNotFoundText') : errorText(error, t('product.loadFailed'))}
        </p>
        <div className="flex gap-2">
          <Button variant="outline" onClick={onBack}>
            <BackIcon />
            {t('common.back')}
          </Button>
          {notFound ? null : <Button onClick={() => void refetch()}>{t('common.retry')}</Button>}
        </div>
      </section>
    );
  }
  return <LoadedProductDetail product={product} onBack={onBack} />;
}

import { ArrowLeft, Heart, RefreshCw } from '@/components/icons';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { LIKES_TO_PROMOTE, promotionProgress } from '@souk/domain';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { isApiError } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/auth';
import { errorText } from '@/lib/error-text';
import { useFormatters } from '@/lib/format';
import { useProducts } from '@/api/products/get-products';
import { usePromotedProducts } from '@/api/products/get-promoted-products';
import { useLikeProductMutation } from '@/api/products/like-product';

function TestPromotion() {
  const { t } = useTranslation();
  const format = useFormatters();
  const user = useCurrentUser();
  useDocumentTitle(t('pages.testPromotion'));
  const promotedQuery = usePromotedProducts();
  const productsQuery = useProducts({ filters: { pageSize: 50, sort: 'date' } });
  const promoted = { ...promotedQuery, data: promotedQuery.data?.data };
  const products = { ...productsQuery, data: productsQuery.data?.data };
  const like = useLikeProductMutation();
  const [pending, setPending] = useState<string | null>(null);

  const likeProduct = (id: string) => {
    if (pending === id) return;
    setPending(id);
    like.mutate(id, {
      onSuccess: (r) => toast.success(t('promotion.liked'), { description: r.wasPromoted ? t('likes.promotedText') : r.message }),
      onError: (error) =>
        isApiError(error) && error.status === 409
          ? toast.info(t('messages.alreadyLiked'))
          : toast.error(t('promotion.error'), { description: errorText(error, t('messages.likeFailed')) }),
      onSettled: () => setPending(null),
    });
  };

  return (
    <div className="container space-y-6 py-6">
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="outline" size="sm" asChild>
          <Link to={paths.home.getHref()}>
            <ArrowLeft aria-hidden className="h-4 w-4 rtl:rotate-180" /> {t('common.backHome')}
          </Link>
        </Button>
        <h1 className="flex-1 text-2xl font-bold">{t('promotion.title')}</h1>
        <Button variant="outline" size="sm" onClick={() => void Promise.all([promotedQuery.refetch(), productsQuery.refetch()])}>
          <RefreshCw aria-hidden className="h-4 w-4" /> {t('promotion.refresh')}
        </Button>
      </div>
      <section className="rounded-lg border bg-card p-4" aria-labelledby="promo-howto">
        <h2 id="promo-howto" className="font-semibold">
          {t('promotion.howTitle')}
        </h2>
        <ol className="mt-2 list-decimal space-y-1 ps-6 text-sm">
          <li>{t('promotion.step1')}</li>
          <li>{t('promotion.step2', { count: LIKES_TO_PROMOTE })}</li>
          <li>{t('promotion.step3')}</li>
          <li>{t('promotion.step4')}</li>
          <li>{t('promotion.step5')}</li>
        </ol>
      </section>
      <section aria-labelledby="promo-promoted" className="space-y-3">
        <h2 id="promo-promoted" className="text-lg font-semibold">
          {t('promotion.promotedTitle')}
        </h2>
        {promoted.isPending ? (
          <Spinner label={t('common.loading')} />
        ) : (promoted.data ?? []).length === 0 ? (
          <p className="text-muted-foreground">{t('promotion.noPromoted')}</p>
        ) : (
          <ul className="grid gap-3 md:grid-cols-2">
            {promoted.data!.map((p) => (
              <li key={p.id} className="rounded-lg border p-3">
                <p className="flex items-center gap-2 font-medium" dir="auto">
                  {p.title} <Badge tone="violet">{t('promotion.badge')}</Badge>
                </p>
                <p className="text-sm text-muted-foreground">
                  {format.price(p)} · {p.location} · {t('likes.count', { count: p.like_count })} · {format.date(p.promoted_at)}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="promo-all" className="space-y-3">
        <h2 id="promo-all" className="text-lg font-semibold">
          {t('promotion.allTitle')}
        </h2>
        {products.isPending ? (
          <Spinner label={t('common.loading')} />
        ) : (
          <ul className="grid gap-3 md:grid-cols-2">
            {(products.data ?? []).map((p) => {
              const own = user?.id === p.user_id;
              const progress = promotionProgress(p.like_count);
              return (
                <li key={p.id} className="space-y-2 rounded-lg border p-3">
                  <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                    <span>{format.categoryName(p.category)}</span>
                    <span>· {t('likes.count', { count: p.like_count })}</span>
                    {p.is_promoted ? <Badge tone="violet">{t('promotion.badge')}</Badge> : null}
                  </div>
                  <p className="font-medium" dir="auto">
                    {p.title}
                  </p>
                  <p className="text-sm">
                    {format.price(p)} · {p.location} · {own ? t('messages.ownProductLabel') : t('promotion.otherUser')}
                  </p>
                  <Button size="sm" variant="outline" disabled={own || pending === p.id} onClick={() => likeProduct(p.id)}>
                    <Heart aria-hidden className="h-4 w-4" />{' '}
                    {own ? t('messages.ownProductLabel') : pending === p.id ? t('messages.likePending') : t('likes.like')}
                  </Button>
                  {p.is_promoted ? null : (
                    <div>
                      <div className="flex justify-between text-xs">
                        <span>{t('promotion.progress')}</span>
                        <span dir="ltr">
                          {progress.current}/{progress.target}
                        </span>
                      </div>
                      <div
                        role="progressbar"
                        aria-label={t('promotion.progress')}
                        aria-valuemin={0}
                        aria-valuemax={progress.target}
                        aria-valuenow={progress.current}
                        className="mt-1 h-2 overflow-hidden rounded-full bg-muted"
                      >
                        <div className="h-full bg-primary" style={{ width: `${(progress.current / progress.target) * 100}%` }} />
                      </div>
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </section>
      <section className="rounded-lg border bg-muted/40 p-4 text-sm" aria-labelledby="promo-rules">
        <h2 id="promo-rules" className="font-semibold">
          {t('promotion.rulesTitle')}
        </h2>
        <p>{t('promotion.rules', { count: LIKES_TO_PROMOTE })}</p>
      </section>
    </div>
  );
}

/** /test-promotion (SPEC 2.16); the router puts it behind the login guard. */
export function TestPromotionPage() {
  return <TestPromotion />;
}

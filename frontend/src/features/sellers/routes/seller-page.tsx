import { ArrowLeft, BadgeCheck, Calendar, Mail, MapPin, MessageCircle, Phone } from '@/components/icons';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useProducts } from '@/api/products/get-products';
import { useSellerProfile } from '@/api/sellers/get-seller-profile';
import { ProductList } from '@/components/products/product-list';
import { SellerRating } from '@/components/sellers/seller-rating';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useFormatters } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import type { PublicProfile } from '@souk/domain';
import { ReviewList } from '../components/review-list';

const LISTINGS_PAGE_SIZE = 12;

function SellerListings({ sellerId }: { sellerId: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useProducts({ filters: { owner: sellerId, page, pageSize: LISTINGS_PAGE_SIZE }, keepPrevious: true });
  return (
    <section aria-labelledby="seller-listings-title" className="space-y-3">
      <h2 id="seller-listings-title" className="text-lg font-semibold">
        {t('sellerPage.listings')}
        {query.data ? ` (${query.data.meta.pagination.total})` : null}
      </h2>
      <ProductList query={query} getHref={(product) => paths.product.getHref(product.id)} />
      {query.data ? <Pagination page={page} pageCount={query.data.meta.pagination.pageCount} onChange={setPage} /> : null}
    </section>
  );
}

/** '67 % des messages', 'en 2 h': shown from 3 conversations in 90 days (the server sends null before). */
function ResponseFigures({ profile }: { profile: PublicProfile }) {
  const { t } = useTranslation();
  const { rate, typical_minutes: minutes } = profile.response;
  if (rate === null) return null;
  const time =
    minutes === null
      ? null
      : minutes < 60
        ? t('sellerPage.minutes', { count: minutes })
        : minutes < 1440
          ? t('sellerPage.hours', { count: Math.round(minutes / 60) })
          : t('sellerPage.days', { count: Math.round(minutes / 1440) });
  return (
    <p className="text-sm" title={t('sellerPage.responseWindow')}>
      <MessageCircle aria-hidden className="me-1 inline h-4 w-4 align-[-2px] text-muted-foreground" />
      {t('sellerPage.responseRate', { rate })}
      {time ? ` · ${t('sellerPage.responseTime', { time })}` : null}
    </p>
  );
}

function SellerHeader({ profile }: { profile: PublicProfile }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <header className="flex flex-col gap-4 rounded-lg border bg-card p-5 sm:flex-row sm:items-start">
      <span
        aria-hidden
        className="flex h-16 w-16 shrink-0 items-center justify-center rounded-full bg-primary text-2xl font-bold text-primary-foreground"
      >
        {profile.display_name.charAt(0).toUpperCase()}
      </span>
      <div className="min-w-0 flex-1 space-y-2">
        <h1 className="text-2xl font-bold" dir="auto">
          {profile.display_name}
        </h1>
        <div className="flex flex-wrap items-center gap-2">
          <SellerRating rating={profile.rating} className="font-medium" />
          {profile.email_confirmed ? (
            <Badge tone="success">
              <BadgeCheck aria-hidden className="h-3.5 w-3.5" />
              {t('sellerPage.emailConfirmed')}
            </Badge>
          ) : null}
        </div>
        <ResponseFigures profile={profile} />
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
          {profile.location ? (
            <li className="inline-flex items-center gap-1" dir="auto">
              <MapPin aria-hidden className="h-4 w-4" />
              {profile.location}
            </li>
          ) : null}
          <li className="inline-flex items-center gap-1">
            <Calendar aria-hidden className="h-4 w-4" />
            {profile.created_at ? t('seller.memberSinceDate', { date: format.date(profile.created_at) }) : format.date(null)}
          </li>
          {profile.email ? (
            <li className="inline-flex items-center gap-1" dir="ltr">
              <Mail aria-hidden className="h-4 w-4" />
              {profile.email}
            </li>
          ) : null}
          {profile.phone ? (
            <li className="inline-flex items-center gap-1">
              <Phone aria-hidden className="h-4 w-4" />
              <a href={`tel:${profile.phone.replace(/[^\d+]/g, '')}`} dir="ltr" className="text-primary underline-offset-4 hover:underline">
                {profile.phone}
              </a>
            </li>
          ) : null}
        </ul>
        {profile.bio ? (
          <p className="whitespace-pre-line" dir="auto">
            {profile.bio}
          </p>
        ) : null}
      </div>
    </header>
  );
}

/** /vendeur/:id: who the seller is, their rating and reviews, and their listings (issue 28). */
export function SellerPage() {
  const { sellerId = '' } = useParams();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: profile, isPending, isError, refetch } = useSellerProfile(sellerId, { enabled: Boolean(sellerId) });
  useDocumentTitle(profile ? t('sellerPage.title', { name: profile.display_name }) : t('seller.profileTitle'));

  const back = () => (window.history.state?.idx > 0 ? navigate(-1) : navigate(paths.products.getHref()));

  if (isPending) return <Spinner label={t('common.loading')} className="min-h-[50vh]" />;
  if (!profile) {
    return (
      <section role="alert" className="container flex min-h-[50vh] flex-col items-center justify-center gap-3 py-16 text-center">
        <h1 className="text-2xl font-bold">{isError ? t('sellerPage.loadError') : t('sellerPage.notFound')}</h1>
        {isError ? (
          <Button variant="outline" onClick={() => void refetch()}>
            {t('common.retry')}
          </Button>
        ) : null}
      </section>
    );
  }
  return (
    <div className="container space-y-6 py-6">
      <Button variant="ghost" onClick={back}>
        <ArrowLeft aria-hidden className="h-5 w-5 rtl:-scale-x-100" />
        {t('sellerPage.back')}
      </Button>
      <SellerHeader profile={profile} />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <SellerListings sellerId={profile.id} />
        <ReviewList sellerId={profile.id} />
      </div>
    </div>
  );
}

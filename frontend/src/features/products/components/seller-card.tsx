import { Calendar, Mail, Phone, UserRound } from '@/components/icons';
import { Link } from 'react-router-dom';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/auth';
import { useFormatters } from '@/lib/format';
import type { ApiProduct } from '@souk/domain';
import { useSellerProfile } from '@/api/sellers/get-seller-profile';
import { SellerRating } from '@/components/sellers/seller-rating';

type SellerCardProps = {
  product: Pick<ApiProduct, 'user_id' | 'seller'>;
  /** Hidden for the owner: nobody contacts themselves. */
  onContact?: () => void;
};

function SellerProfileDialog({
  userId,
  open,
  onOpenChange,
  fallbackName,
  onContact,
}: {
  userId: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  fallbackName: string;
  onContact?: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  // The card reads this profile for every visitor (its rating), so the dialog does too, closed or
  // open: a query also asked for with `enabled: false` would read as disabled to the server's
  // renderer (a query keeps the options it was last asked with), which drew the listing without it.
  // (Without a seller account, opening it settles the query: 'Non disponible', not a spinner.)
  const { data: profile, isPending, isError } = useSellerProfile(userId, { enabled: open || Boolean(userId) });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t('seller.profileTitle')} description={profile?.display_name || fallbackName}>
        {isPending ? (
          <Spinner label={t('common.loading')} className="py-4" />
        ) : (
          <dl className="space-y-3 text-sm">
            <div>
              <dt className="sr-only">{t('seller.email')}</dt>
              <dd dir="auto" className="flex items-start gap-3">
                <Mail aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-muted-foreground" />
                <span>{(!isError && profile?.email) || t('seller.unavailable')}</span>
              </dd>
            </div>
            <div>
              <dt className="sr-only">{t('seller.memberSince')}</dt>
              <dd className="flex items-start gap-3">
                <Calendar aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-muted-foreground" />
                <span>
                  {profile?.created_at
                    ? t('seller.memberSinceDate', { date: format.date(profile.created_at) })
                    : format.date(null)}
                </span>
              </dd>
            </div>
            {profile?.phone ? (
              <div>
                <dt className="sr-only">{t('seller.phone')}</dt>
                <dd className="flex items-start gap-3">
                  <Phone aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-muted-foreground" />
                  <a
                    href={`tel:${profile.phone.replace(/[^\d+]/g, '')}`}
                    dir="ltr"
                    className="text-primary underline-offset-4 hover:underline"
                  >
                    {profile.phone}
                  </a>
                </dd>
              </div>
            ) : null}
            {profile?.bio ? (
              <div>
                <dt className="sr-only">{t('seller.bio')}</dt>
                <dd className="flex items-start gap-3 whitespace-pre-line">
                  <UserRound aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-muted-foreground" />
                  <span>{profile.bio}</span>
                </dd>
              </div>
            ) : null}
          </dl>
        )}
        {userId ? (
          <Link to={paths.seller.getHref(userId)} className="text-sm font-medium text-primary underline-offset-4 hover:underline">
            {t('seller.sellerPage')}
          </Link>
        ) : null}
        <div className="flex justify-end gap-2">
          <DialogClose asChild>
            <Button variant="outline">{t('common.close')}</Button>
          </DialogClose>
          {onContact ? (
            <Button
              onClick={() => {
                onOpenChange(false);
                onContact();
              }}
            >
              {t('seller.contact')}
            </Button>
          ) : null}
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** 'Informations vendeur' with 'Voir profil' (SPEC 2.6). */
export function SellerCard({ product, onContact }: SellerCardProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const user = useCurrentUser();
  const name = product.seller?.display_name || t('seller.anonymous');
  // Whether the seller accepts messages is on their public profile; asked only when it matters.
  // The rating is on the same public profile, read for every visitor (the listing's stats show it too).
  const { data: profile } = useSellerProfile(product.user_id, { enabled: Boolean(product.user_id) });
  const closed = Boolean(onContact && user) && profile?.allow_messages === false;

  return (
    <section aria-labelledby="seller-card-title" className="space-y-3 rounded-lg border bg-card p-4">
      <h2 id="seller-card-title" className="font-semibold">
        {t('seller.title')}
      </h2>
      <div className="flex items-center gap-3">
        <span
          aria-hidden
          className="flex h-11 w-11 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-foreground"
        >
          {name.charAt(0).toUpperCase()}
        </span>
        <div className="min-w-0 flex-1">
          {product.user_id ? (
            <Link to={paths.seller.getHref(product.user_id)} className="block truncate font-medium underline-offset-4 hover:underline" dir="auto">
              {name}
            </Link>
          ) : (
            <p className="truncate font-medium" dir="auto">
              {name}
            </p>
          )}
          <SellerRating rating={profile?.rating} className="text-sm text-muted-foreground" />
        </div>
      </div>
      {onContact && !user ? (
        <p className="rounded-md bg-muted p-3 text-sm">
          <Link to={paths.auth.getHref()} className="font-medium text-primary underline-offset-4 hover:underline">
            {t('messages.loginToChat')}
          </Link>
        </p>
      ) : null}
      {onContact && user && closed ? <p className="rounded-md bg-muted p-3 text-sm">{t('messages.sellerClosed')}</p> : null}
      <Button variant="outline" className="w-full" onClick={() => setOpen(true)}>
        {t('seller.viewProfile')}
      </Button>
      <SellerProfileDialog
        userId={product.user_id}
        open={open}
        onOpenChange={setOpen}
        fallbackName={name}
        onContact={closed ? undefined : onContact}
      />
    </section>
  );
}

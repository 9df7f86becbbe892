import { RefreshCw } from '@/components/icons';
import type { ApiProduct } from '@souk/domain';
import { useRenewListing } from '@/api/products/listing-lifecycle';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { errorText } from '@/lib/error-text';
import { useFormatters } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useTranslation } from '@/lib/use-translation';

type Listing = Pick<ApiProduct, 'id' | 'title' | 'is_reserved' | 'lifecycle' | 'expires_at'>;

/** Where the listing is for its owner: 'Vendu', 'Expirée', else reserved or available until its expiry. */
export function ListingStateBadge({ product }: { product: Listing }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const lifecycle = product.lifecycle ?? 'active';
  if (lifecycle === 'sold' || lifecycle === 'closed') return <Badge tone="neutral">{t('lifecycle.sold')}</Badge>;
  if (lifecycle === 'expired') return <Badge tone="danger">{t('lifecycle.expired')}</Badge>;
  return (
    <>
      <Badge tone={product.is_reserved ? 'warning' : 'success'}>
        {product.is_reserved ? t('myListings.reserved') : t('myListings.available')}
      </Badge>
      {product.expires_at ? (
        <span className="text-muted-foreground">{t('lifecycle.expiresOn', { date: format.date(product.expires_at) })}</span>
      ) : null}
    </>
  );
}

/** 'Renouveler' on an expired listing: back in search for 60 days. */
export function RenewButton({ product }: { product: Listing }) {
  const { t } = useTranslation();
  const renew = useRenewListing();
  return (
    <Button
      size="sm"
      onClick={() =>
        renew.mutate(product.id, {
          onSuccess: () => toast.success(t('lifecycle.renewedToast')),
          onError: (error) => toast.error(t('lifecycle.actionFailed'), { description: errorText(error, t('lifecycle.actionFailed')) }),
        })
      }
      disabled={renew.isPending}
      aria-busy={renew.isPending || undefined}
      aria-label={t('lifecycle.renewLabel', { title: product.title })}
    >
      <RefreshCw aria-hidden className="h-4 w-4" />
      {t('lifecycle.renew')}
    </Button>
  );
}

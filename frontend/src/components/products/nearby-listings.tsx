import type { ApiProduct, ProductListParams } from '@souk/domain';
import { canFindNearby, useNearbyProducts } from '@/api/products/get-nearby';
import { useTranslation } from '@/lib/use-translation';
import { ProductList } from './product-list';

/**
 * 'Annonces proches' under a search that found nothing (issue 28): what the server finds when it
 * relaxes the search; nothing at all when that is empty too. Mounted only once the search answered
 * with no listing, so a search with results never asks.
 */
export function NearbyListings({ filters, getHref }: { filters: ProductListParams; getHref: (product: ApiProduct) => string }) {
  const { t } = useTranslation();
  const query = useNearbyProducts(filters);
  if (!canFindNearby(filters) || query.isError || (query.isSuccess && query.data.data.length === 0)) return null;
  return (
    <section aria-labelledby="nearby-title" className="space-y-3">
      <div className="space-y-1">
        <h2 id="nearby-title" className="text-lg font-semibold">
          {t('search.nearbyTitle')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('search.nearbyText')}</p>
      </div>
      <ProductList query={query} getHref={getHref} priorityFirst={false} />
    </section>
  );
}

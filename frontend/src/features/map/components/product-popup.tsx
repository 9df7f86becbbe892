import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router-dom';
import { Heart, MapPin } from '@/components/icons';
import { haversineKm, type LatLng, type MapPoint } from '@souk/domain';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useFormatters } from '@/lib/format';
import { useMapProduct } from '../api/get-map-product';
import { categoryColor, categoryName } from './category-style';

/** SPEC 2.11 popup: the marker's lean data at once, the rest from the detail endpoint when it opens. */
export function ProductPopup({ point, from }: { point: MapPoint; from: LatLng }) {
  const { t, i18n } = useTranslation();
  const format = useFormatters();
  const product = useMapProduct(point.id);
  const [imageFailed, setImageFailed] = useState(false);
  const detail = product.data;

  return (
    <article className="w-64 max-w-full space-y-2 text-sm" aria-label={point.title} dir="auto">
      <h3 className="text-base font-semibold leading-tight" dir="auto">
        {point.title}
      </h3>
      <div className="flex flex-wrap items-center gap-1.5">
        {point.category ? (
          <Badge className="text-white" style={{ backgroundColor: categoryColor(point.category) }}>
            {categoryName(point.category, i18n.language)}
          </Badge>
        ) : null}
        {detail?.is_reserved ? <Badge tone="warning">{t('map.reserved')}</Badge> : null}
        <span className="inline-flex items-center gap-0.5 text-muted-foreground">
          <MapPin aria-hidden className="h-3.5 w-3.5" />
          {t('map.distance', { km: haversineKm(from, point).toLocaleString(i18n.language === 'ar' ? 'ar-TN' : 'fr-FR') })}
        </span>
      </div>
      {product.isPending ? <Spinner className="py-2" label={t('map.popupLoading')} /> : null}
      {product.isError ? <p role="alert">{t('map.popupError')}</p> : null}
      {detail?.image_url && !imageFailed ? (
        <img src={detail.image_url} alt="" className="h-32 w-full rounded object-cover" onError={() => setImageFailed(true)} loading="lazy" />
      ) : null}
      {detail ? (
        <p className="line-clamp-3 text-muted-foreground" dir="auto">
          {detail.description}
        </p>
      ) : null}
      <div className="flex items-center justify-between">
        <span className="text-base font-bold">{point.is_free ? t('map.free') : format.price({ price: point.price, currency: point.currency, is_free: point.is_free })}</span>
        {detail ? (
          <span className="inline-flex items-center gap-1 text-muted-foreground">
            <Heart aria-hidden className="h-3.5 w-3.5" />
            {t('map.likes', { count: detail.like_count })}
          </span>
        ) : null}
      </div>
      {/* Leaflet colours every link inside the map in its own blue (`.leaflet-container a`, which
          outweighs one class): these links are buttons and keep their button's colours. */}
      <div className="flex gap-2">
        <Button asChild size="sm" className="flex-1 !text-primary-foreground">
          <Link to={paths.messages.getHref(point.id)}>{t('map.contact')}</Link>
        </Button>
        <Button asChild size="sm" variant="outline" className="flex-1 !text-foreground">
          <Link to={paths.product.getHref(point.id)}>{t('map.openProduct')}</Link>
        </Button>
      </div>
    </article>
  );
}

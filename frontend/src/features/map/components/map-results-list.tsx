import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router-dom';
import { haversineKm, type LatLng, type MapCluster, type MapResponse } from '@souk/domain';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useFormatters } from '@/lib/format';
import { categoryColor, categoryName } from './category-style';

/**
 * 'Voir en liste': what the map shows, as a list a keyboard or a screen reader can walk. Single
 * listings are links; a cluster is a button that zooms the map (and so this list) onto it.
 */
export function MapResultsList({ data, from, onZoom }: { data: MapResponse['data'] | undefined; from: LatLng; onZoom: (cluster: MapCluster) => void }) {
  const { t, i18n } = useTranslation();
  const format = useFormatters();
  const km = (n: number) => t('map.distance', { km: n.toLocaleString(i18n.language === 'ar' ? 'ar-TN' : 'fr-FR') });
  const empty = !data || (data.points.length === 0 && data.clusters.length === 0);

  return (
    <section aria-labelledby="map-list-title" className="space-y-2">
      <h2 id="map-list-title" className="text-lg font-semibold">
        {t('map.listTitle')}
      </h2>
      {empty ? (
        <p className="text-sm text-muted-foreground">{t('map.listEmpty')}</p>
      ) : (
        <ul className="divide-y rounded-lg border">
          {data.clusters.map((c) => (
            <li key={`c:${c.lat}:${c.lng}`} className="p-2">
              <Button type="button" variant="ghost" size="sm" onClick={() => onZoom(c)}>
                {t('map.listClusters', { count: c.count, lat: c.lat.toFixed(3), lng: c.lng.toFixed(3) })}
              </Button>
            </li>
          ))}
          {data.points.map((p) => (
            <li key={p.id} className="flex items-center gap-2 p-2">
              <span aria-hidden className="h-3 w-3 shrink-0 rounded-full" style={{ background: categoryColor(p.category) }} />
              <Link to={paths.product.getHref(p.id)} className="flex-1 truncate font-medium underline-offset-2 hover:underline" dir="auto">
                {p.title}
              </Link>
              <span className="text-xs text-muted-foreground">{categoryName(p.category, i18n.language)}</span>
              <span className="text-xs text-muted-foreground">{km(haversineKm(from, p))}</span>
              <span className="text-sm font-semibold">{p.is_free ? t('map.free') : format.price(p)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

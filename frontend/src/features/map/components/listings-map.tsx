import { useEffect, useMemo } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Marker, Popup, useMapEvents } from 'react-leaflet';
import type { Map as LeafletMap } from 'leaflet';
import type { LatLng, MapCluster, MapResponse } from '@souk/domain';
import { BaseMap } from '@/components/map/base-map';
import { clusterIcon, dotIcon, userIcon } from '@/components/map/markers';
import { useFormatters } from '@/lib/format';
import type { MapView } from '../api/get-map-products';
import { ProductPopup } from './product-popup';
import { categoryColor } from './category-style';

export const MAP_ZOOM = 13;

/** Reports the visible box and zoom once ready and after every move, so the page asks the server for that view. */
function ViewReporter({ onView }: { onView: (view: MapView) => void }) {
  const map = useMapEvents({
    moveend: () => report(),
    zoomend: () => report(),
  });
  function report() {
    const b = map.getBounds();
    onView({ bbox: { west: b.getWest(), south: b.getSouth(), east: b.getEast(), north: b.getNorth() }, zoom: map.getZoom() });
  }
  // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount: later views come from the events
  useEffect(() => report(), []);
  return null;
}

/** Zooms onto the listings of a cluster (its own box, or two levels closer when they share one spot). */
export function zoomToCluster(map: LeafletMap, cluster: MapCluster) {
  const { west, south, east, north } = cluster.bbox;
  if (east - west < 1e-6 && north - south < 1e-6) map.setView([cluster.lat, cluster.lng], Math.min(map.getZoom() + 2, map.getMaxZoom()));
  else map.fitBounds([[south, west], [north, east]], { padding: [24, 24] });
}

type ListingsMapProps = {
  center: LatLng;
  you: LatLng | null;
  from: LatLng;
  data: MapResponse['data'] | undefined;
  onView: (view: MapView) => void;
  onReady: (map: LeafletMap) => void;
  className?: string;
};

export function ListingsMap({ center, you, from, data, onView, onReady, className }: ListingsMapProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const youIcon = useMemo(() => userIcon(), []);

  return (
    <BaseMap center={[center.lat, center.lng]} zoom={MAP_ZOOM} label={t('map.title')} className={className} onReady={onReady}>
      <ViewReporter onView={onView} />
      {you ? (
        // Under the listings: a listing next to the user stays clickable.
        <Marker position={[you.lat, you.lng]} icon={youIcon} title={t('map.yourPosition')} zIndexOffset={-1000}>
          <Popup>{t('map.yourPosition')}</Popup>
        </Marker>
      ) : null}
      {data?.clusters.map((c) => (
        <Marker
          key={`c:${c.lat}:${c.lng}`}
          position={[c.lat, c.lng]}
          icon={clusterIcon(c.count)}
          title={t('map.clusterLabel', { count: c.count })}
          eventHandlers={{ click: (e) => zoomToCluster((e.target as { _map: LeafletMap })._map, c) }}
        />
      ))}
      {data?.points.map((p) => (
        <Marker
          key={p.id}
          position={[p.lat, p.lng]}
          icon={dotIcon(categoryColor(p.category))}
          title={t('map.markerLabel', { title: p.title, price: p.is_free ? t('map.free') : format.price(p) })}
        >
          <Popup maxWidth={320}>
            <ProductPopup point={p} from={from} />
          </Popup>
        </Marker>
      ))}
    </BaseMap>
  );
}

import { useCallback, useRef, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { List, Map as MapIcon } from '@/components/icons';
import type { Map as LeafletMap } from 'leaflet';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { errorText } from '@/lib/error-text';
import { useMapProducts, type MapFilters, type MapView } from '../api/get-map-products';
import { ListingsMap, zoomToCluster } from '../components/listings-map';
import { DEFAULT_FILTERS, MapFiltersPanel } from '../components/map-filters';
import { MapResultsList } from '../components/map-results-list';
import { useGeolocation } from '../hooks/use-geolocation';
import { CreateAlertButton } from '@/components/alerts/create-alert-button';

/** SPEC 2.11 'Carte Interactive'. */
export function MapPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('map.title'));
  const geo = useGeolocation();
  const [filters, setFilters] = useState<MapFilters>(DEFAULT_FILTERS);
  const [view, setView] = useState<MapView | null>(null);
  const [listOpen, setListOpen] = useState(false);
  const mapRef = useRef<LeafletMap | null>(null);
  const debouncedQ = useDebouncedValue(filters.q, 300);
  const debouncedView = useDebouncedValue(view, 150);
  const onReady = useCallback((map: LeafletMap) => {
    mapRef.current = map;
  }, []);

  const position = geo.status === 'locating' ? null : geo.position;
  const products = useMapProducts(position && debouncedView ? { ...debouncedView, filters: { ...filters, q: debouncedQ }, from: position } : null);
  const data = products.data;

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-3 p-3 md:p-4">
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-xl font-bold md:text-2xl">{t('map.title')}</h1>
        <div className="flex items-center gap-2">
          {data ? (
            <Badge tone="primary" role="status" aria-live="polite" data-testid="map-count">
              {t(data.truncated ? 'map.countTruncated' : 'map.count', { count: data.total })}
            </Badge>
          ) : null}
          <Button type="button" variant="outline" size="sm" aria-pressed={listOpen} onClick={() => setListOpen((o) => !o)}>
            {listOpen ? <MapIcon aria-hidden className="h-4 w-4" /> : <List aria-hidden className="h-4 w-4" />}
            {t(listOpen ? 'map.viewMap' : 'map.viewList')}
          </Button>
        </div>
      </header>

      <MapFiltersPanel value={filters} onChange={setFilters} />
      <CreateAlertButton
        size="sm"
        query={{ search: debouncedQ, category: filters.category, minPrice: filters.minPrice ?? undefined, maxPrice: filters.maxPrice ?? undefined }}
      />

      {products.isError ? (
        <p role="alert" className="rounded border border-destructive p-2 text-sm text-destructive">
          {errorText(products.error, t('map.loadError'))}
        </p>
      ) : null}

      {position === null ? (
        <Spinner className="h-[60vh] rounded-lg border bg-muted" label={t('map.locating')} />
      ) : (
        <div className={listOpen ? 'grid gap-3 md:grid-cols-[1fr_22rem]' : ''}>
          <ListingsMap
            center={position}
            you={position}
            from={position}
            data={data}
            onView={setView}
            onReady={onReady}
            className="h-[60vh] min-h-80"
          />
          {listOpen ? (
            <MapResultsList data={data} from={position} onZoom={(cluster) => mapRef.current && zoomToCluster(mapRef.current, cluster)} />
          ) : null}
        </div>
      )}
    </div>
  );
}

// Leaflet lives here and in the modules that import this file; only lazily loaded chunks may import it.
import 'leaflet/dist/leaflet.css';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { MapContainer, TileLayer } from 'react-leaflet';
import type { LatLngExpression, Map as LeafletMap } from 'leaflet';
import { cn } from '@/lib/utils';
import { useMapConfig } from '@/api/map/get-map-config';

type BaseMapProps = {
  center: LatLngExpression;
  zoom: number;
  /** Accessible name of the map region. */
  label: string;
  className?: string;
  children?: ReactNode;
  onReady?: (map: LeafletMap) => void;
  interactive?: boolean;
};

/**
 * A Leaflet map on the configured tiles. When tiles fail to load (no network, tile server down)
 * the map keeps a plain background, every marker still shows, and a short notice says why.
 */
export function BaseMap({ center, zoom, label, className, children, onReady, interactive = true }: BaseMapProps) {
  const { t } = useTranslation();
  const config = useMapConfig();
  const [tiles, setTiles] = useState({ loaded: 0, failed: 0 });
  const tilesDown = config.isError || (tiles.failed > 0 && tiles.loaded === 0);

  return (
    <div className={cn('relative isolate overflow-hidden rounded-lg border bg-muted', className)} role="region" aria-label={label}>
      <MapContainer
        center={center}
        zoom={zoom}
        className="h-full w-full bg-muted"
        ref={(map) => {
          if (map) onReady?.(map);
        }}
        scrollWheelZoom={interactive}
        dragging={interactive}
        doubleClickZoom={interactive}
        attributionControl
      >
        {config.data ? (
          <TileLayer
            url={config.data.tileUrl}
            attribution={config.data.attribution}
            eventHandlers={{
              tileload: () => setTiles((s) => (s.loaded > 0 ? s : { ...s, loaded: s.loaded + 1 })),
              tileerror: () => setTiles((s) => (s.failed > 0 ? s : { ...s, failed: s.failed + 1 })),
            }}
          />
        ) : null}
        {children}
      </MapContainer>
      {tilesDown ? (
        <p role="status" className="pointer-events-none absolute inset-x-2 bottom-2 z-[1000] rounded bg-background/90 px-2 py-1 text-center text-xs text-foreground shadow">
          {t('map.tilesUnavailable')}
        </p>
      ) : null}
    </div>
  );
}

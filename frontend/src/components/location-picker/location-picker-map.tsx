import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Marker, useMap, useMapEvents } from 'react-leaflet';
import { Search } from '@/components/icons';
import { TUNIS, type GeocodeResult, type LatLng } from '@souk/domain';
import { BaseMap } from '@/components/map/base-map';
import { geocode } from '@/api/map/geocode';
import { pinIcon } from '@/components/map/markers';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { errorText } from '@/lib/error-text';
import { cn } from '@/lib/utils';
import { SelectionText } from './selection-text';
import type { LocationPickerProps } from './types';

const round = (n: number) => Math.round(n * 1e6) / 1e6;

function ClickToPlace({ onPlace }: { onPlace: (point: LatLng) => void }) {
  useMapEvents({ click: (e) => onPlace({ lat: round(e.latlng.lat), lng: round(e.latlng.lng) }) });
  return null;
}

/** Follows `value` when it changes from outside the map (a search result, a reset). */
function FollowValue({ value, zoom }: { value: LatLng | null; zoom: number }) {
  const map = useMap();
  useEffect(() => {
    if (value && !map.getBounds().pad(-0.1).contains([value.lat, value.lng])) map.setView([value.lat, value.lng], Math.max(map.getZoom(), zoom));
  }, [map, value, zoom]);
  return null;
}

export function LocationPickerMap({ value, onChange, readOnly = false, city, label, className }: LocationPickerProps) {
  const { t, i18n } = useTranslation();
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<GeocodeResult[] | null>(null);
  const [searched, setSearched] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [searching, setSearching] = useState(false);
  const [pickedLabel, setPickedLabel] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const labelOf = (r: GeocodeResult) => (i18n.language === 'ar' ? r.label_ar : r.label);
  const choose = (r: GeocodeResult) => {
    setPickedLabel(labelOf(r));
    onChange?.({ lat: r.lat, lng: r.lng });
  };

  async function search() {
    const text = query.trim();
    if (text === '') return; // SPEC 2.12: empty text is ignored
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setSearching(true);
    setError(null);
    try {
      const found = await geocode(text, { signal: controller.signal });
      setResults(found);
      setSearched(text);
      if (found[0]) choose(found[0]);
    } catch (e) {
      if (!controller.signal.aborted) setError(errorText(e, t('messages.geocodeUnavailable')));
    } finally {
      if (abort.current === controller) setSearching(false);
    }
  }

  const center = value ?? city ?? TUNIS;

  return (
    <div className={cn('space-y-2', className)}>
      {readOnly ? null : (
        // Not a <form>: the picker sits inside the publish form, and a nested form's submit would
        // bubble to it and publish. Enter searches here and never submits the listing.
        <div className="flex gap-2" role="search">
          <Input
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            onKeyDown={(e) => {
              if (e.key !== 'Enter') return;
              e.preventDefault();
              void search();
            }}
            placeholder={t('picker.searchPlaceholder')}
            aria-label={t('picker.searchLabel')}
            className="flex-1"
          />
          <Button type="button" disabled={searching} aria-label={t('picker.searchButton')} onClick={() => void search()}>
            <Search aria-hidden className="h-4 w-4" />
            <span className="max-sm:sr-only">{t('picker.searchButton')}</span>
          </Button>
        </div>
      )}
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      {results && results.length === 0 ? (
        <p role="status" className="text-sm text-muted-foreground">
          {t('picker.noResult', { query: searched })}
        </p>
      ) : null}
      {results && results.length > 1 ? (
        <ul aria-label={t('picker.results')} className="flex flex-wrap gap-1">
          {results.map((r) => (
            <li key={r.id}>
              <Button type="button" size="sm" variant="outline" onClick={() => choose(r)}>
                {labelOf(r)}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <BaseMap
        center={[center.lat, center.lng]}
        zoom={value ? 13 : city ? 11 : 7}
        label={t(readOnly ? 'picker.readOnlyLabel' : 'picker.mapLabel')}
        className="h-64"
        interactive
      >
        {readOnly ? null : (
          <ClickToPlace
            onPlace={(point) => {
              setPickedLabel(null);
              onChange?.(point);
            }}
          />
        )}
        <FollowValue value={value} zoom={11} />
        {value ? <Marker position={[value.lat, value.lng]} icon={pinIcon()} title={t('picker.marker')} keyboard={false} /> : null}
      </BaseMap>
      <SelectionText value={value} label={label ?? pickedLabel} />
    </div>
  );
}

import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { City, LatLng } from '@souk/domain';
import { Spinner } from '@/components/ui/spinner';
import { useAppRunning } from '@/hooks/use-app-running';

/**
 * The map location picker of SPEC 2.12, shared by the publish/edit form and the listing page.
 *
 * Props:
 * - `value`: the chosen point, or null (nothing chosen yet).
 * - `onChange(point)`: called with the new point when the user clicks the map or picks a search
 *   result; not called in read-only mode.
 * - `readOnly`: no search box, clicks do nothing (the listing page's 'Localisation' map).
 * - `city`: where to centre the map while `value` is null (the form's selected city).
 * - `label`: text of the chosen place, when the caller knows it (else the coordinates show).
 *
 * Leaflet is imported by the lazily loaded part only, so a screen that mounts this component
 * downloads Leaflet when (and only when) the picker renders.
 */
export type LocationPickerProps = {
  value: LatLng | null;
  onChange?: (value: LatLng | null) => void;
  readOnly?: boolean;
  city?: Pick<City, 'lat' | 'lng' | 'name'> | null;
  label?: string;
  className?: string;
};

const PickerMap = lazy(() => import('./location-picker-map').then((m) => ({ default: m.LocationPickerMap })));

export function LocationPicker(props: LocationPickerProps) {
  const { t } = useTranslation();
  // The map is not drawn by the server (Leaflet needs a browser): its placeholder is, and stays
  // while the page hydrates, so that hydration does not meet a part the server gave up on.
  const running = useAppRunning();
  const placeholder = (
    <div className="flex h-64 items-center justify-center rounded-lg border bg-muted">
      <Spinner label={t('picker.loading')} />
    </div>
  );
  if (!running) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <PickerMap {...props} />
    </Suspense>
  );
}

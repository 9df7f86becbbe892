import { lazy, Suspense, useRef } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Spinner } from '@/components/ui/spinner';
import { useAppRunning } from '@/hooks/use-app-running';
import { useNearScreen } from '@/hooks/use-near-screen';
import { cn } from '@/lib/utils';
import { SelectionText } from './selection-text';
import type { LocationPickerProps } from './types';

export type { LocationPickerProps };

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
 * downloads Leaflet when (and only when) the picker renders. The read-only map (the listing page's,
 * below the fold on a phone) renders once it comes near the screen: Leaflet's code and first
 * drawing no longer run while the page starts (~250 ms of main thread on a throttled phone).
 */
const PickerMap = lazy(() => import('./location-picker-map').then((m) => ({ default: m.LocationPickerMap })));

export function LocationPicker(props: LocationPickerProps) {
  const { t } = useTranslation();
  // The map is not drawn by the server (Leaflet needs a browser): its placeholder is, and stays
  // while the page hydrates, so that hydration does not meet a part the server gave up on.
  const running = useAppRunning();
  const slot = useRef<HTMLDivElement>(null);
  const near = useNearScreen(slot, { enabled: running && props.readOnly === true });
  // The map's box and its selection line, as the map will draw them: nothing below moves when it arrives.
  const placeholder = (
    <div className={cn('space-y-2', props.className)}>
      <div ref={slot} className="flex h-64 items-center justify-center rounded-lg border bg-muted">
        <Spinner label={t('picker.loading')} />
      </div>
      <SelectionText value={props.value} label={props.label} />
    </div>
  );
  if (!running || (props.readOnly && !near)) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <PickerMap {...props} />
    </Suspense>
  );
}

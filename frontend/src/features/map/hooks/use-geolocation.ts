import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { toast } from '@/lib/toast';
import { TUNIS, type LatLng } from '@souk/domain';

export type Geolocation =
  | { status: 'locating' }
  | { status: 'found'; position: LatLng }
  | { status: 'fallback'; position: LatLng; reason: 'denied' | 'unsupported' };

/** SPEC 2.11: high accuracy, 10 s timeout, positions up to 60 s old; central Tunis otherwise. */
export const GEOLOCATION_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 10_000, maximumAge: 60_000 };

export function useGeolocation(): Geolocation {
  const { t } = useTranslation();
  const [state, setState] = useState<Geolocation>({ status: 'locating' });
  const asked = useRef(false);

  useEffect(() => {
    if (asked.current) return; // one request, even when React mounts effects twice in development
    asked.current = true;
    const fallback = { lat: TUNIS.lat, lng: TUNIS.lng };
    if (!('geolocation' in navigator)) {
      setState({ status: 'fallback', position: fallback, reason: 'unsupported' });
      toast.error(t('map.geolocationUnsupported'), { description: t('map.geolocationUnsupportedText') });
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (p) => {
        setState({ status: 'found', position: { lat: p.coords.latitude, lng: p.coords.longitude } });
        toast.success(t('map.positionFound'), { description: t('map.positionFoundText') });
      },
      () => {
        setState({ status: 'fallback', position: fallback, reason: 'denied' });
        toast.error(t('map.positionDefault'), { description: t('map.positionDefaultText') });
      },
      GEOLOCATION_OPTIONS,
    );
  }, [t]);

  return state;
}

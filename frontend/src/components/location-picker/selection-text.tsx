import type { LatLng } from '@souk/domain';
import { useTranslation } from '@/lib/use-translation';

/**
 * The line under the picker's map saying which point is chosen. The placeholder drawn while the map's
 * code loads (index.tsx) has it too, so that the map's arrival does not push what follows down
 * (the listing page's seller card moved 28 px under a phone visitor's finger).
 */
export function SelectionText({ value, label }: { value: LatLng | null; label: string | null | undefined }) {
  const { t } = useTranslation();
  const text = value
    ? label
      ? t('picker.selected', { label })
      : t('picker.selectedPoint', { lat: value.lat.toFixed(5), lng: value.lng.toFixed(5) })
    : t('picker.none');
  return (
    <p className="text-sm" aria-live="polite" data-testid="picker-selection">
      {text}
    </p>
  );
}

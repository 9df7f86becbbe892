import type { City, LatLng } from '@souk/domain';

/** The picker's props, apart from both of its files: the lazily loaded map reads them too. */
export type LocationPickerProps = {
  value: LatLng | null;
  onChange?: (value: LatLng | null) => void;
  readOnly?: boolean;
  city?: Pick<City, 'lat' | 'lng' | 'name'> | null;
  label?: string;
  className?: string;
};

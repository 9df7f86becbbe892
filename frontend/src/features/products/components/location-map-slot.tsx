import type { ApiProduct } from '@souk/domain';

/**
 * Where the read-only 'Localisation' map of SPEC 2.6 goes. The maps issue fills it with a lazily
 * loaded Leaflet component; until then it renders nothing (no fake map), and Leaflet stays out of
 * this chunk.
 */
export function LocationMapSlot(_props: { product: Pick<ApiProduct, 'latitude' | 'longitude' | 'location' | 'title'> }) {
  return null;
}

import type { ApiProduct } from '@souk/domain';

/**
 * Where the read-only 'Localisation' map of SPEC 2.6 goes: a lazily loaded Leaflet map from
 * components/map/ (shared by /map, the publish form's picker and this detail) will fill it; until
 * then it renders nothing (no fake map), and Leaflet stays out of this chunk.
 */
export function LocationMapSlot(_props: { product: Pick<ApiProduct, 'latitude' | 'longitude' | 'location' | 'title'> }) {
  return null;
}

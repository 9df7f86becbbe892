import type { ApiProduct } from '@souk/domain';
import { LocationPicker } from '@/components/location-picker';

/**
 * The read-only 'Localisation' map of SPEC 2.6: the shared picker without search or clicks. The
 * picker loads Leaflet lazily, so the product page's own chunk stays free of it.
 */
export function LocationMapSlot({ product }: { product: Pick<ApiProduct, 'latitude' | 'longitude' | 'location' | 'title'> }) {
  if (product.latitude === null || product.longitude === null) return null;
  return <LocationPicker readOnly value={{ lat: product.latitude, lng: product.longitude }} label={product.location || undefined} />;
}

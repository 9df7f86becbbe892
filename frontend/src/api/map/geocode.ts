import type { GeocodeResult } from '@souk/domain';
import { api } from '@/lib/api-client';

/** Place search through the server (gazetteer, then the configured geocoder): the browser never calls the geocoder. */
export const geocode = (query: string, { signal }: { signal?: AbortSignal } = {}) =>
  api.get<{ data: GeocodeResult[] }>(`/geocode?q=${encodeURIComponent(query)}`, { signal }).then((r) => r.data);

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { BBox, MapResponse } from '@souk/domain';
import { api } from '@/lib/api-client';
import type { KindFilterValues } from '@/hooks/use-product-filters';

export type MapFilters = {
  q: string;
  category: string;
  minPrice: number | null;
  maxPrice: number | null;
  /** With `from`: only listings within this many km. */
  maxDistanceKm: number | null;
  /** The category's own filters (brand, rooms, contract, …), as the list sends them. */
  fields: KindFilterValues;
};

export type MapView = { bbox: BBox; zoom: number };

export type MapProductsParams = MapView & { filters: MapFilters; from: { lat: number; lng: number } };

export function mapProductsSearch({ bbox, zoom, filters, from }: MapProductsParams): string {
  const params = new URLSearchParams({ bbox: [bbox.west, bbox.south, bbox.east, bbox.north].map((n) => n.toFixed(5)).join(','), zoom: String(zoom) });
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (filters.category !== 'all') params.set('category', filters.category);
  if (filters.minPrice !== null) params.set('minPrice', String(filters.minPrice));
  if (filters.maxPrice !== null) params.set('maxPrice', String(filters.maxPrice));
  for (const [param, value] of Object.entries(filters.fields)) params.set(param, Array.isArray(value) ? value.join(',') : String(value));
  if (filters.maxDistanceKm !== null) {
    params.set('lat', from.lat.toFixed(6));
    params.set('lng', from.lng.toFixed(6));
    params.set('maxDistanceKm', String(filters.maxDistanceKm));
  }
  return params.toString();
}

/** Clusters or lean points for the visible box: the browser never downloads every listing. */
export const getMapProducts = (params: MapProductsParams, { signal }: { signal?: AbortSignal } = {}) =>
  api.get<MapResponse>(`/products/map?${mapProductsSearch(params)}`, { signal }).then((r) => r.data);

/** `null` until the page knows both the position and the visible box. */
export function useMapProducts(params: MapProductsParams | null) {
  return useQuery({
    queryKey: ['products', 'map', params ? mapProductsSearch(params) : null] as const,
    queryFn: ({ signal }) => getMapProducts(params!, { signal }),
    enabled: params !== null,
    // While the next box loads, the markers of the previous one stay.
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type MapConfig = { tileUrl: string; attribution: string };

/** The tile server comes from the server's `MAP_TILE_URL`: one build serves any deployment. */
export const getMapConfig = ({ signal }: { signal?: AbortSignal } = {}) =>
  api.get<{ data: MapConfig }>('/map/config', { signal }).then((r) => r.data);

export const mapConfigQueryOptions = () =>
  queryOptions({ queryKey: ['map-config'] as const, queryFn: ({ signal }) => getMapConfig({ signal }), staleTime: Infinity });

export function useMapConfig() {
  return useQuery(mapConfigQueryOptions());
}

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  PRODUCT_FILTER_NAMES,
  productFiltersSchema,
  toProductListParams,
  type ApiSavedSearch,
  type MessageAnswer,
  type ProductFilters,
  type ProductListParams,
  type SavedSearchFrequency,
} from '@souk/domain';
import { api } from '@/lib/api-client';

/** The alert's filters from a list query: the filter parameters alone, as the server will read them. */
export function alertFilters(params: ProductListParams): ProductFilters {
  const all = toProductListParams(params) as Record<string, unknown>;
  const picked = Object.fromEntries(PRODUCT_FILTER_NAMES.flatMap((name) => (all[name] === undefined ? [] : [[name, all[name]]])));
  const parsed = productFiltersSchema.safeParse(picked);
  return parsed.success ? parsed.data : {};
}

export const savedSearchesQueryKey = ['saved-searches'] as const;

/** GET /api/saved-searches */
export const savedSearchesQueryOptions = () =>
  queryOptions({
    queryKey: savedSearchesQueryKey,
    queryFn: ({ signal }) => api.get<{ data: ApiSavedSearch[] }>('/saved-searches', { signal }).then((r) => r.data),
  });

export const useSavedSearches = () => useQuery(savedSearchesQueryOptions());

function useInvalidating<V>(mutationFn: (vars: V) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries({ queryKey: savedSearchesQueryKey }) });
}

/** POST /api/saved-searches */
export const useCreateSavedSearch = () =>
  useInvalidating((input: { filters: ProductFilters; name?: string; frequency?: SavedSearchFrequency }) =>
    api.post<MessageAnswer<ApiSavedSearch>>('/saved-searches', input),
  );

/** PATCH /api/saved-searches/:id */
export const useUpdateSavedSearch = () =>
  useInvalidating(({ id, ...patch }: { id: string; name?: string; frequency?: SavedSearchFrequency }) =>
    api.patch<MessageAnswer<ApiSavedSearch>>(`/saved-searches/${encodeURIComponent(id)}`, patch),
  );

/** POST /api/saved-searches/:id/seen ('Voir les résultats') */
export const useMarkSavedSearchSeen = () => useInvalidating((id: string) => api.post(`/saved-searches/${encodeURIComponent(id)}/seen`, {}));

/** DELETE /api/saved-searches/:id */
export const useDeleteSavedSearch = () => useInvalidating((id: string) => api.delete(`/saved-searches/${encodeURIComponent(id)}`));

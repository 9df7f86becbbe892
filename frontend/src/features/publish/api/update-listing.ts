import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ApiProduct, Single } from '@souk/domain';
import { invalidateListings } from './listings-cache';

/** Reserved / available again: a partial PUT of `is_reserved` (docs/API.md). */
export const setReserved = ({ id, reserved }: { id: string; reserved: boolean }) =>
  api.put<Single<ApiProduct>>(`/products/${encodeURIComponent(id)}`, { is_reserved: reserved });

export const deleteListing = (id: string) => api.delete<{ data: { id: string } }>(`/products/${encodeURIComponent(id)}`);

export function useSetReserved() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setReserved, onSuccess: () => invalidateListings(queryClient) });
}

export function useDeleteListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteListing,
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: ['products', 'detail', id] });
      invalidateListings(queryClient);
    },
  });
}

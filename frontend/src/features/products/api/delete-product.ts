import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { productsQueryKey } from '@/api/products/get-products';

export const deleteProduct = (id: string) => api.delete<{ data: { id: string } }>(`/products/${encodeURIComponent(id)}`);

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: [...productsQueryKey, 'detail', id] });
      void queryClient.invalidateQueries({ queryKey: productsQueryKey });
    },
  });
}

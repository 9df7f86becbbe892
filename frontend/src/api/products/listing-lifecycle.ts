import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageAnswer, RenewResult } from '@souk/domain';
import { api } from '@/lib/api-client';
import { USER_SCOPED_KEY } from '@/lib/auth';
import { productsQueryKey } from './get-products';

export type SoldResult = { id: string; sold_at: string; told: number };

/** POST /api/products/:id/sold (owner): out of search at once, its page says 'Vendu' (docs/API.md). */
export const markSold = (id: string) => api.post<MessageAnswer<SoldResult>>(`/products/${encodeURIComponent(id)}/sold`);

/** POST /api/products/:id/renew (owner): visible 60 days from now. */
export const renewListing = (id: string) => api.post<MessageAnswer<RenewResult>>(`/products/${encodeURIComponent(id)}/renew`);

/** POST /api/products/renew { token }: the reminder e-mail's one-click link, no session needed. */
export const renewWithToken = (token: string) => api.post<MessageAnswer<RenewResult>>('/products/renew', { token });

/** Every list, detail and the user's own listings read the server again after a change of state. */
function useRefreshListings() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: productsQueryKey });
    void queryClient.invalidateQueries({ queryKey: [USER_SCOPED_KEY, 'products'] });
  };
}

export function useMarkSold() {
  const refresh = useRefreshListings();
  return useMutation({ mutationFn: markSold, onSuccess: refresh });
}

export function useRenewListing() {
  const refresh = useRefreshListings();
  return useMutation({ mutationFn: renewListing, onSuccess: refresh });
}

import type { QueryClient } from '@tanstack/react-query';
import { USER_SCOPED_KEY } from '@/lib/auth';

/** Every product query of the site starts with this key (lists, detail, promoted). */
const PRODUCTS_KEY = ['products'] as const;

/** The signed-in user's own listings: under the user-scoped key, so sign-out forgets them. */
export const myProductsKey = (userId: string) => [USER_SCOPED_KEY, 'products', userId] as const;

/** After a write: every list, detail and the user's own listings read the server again. */
export function invalidateListings(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: PRODUCTS_KEY });
  void queryClient.invalidateQueries({ queryKey: [USER_SCOPED_KEY, 'products'] });
}

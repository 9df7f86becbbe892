import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';
import type { ApiProduct, Collection, LikeResult, Single } from '@souk/domain';
import { productLikedQueryKey } from './get-product-liked';
import { productsQueryKey } from './get-products';

export const likeProduct = (id: string) => api.post<LikeResult>(`/products/${encodeURIComponent(id)}/like`);

type CachedProducts = ApiProduct | Collection<ApiProduct> | Single<ApiProduct>;

function patch(product: ApiProduct, id: string, changes: Partial<ApiProduct>): ApiProduct {
  return product.id === id ? { ...product, ...changes } : product;
}

const isCollection = (value: CachedProducts): value is Collection<ApiProduct> => 'data' in value && Array.isArray(value.data);
const isSingle = (value: CachedProducts): value is Single<ApiProduct> => 'data' in value && !Array.isArray(value.data);

/** Applies a change to one product wherever it is cached (lists, promoted list, detail). */
export function updateCachedProduct(queryClient: QueryClient, id: string, changes: Partial<ApiProduct>) {
  queryClient.setQueriesData<CachedProducts>({ queryKey: productsQueryKey }, (cached) => {
    if (!cached) return cached;
    if (isCollection(cached)) return { ...cached, data: cached.data.map((product) => patch(product, id, changes)) };
    if (isSingle(cached)) return { ...cached, data: patch(cached.data, id, changes) };
    return patch(cached, id, changes);
  });
}

export function useLikeProductMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: likeProduct,
    onSuccess: (result, id) => {
      queryClient.setQueryData(productLikedQueryKey(id), { liked: true });
      updateCachedProduct(queryClient, id, {
        like_count: result.newLikeCount,
        likes: result.newLikeCount,
        ...(result.wasPromoted ? { is_promoted: true } : {}),
      });
      // A promotion changes the Popular Products list.
      if (result.wasPromoted) void queryClient.invalidateQueries({ queryKey: [...productsQueryKey, 'promoted'] });
    },
    onError: (error, id) => {
      // 409 'Vous avez déjà aimé ce produit': our cached status was stale.
      if (isApiError(error) && error.status === 409) queryClient.setQueryData(productLikedQueryKey(id), { liked: true });
    },
  });
}

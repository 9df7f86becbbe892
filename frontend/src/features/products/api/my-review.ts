import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiReview, MessageAnswer, ReviewEligibility, ReviewInput } from '@souk/domain';
import { api } from '@/lib/api-client';
import { USER_SCOPED_KEY } from '@/lib/auth';

// Under the signed-in user's key: dropped at sign-out, never part of a server-drawn page.
const key = (productId: string) => [USER_SCOPED_KEY, 'my-review', productId] as const;

/** GET /api/products/:id/my-review: whether the signed-in buyer may review this listing, and their review. */
export const myReviewQueryOptions = (productId: string) =>
  queryOptions({
    queryKey: key(productId),
    queryFn: ({ signal }) => api.get<{ data: ReviewEligibility }>(`/products/${encodeURIComponent(productId)}/my-review`, { signal }).then((r) => r.data),
  });

export const useMyReview = (productId: string, enabled: boolean) => useQuery({ ...myReviewQueryOptions(productId), enabled });

/** POST /api/products/:id/reviews, or PUT /api/reviews/:id when editing; the seller's rating is read again. */
export function useSaveReview(productId: string, sellerId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, input }: { reviewId?: string; input: ReviewInput }) =>
      reviewId
        ? api.put<MessageAnswer<ApiReview>>(`/reviews/${encodeURIComponent(reviewId)}`, input)
        : api.post<MessageAnswer<ApiReview>>(`/products/${encodeURIComponent(productId)}/reviews`, input),
    onSuccess: (answer) => {
      queryClient.setQueryData(key(productId), { can_review: false, review: answer.data } satisfies ReviewEligibility);
      if (sellerId) {
        void queryClient.invalidateQueries({ queryKey: ['users', sellerId] });
      }
    },
  });
}

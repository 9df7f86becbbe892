import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiReview, Collection, MessageAnswer, ReviewReplyInput, SellerRating } from '@souk/domain';
import { api } from '@/lib/api-client';

export const REVIEWS_PAGE_SIZE = 10;

type ReviewsPage = Collection<ApiReview, { rating: SellerRating }>;

/** GET /api/users/:id/reviews: visible reviews, newest first, with the seller's rating. */
export const sellerReviewsQueryOptions = (sellerId: string, page: number) =>
  queryOptions({
    queryKey: ['users', sellerId, 'reviews', page],
    queryFn: ({ signal }) =>
      api.get<ReviewsPage>(`/users/${encodeURIComponent(sellerId)}/reviews`, { params: { page, pageSize: REVIEWS_PAGE_SIZE }, signal }),
  });

export const useSellerReviews = (sellerId: string, page: number) =>
  useQuery({ ...sellerReviewsQueryOptions(sellerId, page), placeholderData: keepPreviousData });

/** POST /api/reviews/:id/reply: the seller's one public answer. */
export function useReplyToReview(sellerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, input }: { reviewId: string; input: ReviewReplyInput }) =>
      api.post<MessageAnswer<ApiReview>>(`/reviews/${encodeURIComponent(reviewId)}/reply`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['users', sellerId, 'reviews'] }),
  });
}

// Reviews of a seller for a listing (issue 28): who may write one is decided by the server (both
// wrote in a conversation about the listing); these are the bodies, the answer shapes and the one
// rule both sides read: a rating is shown from RATING_MIN_REVIEWS visible reviews.
import { z } from 'zod';
import { ISSUE } from './messages';
import { strictObject } from './fields';
import { userText } from './text';
import { RATING_MIN_REVIEWS, REVIEW_COMMENT_MAX, REVIEW_REPLY_MAX } from './review-rules';

const comment = userText({ error: ISSUE.mustBeText })
  .trim()
  .max(REVIEW_COMMENT_MAX, ISSUE.reviewCommentTooLong)
  .nullish()
  .transform((v) => v || null);

const rating = z
  .number({ error: ISSUE.reviewRatingInvalid })
  .int(ISSUE.reviewRatingInvalid)
  .min(1, ISSUE.reviewRatingInvalid)
  .max(5, ISSUE.reviewRatingInvalid);

/** POST /api/products/:id/reviews and PUT /api/reviews/:id */
export const reviewSchema = strictObject({ rating, comment });
export type ReviewInput = z.output<typeof reviewSchema>;

/** POST /api/reviews/:id/reply: the seller answers once, publicly. */
export const reviewReplySchema = strictObject({
  reply: userText({ error: ISSUE.reviewReplyEmpty })
    .trim()
    .min(1, ISSUE.reviewReplyEmpty)
    .max(REVIEW_REPLY_MAX, ISSUE.reviewReplyTooLong),
});
export type ReviewReplyInput = z.output<typeof reviewReplySchema>;

export interface ApiReview {
  id: string;
  rating: number;
  comment: string | null;
  reply: string | null;
  replied_at: string | null;
  created_at: string | null;
  updated_at: string | null;
  /** Whether its author may still edit it (REVIEW_EDIT_DAYS). */
  editable: boolean;
  reviewer: { id: string; display_name: string } | null;
  product: { id: string; title: string } | null;
}

/** A seller's rating: `average` is null under RATING_MIN_REVIEWS visible reviews ('Nouveau vendeur'). */
export interface SellerRating {
  average: number | null;
  count: number;
}

/** GET /api/products/:id/my-review: whether the caller may review this listing, and their review if written. */
export interface ReviewEligibility {
  can_review: boolean;
  review: ApiReview | null;
}

/** The rating as shown: the average rounded to one decimal, or null under the threshold. */
export function shownRating(sum: number, count: number): SellerRating {
  return {
    average: count >= RATING_MIN_REVIEWS && count > 0 ? Math.round((sum / count) * 10) / 10 : null,
    count,
  };
}

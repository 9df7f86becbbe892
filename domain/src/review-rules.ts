// The numbers of reviews (issue 28) apart from their schemas (review.ts): a listing's page reads
// them, and a module with zod schemas at its top costs that page the zod runtime (~24 KB, a long
// task on a phone) even when none of its schemas is used.
export const REVIEW_COMMENT_MAX = 500;
export const REVIEW_REPLY_MAX = 500;
/** A reviewer may edit their review this long after writing it. */
export const REVIEW_EDIT_DAYS = 7;
/** Under this many visible reviews the site says 'Nouveau vendeur' instead of an average. */
export const RATING_MIN_REVIEWS = 3;

import type { ResponseStats, SellerRating } from '@souk/domain';
import { sharedInvalidation } from '../../../cache/cache-bus';
import { MicroCache } from '../../../cache/micro-cache';
import { clearFirstScreenRenders } from '../../../site/first-screen-render';

export interface SellerStats {
  rating: SellerRating;
  response: ResponseStats;
}

/**
 * A seller's rating and response figures, per seller id, for 30 s: every listing page asks for
 * its seller's public profile, and the figures aggregate reviews and 90 days of messages. A new
 * message shows within the 30 s.
 */
export const sellerStatsCache = new MicroCache<SellerStats>(30_000, 5_000);

/**
 * After a review is written, edited, answered or hidden, in every replica: the seller's figures,
 * and the pages drawn by the server, which carry `/vendeur/:id`'s reviews and rating in their
 * hydrated state. Reviews are written with SQL, not through the document service whose writes
 * drop the drawings (index.ts): without this, the seller page drawn before an answer was served
 * (and hydrated, fresh for the client's staleTime) for another 10 s without it.
 */
export const forgetSellerStats = sharedInvalidation<number>(
  'seller-stats',
  (sellerId) => {
    sellerStatsCache.delete(String(sellerId));
    clearFirstScreenRenders();
  },
  () => {
    sellerStatsCache.clear();
    clearFirstScreenRenders();
  },
);

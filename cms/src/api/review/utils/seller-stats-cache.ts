import type { ResponseStats, SellerRating } from '@souk/domain';
import { sharedInvalidation } from '../../../cache/cache-bus';
import { MicroCache } from '../../../cache/micro-cache';

export interface SellerStats {
  rating: SellerRating;
  response: ResponseStats;
}

/**
 * A seller's rating and response figures, per seller id, for 30 s: every listing page asks for
 * its seller's public profile, and the figures aggregate reviews and 90 days of messages. A review
 * written, edited or hidden drops its seller's entry in every replica; a new message shows within
 * the 30 s.
 */
export const sellerStatsCache = new MicroCache<SellerStats>(30_000, 5_000);

export const forgetSellerStats = sharedInvalidation<number>(
  'seller-stats',
  (sellerId) => sellerStatsCache.delete(String(sellerId)),
  () => sellerStatsCache.clear(),
);

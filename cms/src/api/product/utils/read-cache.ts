import { sharedInvalidation } from '../../../cache/cache-bus';
import { MicroCache } from '../../../cache/micro-cache';

/**
 * Product reads (pages, promoted, detail) for 2 s and listing totals for 5 s: exact counts are the
 * expensive part of a page (ARCHITECTURE "Hot paths"). Every product write made through the API
 * (create, edit, delete, like, promotion, studio edits) clears both at once, in every replica
 * (src/cache/cache-bus.ts).
 */
export const productReads = new MicroCache<unknown>(2_000);
export const productCounts = new MicroCache<number>(5_000);
/** The filter panel's counts per option (GET /api/products/facets), kept like the totals. */
export const facetCounts = new MicroCache<unknown>(5_000);

const alsoCleared = new Set<() => void>();
const countsCleared = new Set<() => void>();

/** Caches built from product reads elsewhere (drawn first screens, similar listings) are dropped with them. */
export function onProductReadsCleared(listener: () => void) {
  alsoCleared.add(listener);
}

/**
 * Caches of how many listings there are (the category list's counts) are dropped by the writes
 * that add, remove, hide or move a listing, not by a like: it changes a listing's likes and maybe
 * its promotion, never which listings are public where (at 1M the counts take ~110 ms to make again).
 */
export function onListingCountsChanged(listener: () => void) {
  countsCleared.add(listener);
}

/** What a like needs to know about a listing: its row id, owner and title, and whether it is hidden. */
export interface LikeTarget {
  id: number;
  documentId: string;
  ownerId: number | null;
  title: string;
  hidden: boolean;
}

/**
 * Like targets, kept until a listing is written (a like is not such a write: it changes counts,
 * never who owns a listing or its title). The like's own statement checks again that the listing
 * still exists and is visible, so a kept target never lets a like through to a removed listing.
 */
export const likeTargets = new MicroCache<LikeTarget | null>(60_000, 5_000);

function clearReadsHere() {
  productReads.clear();
  productCounts.clear();
  facetCounts.clear();
  for (const listener of alsoCleared) listener();
}

/** Drops every cached product read here and in the other replicas; writers await it before answering. */
export const clearProductReads = sharedInvalidation('product-reads', () => {
  clearReadsHere();
  for (const listener of countsCleared) listener();
  likeTargets.clear();
});

/** After a like: pages, like counts and the promoted strip change; what a listing is, and how many there are where, do not. */
export const clearProductReadsAfterLike = sharedInvalidation('product-reads-after-like', clearReadsHere);

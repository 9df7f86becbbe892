import { sharedInvalidation } from '../../../lib/cache-bus';
import { MicroCache } from '../../../lib/micro-cache';

/**
 * Product reads (pages, promoted, detail) for 2 s and listing totals for 5 s: exact counts are the
 * expensive part of a page (ARCHITECTURE "Hot paths"). Every product write made through the API
 * (create, edit, delete, like, promotion, studio edits) clears both at once, in every replica
 * (src/lib/cache-bus.ts).
 */
export const productReads = new MicroCache<unknown>(2_000);
export const productCounts = new MicroCache<number>(5_000);

const alsoCleared = new Set<() => void>();

/** Caches that hold product counts elsewhere (the category list) are dropped with the product reads. */
export function onProductReadsCleared(listener: () => void) {
  alsoCleared.add(listener);
}

/** Drops every cached product read here and in the other replicas; writers await it before answering. */
export const clearProductReads = sharedInvalidation('product-reads', () => {
  productReads.clear();
  productCounts.clear();
  for (const listener of alsoCleared) listener();
});

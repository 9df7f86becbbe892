import { MicroCache } from '../../../lib/micro-cache';

/**
 * Product reads (pages, promoted, detail) for 2 s and listing totals for 5 s: exact counts are the
 * expensive part of a page (ARCHITECTURE "Hot paths"). Every product write made through the API
 * (create, edit, delete, like, promotion) clears both at once; studio edits show within the TTL.
 */
export const productReads = new MicroCache<unknown>(2_000);
export const productCounts = new MicroCache<number>(5_000);
/**
 * The categories with their listing counts, per language: one grouped count over every listing
 * link, which at 100k listings costs more than the whole request pipeline. Cleared with the
 * product reads by every listing write and by every category or product write of the document
 * service (studio included, see src/index.ts), so counts are exact right after a write; the TTL
 * bounds what another replica shows.
 */
export const categoryReads = new MicroCache<unknown>(30_000, 4);

export function clearProductReads() {
  productReads.clear();
  productCounts.clear();
  categoryReads.clear();
}

import { normalizeSearchText } from '@souk/domain';
import { MicroCache } from '../../../cache/micro-cache';
import { onProductReadsCleared } from './read-cache';

/** Similar listings shown under a listing. */
export const SIMILAR_MAX = 8;
/** Candidates read per listing before ranking: the category's closest titles (or newest) in the price band. */
export const SIMILAR_CANDIDATES = 60;
/** Newest listings of the category (in the band) that the titles are compared with, at most. */
export const SIMILAR_POOL = 2_000;
/** A priced listing's neighbours cost between half and twice its price. */
export const PRICE_BAND = 2;

/**
 * The similar listings of each listing, per listing id, for 60 s: ranking reads up to 60 rows of
 * its category. Every product write (create, edit, delete, hide, like) clears them with the product
 * reads, in every replica, so a listing gone or edited does not linger under another.
 */
export const similarReads = new MicroCache<unknown>(60_000, 2_000);
onProductReadsCleared(() => similarReads.clear());

export interface SimilarCandidate {
  id: number;
  title: string;
  price: number | null;
  city: string | null;
  /** pg_trgm's similarity of the titles (PostgreSQL); null on SQLite, where words are compared here. */
  titleScore: number | null;
}

const words = (title: string) => new Set(normalizeSearchText(title).split(/[^\p{L}\p{N}]+/u).filter((w) => w.length >= 3));

/** Shared words over all words of both titles (Jaccard): SQLite's stand-in for trigram similarity. */
export function wordOverlap(a: string, b: string): number {
  const left = words(a);
  const right = words(b);
  if (left.size === 0 || right.size === 0) return 0;
  let shared = 0;
  for (const w of left) if (right.has(w)) shared++;
  return shared / (left.size + right.size - shared);
}

/** 1 at the same price, 0 at half or twice it (or when either has no price). */
export function priceCloseness(a: number | null, b: number | null): number {
  if (!a || !b || a <= 0 || b <= 0) return 0;
  return Math.max(0, 1 - Math.abs(Math.log(a / b)) / Math.log(PRICE_BAND));
}

/** Title counts twice, then price, then the same city; ties keep the candidates' order. */
export function rankSimilar(listing: { title: string; price: number | null; city: string | null }, candidates: SimilarCandidate[]): number[] {
  return candidates
    .map((c, i) => {
      const title = c.titleScore ?? wordOverlap(listing.title, c.title);
      const city = listing.city && c.city === listing.city ? 0.5 : 0;
      return { id: c.id, i, score: 2 * title + priceCloseness(listing.price, c.price) + city };
    })
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .slice(0, SIMILAR_MAX)
    .map((c) => c.id);
}

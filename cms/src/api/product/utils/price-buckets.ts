/**
 * The price buckets of the word counts (bootstrap/word-price-counts.ts, ARCHITECTURE decision 91):
 * ten a decade (1, 1.25, 1.5, 2, 2.5, 3, 4, 5, 6, 8 × 10^k) from 1 to 80 000 000 TND. Bucket `i`
 * holds the prices in [BOUNDS[i - 1], BOUNDS[i]) as PostgreSQL's `width_bucket(price, BOUNDS)`
 * numbers them: 0 below 1, BOUNDS.length from the last bound up, and -1 a listing without a price.
 * Every bound is exact in binary and in `numeric` (a dyadic mantissa times a power of ten).
 */
export const PRICE_BUCKET_BOUNDS: readonly number[] = Array.from({ length: 8 }, (_, k) => [1, 1.25, 1.5, 2, 2.5, 3, 4, 5, 6, 8].map((m) => m * 10 ** k)).flat();

/** The bucket of a listing without a price. */
export const NO_PRICE_BUCKET = -1;

/** The SQL expression of a price's bucket, the one the triggers and the backfill write. */
export const priceBucketSql = (price: string) => `coalesce(width_bucket(${price}, '{${PRICE_BUCKET_BOUNDS.join(',')}}'::numeric[]), ${NO_PRICE_BUCKET})`;

const lowerOf = (bucket: number) => (bucket === 0 ? -Infinity : PRICE_BUCKET_BOUNDS[bucket - 1]!);
const upperOf = (bucket: number) => (bucket === PRICE_BUCKET_BOUNDS.length ? Infinity : PRICE_BUCKET_BOUNDS[bucket]!);

/**
 * How a count of the prices in [min, max] (either bound may be absent) reads the buckets: the
 * buckets `from`..`to` lie wholly inside and are summed from the counts; the prices of `edges` (each
 * `[from, below)` or `[from, upTo]`) are counted from the postings. Null when no bucket lies wholly
 * inside (a band narrower than a bucket): the postings count it alone.
 */
export type BucketPlan = { from: number; to: number; edges: Array<{ from: number; below?: number; upTo?: number }> };

export function bucketPlan(min: number | undefined, max: number | undefined): BucketPlan | null {
  // No bound: every listing, those without a price too.
  if (min === undefined && max === undefined) return { from: NO_PRICE_BUCKET, to: PRICE_BUCKET_BOUNDS.length, edges: [] };
  let from = 0;
  while (min !== undefined && from <= PRICE_BUCKET_BOUNDS.length && lowerOf(from) < min) from++;
  let to = PRICE_BUCKET_BOUNDS.length;
  // A bucket is inside when its every price is at most max: its upper bound (excluded) at most max.
  while (max !== undefined && to >= 0 && upperOf(to) > max) to--;
  if (from > to) return null;
  const edges: BucketPlan['edges'] = [];
  if (min !== undefined && min < lowerOf(from)) edges.push({ from: min, below: lowerOf(from) });
  if (max !== undefined) edges.push({ from: upperOf(to), upTo: max });
  return { from, to, edges };
}

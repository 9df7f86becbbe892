import { describe, expect, it } from 'vitest';
import { NO_PRICE_BUCKET, PRICE_BUCKET_BOUNDS, bucketPlan } from '../src/api/product/utils/price-buckets';

/**
 * A word's count within a price band is summed from the buckets wholly inside it plus the prices at
 * its edges (decision 91): over any prices and any band, that sum must be the plain count.
 */
// PostgreSQL's width_bucket over the bounds, written apart: how many bounds are at most the price.
const bucketOf = (price: number | null) => (price === null ? NO_PRICE_BUCKET : PRICE_BUCKET_BOUNDS.filter((b) => b <= price).length);
const inBand = (price: number | null, min?: number, max?: number) => price !== null && (min === undefined || price >= min) && (max === undefined || price <= max);

function viaPlan(prices: Array<number | null>, min?: number, max?: number): number {
  const plan = bucketPlan(min, max);
  if (!plan) return prices.filter((p) => inBand(p, min, max)).length;
  const summed = prices.filter((p) => bucketOf(p) >= plan.from && bucketOf(p) <= plan.to).length;
  const edges = plan.edges.map((e) => prices.filter((p) => p !== null && p >= e.from && (e.below === undefined ? p <= e.upTo! : p < e.below)).length);
  return summed + edges.reduce((a, b) => a + b, 0);
}

describe('price buckets', () => {
  it('count any band as the prices do, bounds, decimals, zero and missing prices included', () => {
    const prices: Array<number | null> = [null, 0, 0.5, 1, 999.99, 1000, 1249, 1250, 1260, 2500, 12_500, 79_999_999, 80_000_000, 95_000_000];
    for (let i = 0; i < 400; i++) prices.push(Math.random() < 0.1 ? null : Math.round(Math.random() ** 3 * 300_000 * 100) / 100);
    const candidates = [undefined, 0, 1, 1.25, 900, 1000, 1001, 1249, 1250, 1260, 2000, 99_999, 80_000_000, 1e9, ...prices.filter((p): p is number => p !== null).slice(0, 40)];
    for (const min of candidates) for (const max of candidates) expect(viaPlan(prices, min, max), `[${min}, ${max}]`).toBe(prices.filter((p) => inBand(p, min, max) || (min === undefined && max === undefined)).length);
  });

  it('sum whole buckets and read only the edges', () => {
    expect(bucketPlan(900, 1260)).toEqual({ from: 31, to: 31, edges: [{ from: 900, below: 1000 }, { from: 1250, upTo: 1260 }] });
    expect(bucketPlan(undefined, undefined)).toEqual({ from: NO_PRICE_BUCKET, to: PRICE_BUCKET_BOUNDS.length, edges: [] });
    // Narrower than a bucket: the postings count it alone.
    expect(bucketPlan(1100, 1240)).toBeNull();
  });
});

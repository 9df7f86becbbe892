import { describe, expect, it } from 'vitest';
import {
  AD_POSITIONS,
  BADGE_POPULAR_LIKES,
  BADGE_TOP_LIKES,
  LIKES_TO_PROMOTE,
  MAX_IMAGE_BYTES,
  MAX_IMAGES,
  PRICE_RANGES,
  ROLE_LABELS,
  ROLES,
  TIMINGS,
} from './constants';

describe('constants', () => {
  it('carries the SPEC thresholds', () => {
    expect(LIKES_TO_PROMOTE).toBe(3);
    expect(BADGE_POPULAR_LIKES).toBe(10);
    expect(BADGE_TOP_LIKES).toBe(25);
    expect(MAX_IMAGES).toBe(8);
    expect(MAX_IMAGE_BYTES).toBe(5_242_880);
  });

  it('carries the SPEC timings', () => {
    expect(TIMINGS.staleTime.default).toBe(5 * 60_000);
    expect(TIMINGS.poll).toEqual({ notifications: 30_000, unreadCount: 15_000, thread: 5_000, conversations: 15_000 });
    expect(TIMINGS.productListRetry).toEqual({ count: 3, delayMs: 1000 });
  });

  it('has a label for every role and every price range is well ordered', () => {
    for (const role of ROLES) expect(ROLE_LABELS[role]).toMatch(/\S/);
    for (const range of Object.values(PRICE_RANGES)) {
      expect(range.min).toBeLessThan(range.max);
      expect((range.max - range.min) % range.step).toBe(0);
    }
    expect(AD_POSITIONS).toContain('between_products');
  });
});

import { describe, expect, it } from 'vitest';
import { formatNumber } from './numbers';

describe('formatNumber', () => {
  it('writes counts and measures as Intl.NumberFormat does for fr-FR and ar-TN, without loading Intl', () => {
    for (const value of [0, 7, 999, 1000, 12_345, 1_234_567, 1234.5, 0.1234, 12.3456, 250.05, -1, -1234]) {
      expect(formatNumber(value, 'fr'), `${value} fr`).toBe(new Intl.NumberFormat('fr-FR').format(value));
      expect(formatNumber(value, 'ar'), `${value} ar`).toBe(new Intl.NumberFormat('ar-TN').format(value));
    }
    expect(formatNumber(12_345, 'fr')).toBe('12\u202F345');
    expect(formatNumber(12_345, 'ar')).toBe('12.345');
  });
});

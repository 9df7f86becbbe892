import { describe, expect, it } from 'vitest';
import { formatPrice, mapFilterPrice, parsePrice } from './price';

describe('parsePrice', () => {
  it.each([
    [1200, 1200],
    [0, 0],
    [12.5, 12.5],
    ['1200', 1200],
    ['1 200 DT', 1200],
    ['1\u00A0200\u202FDT', 1200],
    ['1200€', 1200],
    ['1200 €', 1200],
    ['€1200', 1200],
    ['1,200', 1200],
    ['1,200,000', 1_200_000],
    ['1,200.50', 1200.5],
    ['1.200,50', 1200.5],
    ['1 200,5', 1200.5],
    ['12,5', 12.5],
    ['1.5', 1.5],
    ['1.200.000', 1_200_000],
    ['350 TND', 350],
    ['350 dinars', 350],
    ['350 د.ت', 350],
    ['  75  ', 75],
  ])('%j → %s', (input, expected) => {
    expect(parsePrice(input)).toBe(expected);
  });

  it.each(['Free', 'free', 'Gratuit', 'GRATUIT', '', '   ', 'abc', '12abc', '1-2', '1..2', NaN, Infinity, null, undefined, {}, [], true])(
    '%j → null',
    (input) => {
      expect(parsePrice(input)).toBeNull();
    },
  );
});

describe('formatPrice', () => {
  it.each([
    [{ price: 1200, currency: 'TND', is_free: false }, '1 200 DT'],
    [{ price: 1_200_000, currency: 'TND', is_free: false }, '1 200 000 DT'],
    [{ price: 950, currency: 'TND', is_free: false }, '950 DT'],
    [{ price: 0, currency: 'TND', is_free: false }, '0 DT'],
    [{ price: 1200.5, currency: 'TND', is_free: false }, '1 200,5 DT'],
    [{ price: 1200, currency: 'EUR', is_free: false }, '1200€'],
    [{ price: 1_200_000, currency: 'EUR', is_free: false }, '1200000€'],
    [{ price: 19.99, currency: 'EUR', is_free: false }, '19,99€'],
    [{ price: '1 200', currency: 'TND', is_free: false }, '1 200 DT'],
    [{ price: 1200 }, '1 200 DT'],
    [{ price: 1200, currency: 'TND', is_free: true }, 'Gratuit'],
    [{ price: null, currency: 'TND', is_free: true }, 'Gratuit'],
    [{ price: 'Free', is_free: true }, 'Gratuit'],
    [{ price: null, currency: 'TND', is_free: false }, 'Gratuit'],
  ] as const)('%j → %s', (input, expected) => {
    expect(formatPrice(input)).toBe(expected);
  });
});

describe('mapFilterPrice', () => {
  it('counts free products as 0', () => {
    expect(mapFilterPrice({ price: 500, is_free: true })).toBe(0);
    expect(mapFilterPrice({ price: 'Free', is_free: true })).toBe(0);
  });

  it('reads the price, or the digits of a price text', () => {
    expect(mapFilterPrice({ price: 750, is_free: false })).toBe(750);
    expect(mapFilterPrice({ price: '1 200€', is_free: false })).toBe(1200);
    expect(mapFilterPrice({ price: 'environ 300 DT', is_free: false })).toBe(300);
    expect(mapFilterPrice({ price: null, is_free: false })).toBe(0);
  });
});

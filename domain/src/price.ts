// Prices as the screens show them (ARCHITECTURE decision 5): '1 200 DT' for TND, '1200€' for EUR,
// 'Gratuit' for free listings; and parsing of the price texts older clients send.
import type { Currency } from './constants';

export const FREE_LABEL = 'Gratuit';

const FREE_WORDS = new Set(['free', 'gratuit', 'gratuite', 'مجاني', 'مجانا']);
// Currency marks a price text may carry around the number.
const CURRENCY_MARKS = /(tnd|dt|eur|euros?|dinars?|€|د\.?\s?ت)/giu;
const SPACES = /[\s\u00A0\u202F]/g;

function normalizeSeparators(digits: string): string | null {
  const lastComma = digits.lastIndexOf(',');
  const lastDot = digits.lastIndexOf('.');
  if (lastComma !== -1 && lastDot !== -1) {
    // Both present: whichever comes last is the decimal separator ('1,200.50', '1.200,50').
    const decimal = lastComma > lastDot ? ',' : '.';
    const thousands = decimal === ',' ? '.' : ',';
    return digits.split(thousands).join('').replace(decimal, '.');
  }
  if (lastComma !== -1) {
    // '1,200' and '1,200,000' group thousands; any other comma is a French decimal ('1200,5').
    return /^-?\d{1,3}(,\d{3})+$/.test(digits) ? digits.replace(/,/g, '') : digits.replace(',', '.');
  }
  if (/^-?\d{1,3}(\.\d{3}){2,}$/.test(digits)) return digits.replace(/\./g, '');
  return digits;
}

/**
 * A price from a number or a price text ('1 200 DT', '1200€', '1,200.50', '1 200,5').
 * Free words ('Free', 'Gratuit') and anything that is not a price give null.
 */
export function parsePrice(input: unknown): number | null {
  if (typeof input === 'number') return Number.isFinite(input) ? input : null;
  if (typeof input !== 'string') return null;
  const text = input.trim();
  if (text === '' || FREE_WORDS.has(text.toLowerCase())) return null;
  const digits = normalizeSeparators(text.replace(CURRENCY_MARKS, '').replace(SPACES, ''));
  if (digits === null || !/^-?\d+(\.\d+)?$/.test(digits)) return null;
  const value = Number(digits);
  return Number.isFinite(value) ? value : null;
}

function groupThousands(integerDigits: string, separator: string): string {
  return integerDigits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/** French number: comma decimals only when needed (up to 3, the millimes of the dinar). */
export function frenchNumber(value: number, thousandsSeparator: string): string {
  const sign = value < 0 ? '-' : '';
  const [integerPart = '0', fraction] = Math.abs(value).toFixed(3).replace(/\.?0+$/, '').split('.');
  const grouped = groupThousands(integerPart, thousandsSeparator);
  return `${sign}${grouped}${fraction ? `,${fraction}` : ''}`;
}

export interface PriceDisplayInput {
  price: number | string | null | undefined;
  currency?: Currency | string | null;
  is_free?: boolean | null;
}

/** '1 200 DT' (TND, space-grouped), '1200€' (EUR, as SPEC shows it), 'Gratuit' when free or without a price. */
export function formatPrice({ price, currency, is_free }: PriceDisplayInput): string {
  const amount = parsePrice(price);
  if (is_free || amount === null) return FREE_LABEL;
  if (currency === 'EUR') return `${frenchNumber(amount, '')}€`;
  return `${frenchNumber(amount, ' ')} DT`;
}

/**
 * The number the map price filter compares (SPEC 5): free listings count as 0; otherwise the
 * price, falling back to the digits of the price text as the original screen did.
 */
export function mapFilterPrice(product: { price: number | string | null | undefined; is_free?: boolean | null }): number {
  if (product.is_free) return 0;
  const parsed = parsePrice(product.price);
  if (parsed !== null) return parsed;
  const digits = String(product.price ?? '').replace(/\D/g, '');
  return digits === '' ? 0 : Number(digits);
}

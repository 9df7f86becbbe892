// Field parsers of the product body: each reads what clients send (JSON, multipart text, older
// spellings) and reports one French message of the catalogue.
import { CURRENCIES, CAR_YEAR_MIN, type Currency } from '../constants';
import { categorySlugCandidate } from '../categories';
import { ISSUE } from '../messages';
import { CAR_BRANDS, type OptionLabels } from '../options';
import { optionalField, parseBoolean, parseNumber, parseOption, parseText, type Parsed } from '../fields';
import { parsePrice } from '../price';
import { normalizeSearchText } from '../search';

export const PRICE_MAX = 100_000_000;
export const TITLE_MAX = 120;
export const DESCRIPTION_MAX = 5000;
export const LOCATION_MAX = 120;

export type PriceValue = { free: true } | { free: false; amount: number; euro: boolean };

// Older clients send the word instead of is_free; it is read on input only, never written.
const FREE_WORDS = new Set(['free', 'gratuit', 'gratuite', 'مجاني', 'مجانا']);

export function parsePriceField(value: unknown): Parsed<PriceValue> {
  if (typeof value === 'string' && FREE_WORDS.has(normalizeSearchText(value))) return { ok: true, value: { free: true } };
  if (typeof value !== 'string' && typeof value !== 'number') return { ok: false, message: ISSUE.priceInvalid };
  const amount = parsePrice(value);
  if (amount === null || amount < 0) return { ok: false, message: ISSUE.priceInvalid };
  if (amount > PRICE_MAX) return { ok: false, message: ISSUE.priceTooHigh };
  return { ok: true, value: { free: false, amount, euro: typeof value === 'string' && /€|eur/i.test(value) } };
}

const CURRENCY_SPELLINGS: Readonly<Record<string, Currency>> = { tnd: 'TND', dt: 'TND', eur: 'EUR', '€': 'EUR', euro: 'EUR', euros: 'EUR' };

export function parseCurrency(value: unknown): Parsed<Currency> {
  if (typeof value === 'string') {
    const key = value.trim().toLowerCase();
    const currency = Object.prototype.hasOwnProperty.call(CURRENCY_SPELLINGS, key) ? CURRENCY_SPELLINGS[key] : undefined;
    if (currency && (CURRENCIES as readonly string[]).includes(currency)) return { ok: true, value: currency };
  }
  return { ok: false, message: ISSUE.currencyInvalid };
}

/** A built-in spelling resolves to its slug; any other slug-shaped value passes (categories are data; the kind lookup checks it). */
export function parseCategory(value: unknown): Parsed<string> {
  const slug = categorySlugCandidate(value);
  return slug ? { ok: true, value: slug } : { ok: false, message: ISSUE.categoryRequired };
}

/** Brand as typed, but a known brand gets its canonical spelling ('bmw' → 'BMW'). */
export function parseBrand(value: unknown): Parsed<string> {
  const text = parseText(60, ISSUE.optionInvalid)(value);
  if (!text.ok) return text;
  const known = CAR_BRANDS.find((brand) => normalizeSearchText(brand) === normalizeSearchText(text.value));
  return { ok: true, value: known ?? text.value };
}

/** '1500-2500', '1 500 DT à 2 500 DT', '1800': the older single salary field. */
export function parseSalaryRange(value: unknown): Parsed<{ min: number; max: number }> {
  if (typeof value !== 'string') return { ok: false, message: ISSUE.salaryInvalid };
  const match = /^(\d+)(?:-(\d+))?$/.exec(value.replace(/\s|dt|tnd/gi, '').replace(/–|à/g, '-'));
  if (!match) return { ok: false, message: ISSUE.salaryInvalid };
  const min = Number(match[1]);
  const max = Number(match[2] ?? match[1]);
  return min <= max ? { ok: true, value: { min, max } } : { ok: false, message: ISSUE.salaryOrder };
}

const currentYear = () => new Date().getFullYear();

export function parseYear(value: unknown): Parsed<number> {
  // The upper bound is read at parse time so a long-running server accepts next year's cars in January.
  return parseNumber({ min: CAR_YEAR_MIN, max: currentYear(), integer: true }, ISSUE.carYearRange(currentYear()))(value);
}

export const text = (max: number, tooLong: string) => optionalField(parseText(max, tooLong));
export const int = (min: number, max: number, message: string) => optionalField(parseNumber({ min, max, integer: true }, message));
export const bool = () => optionalField(parseBoolean());
/** An option given as its value or as its French or Arabic label. */
export const option = <V extends string>(values: readonly V[], labels: OptionLabels<V>) =>
  optionalField(parseOption(values, labels, ISSUE.optionInvalid));

// Counts and measures as the screens show them, in the reader's language.
import type { Language } from './constants';
import { frenchNumber } from './price';

/**
 * A count or a measure as the screens show it (stats, mileage, surface): '12 345' (narrow no-break
 * spaces) in French, '12.345' in Arabic (Tunisia's grouping, Latin digits), decimals after a comma
 * and rounded to three, as `Intl.NumberFormat('fr-FR' | 'ar-TN')` writes them. Not Intl itself: a
 * page's first Intl.NumberFormat loads the locale's data, about 15 ms on a phone inside one render.
 */
export function formatNumber(value: number, language: Language): string {
  if (language !== 'ar') return frenchNumber(value, '\u202F');
  const text = frenchNumber(Math.abs(value), '.');
  // A left-to-right mark keeps the minus on the number's left in a right-to-left line.
  return value < 0 && text !== '0' ? `\u200E-${text}` : text;
}

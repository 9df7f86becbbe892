// Amounts in dinars: "30000", "30 000 DT", "30 mille", "30k", "30 ألف", "ألف", "1,5 million".
import { CURRENCY_WORDS, MULTIPLIER_WORDS, WORD_AMOUNTS } from './lexicon';
import { phraseTable, wordSet } from './phrases';
import { isNumberToken } from './tokens';

const multipliers = phraseTable(MULTIPLIER_WORDS.flatMap((m) => m.forms.map((f) => [f, m.factor] as const)));
const wordAmounts = phraseTable(WORD_AMOUNTS.flatMap((w) => w.forms.map((f) => [f, w.value] as const)));
const currencies = wordSet(CURRENCY_WORDS);

export interface Amount {
  value: number;
  /** Index after the amount. */
  end: number;
  /** Said with a unit ("mille", "DT", "ألف"): surely a price, not a model number like "iPhone 13". */
  explicit: boolean;
}

export function matchAmount(tokens: readonly string[], start: number): Amount | null {
  const token = tokens[start];
  if (token === undefined) return null;
  let value: number;
  let end: number;
  let explicit = false;
  if (isNumberToken(token)) {
    value = Number(token);
    end = start + 1;
    const multiplier = multipliers.match(tokens, end);
    if (multiplier) {
      value *= multiplier.value;
      end += multiplier.length;
      explicit = true;
    }
  } else {
    const word = wordAmounts.match(tokens, start);
    if (!word) return null;
    value = word.value;
    end = start + word.length;
    explicit = true;
  }
  const currency = currencies.match(tokens, end);
  if (currency) {
    end += currency.length;
    explicit = true;
  }
  return Number.isFinite(value) ? { value: Math.round(value), end, explicit } : null;
}

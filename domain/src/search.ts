// Search text normalisation shared by the server (stored `search_text`) and the client (query),
// so that `canape` finds `Canapé` and `احمد` finds `أحمد`.

const LATIN_LIGATURES: Readonly<Record<string, string>> = { œ: 'oe', æ: 'ae', ß: 'ss' };

const ARABIC_LETTER_VARIANTS: Readonly<Record<string, string>> = {
  'أ': 'ا',
  'إ': 'ا',
  'آ': 'ا',
  'ٱ': 'ا',
  'ى': 'ي',
  'ة': 'ه',
  'ؤ': 'و',
  'ئ': 'ي',
};

// Tashkeel (harakat, tanwin, shadda, sukun, ...), superscript alef and tatweel carry no meaning for search.
const ARABIC_DIACRITICS = /[\u064B-\u065F\u0670\u0640]/g;
// Latin combining marks left by NFD (accents); Arabic marks are handled above.
const COMBINING_MARKS = /[\u0300-\u036F]/g;
// Arabic-Indic (U+0660–0669) and Eastern Arabic-Indic (U+06F0–06F9) digits.
const ARABIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;
const SEPARATORS = /[^\p{L}\p{N}]+/gu;

export function normalizeSearchText(input: string): string {
  return input
    .toLowerCase()
    .replace(/[œæß]/g, (ch) => LATIN_LIGATURES[ch] ?? ch)
    // NFD splits Latin accents off, but would also split آ/أ/إ/ؤ/ئ into base + hamza/madda,
    // so Arabic letter variants are unified first.
    .replace(/[أإآٱىةؤئ]/g, (ch) => ARABIC_LETTER_VARIANTS[ch] ?? ch)
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .replace(ARABIC_DIACRITICS, '')
    .replace(ARABIC_DIGITS, (d) => String((d.codePointAt(0) ?? 0) % 16))
    .normalize('NFC')
    .replace(SEPARATORS, ' ')
    .trim();
}

export function searchTokens(input: string): string[] {
  const normalized = normalizeSearchText(input);
  return normalized === '' ? [] : normalized.split(' ');
}

export interface SearchableProduct {
  title: string;
  description?: string | null;
  location?: string | null;
  categoryName?: string | null;
  categoryNameAr?: string | null;
  categorySlug?: string | null;
  city?: string | null;
  brand?: string | null;
  model?: string | null;
}

/** The normalised text the server stores in `search_text` and matches query tokens against. */
export function buildSearchText(product: SearchableProduct): string {
  const parts = [
    product.title,
    product.description,
    product.location,
    product.city,
    product.categoryName,
    product.categoryNameAr,
    product.categorySlug,
    product.brand,
    product.model,
  ];
  return normalizeSearchText(parts.filter((part): part is string => typeof part === 'string' && part !== '').join(' '));
}

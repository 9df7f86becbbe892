import { normalizeSearchText } from '@souk/domain';

/**
 * Keyword matching for the support bot, pure and local (no external service). Text and keywords
 * go through the same normalisation as product search (case, Latin accents, Arabic letter
 * variants and tashkeel), so « Sécurité », « securite » and « SECURITE » are one word, and so
 * are « إعلان » and « اعلان ».
 */
export interface FaqEntry {
  id: number;
  /** Shared by the translations of one entry (Strapi i18n). */
  documentId?: string;
  locale: string;
  question: string;
  keywords: string;
  answer: string;
  suggestions: unknown;
  priority: number;
}

export interface FaqMatch {
  entry: FaqEntry;
  score: number;
}

// The Arabic article and the one-letter conjunctions/prepositions glued to it (وال، بال، فال، كال، لل).
const ARABIC_PREFIXES = /^(?:[وفبك]?ال|لل)(?=.{2,})/;
const ARABIC = /[\u0600-\u06ff]/;

/** A token and its article-less form, so « الاعلان » meets the keyword « اعلان ». */
function forms(token: string): string[] {
  if (!ARABIC.test(token)) return [token];
  const bare = token.replace(ARABIC_PREFIXES, '');
  return bare === token ? [token] : [token, bare];
}

function commonPrefix(a: string, b: string) {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}

/** 1 for the same word; 0.75 for the same word inflected (annonce/annonces, publier/publication). */
function wordScore(token: string, keyword: string): number {
  let best = 0;
  for (const form of forms(token)) {
    for (const kw of forms(keyword)) {
      if (form === kw) return 1;
      const shorter = Math.min(form.length, kw.length);
      const prefix = commonPrefix(form, kw);
      if ((prefix === shorter && shorter >= 4) || prefix >= 5) best = 0.75;
    }
  }
  return best;
}

export const splitKeywords = (keywords: string) =>
  keywords
    .split(/[,;\n،؛]+/)
    .map((k) => normalizeSearchText(k))
    .filter((k) => k !== '');

/** How well a message matches one keyword: a single word anywhere, or a phrase word for word. */
function keywordScore(tokens: string[], keyword: string): number {
  const words = keyword.split(' ');
  if (words.length === 1) return Math.max(0, ...tokens.map((t) => wordScore(t, keyword)));
  for (let i = 0; i + words.length <= tokens.length; i++) {
    if (words.every((w, j) => wordScore(tokens[i + j]!, w) === 1)) return 1 + 0.5 * (words.length - 1);
  }
  return 0;
}

export const isArabicText = (text: string) => ARABIC.test(text);

/** The best entry for a message, preferring entries in `preferred` (else the message's) language; null when nothing matches. */
export function bestMatch(message: string, entries: FaqEntry[], preferred?: string): FaqMatch | null {
  const tokens = normalizeSearchText(message).split(' ').filter(Boolean);
  if (tokens.length === 0) return null;
  const locale = preferred ?? (isArabicText(message) ? 'ar' : 'fr');
  let best: FaqMatch | null = null;
  for (const entry of entries) {
    const score = splitKeywords(entry.keywords).reduce((sum, keyword) => sum + keywordScore(tokens, keyword), 0);
    if (score === 0) continue;
    const better =
      !best ||
      score > best.score ||
      (score === best.score && (entry.locale === locale) > (best.entry.locale === locale)) ||
      (score === best.score && (entry.locale === locale) === (best.entry.locale === locale) && entry.priority > best.entry.priority);
    if (better) best = { entry, score };
  }
  return best;
}

export const GREETINGS = new Set(['bonjour', 'bonsoir', 'salut', 'hello', 'salam', 'slt', 'coucou', 'aslema', 'marhba', 'مرحبا', 'سلام', 'السلام', 'اهلا']);

export const isGreeting = (message: string) => normalizeSearchText(message).split(' ').some((t) => GREETINGS.has(t));

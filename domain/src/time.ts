// Relative-time labels of SPEC section 9 and date helpers. Pure: `now` is a parameter.
import type { Language } from './constants';
import type { Option, OptionLabels } from './options';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
// Calendar-free spans: an age is an order of magnitude, and the server and the browser agree whatever their time zones.
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

export const UNKNOWN_DATE_LABEL = 'Date inconnue';
const UNKNOWN_DATE_LABEL_AR = 'تاريخ غير معروف';

function toDate(value: Date | string | number | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Elapsed milliseconds; a date slightly in the future (clock skew) counts as now. */
function elapsed(date: Date | string, now: Date): number | null {
  const parsed = toDate(date);
  if (!parsed) return null;
  return Math.max(0, now.getTime() - parsed.getTime());
}

type Unit = 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year';

/** The span an age is told in, and how many of it (whole units, rounded down). */
function ageUnit(ms: number): { unit: Unit; n: number } {
  if (ms < HOUR) return { unit: 'minute', n: Math.floor(ms / MINUTE) };
  if (ms < DAY) return { unit: 'hour', n: Math.floor(ms / HOUR) };
  if (ms < WEEK) return { unit: 'day', n: Math.floor(ms / DAY) };
  if (ms < MONTH) return { unit: 'week', n: Math.floor(ms / WEEK) };
  if (ms < YEAR) return { unit: 'month', n: Math.floor(ms / MONTH) };
  return { unit: 'year', n: Math.floor(ms / YEAR) };
}

const FRENCH_WORDS: Record<Unit, [one: string, many: string]> = {
  minute: ['minute', 'minutes'],
  hour: ['heure', 'heures'],
  day: ['jour', 'jours'],
  week: ['semaine', 'semaines'],
  month: ['mois', 'mois'],
  year: ['an', 'ans'],
};
const FRENCH_SHORT: Record<Unit, (n: number) => string> = {
  minute: (n) => `${n} min`,
  hour: (n) => `${n}h`,
  day: (n) => `${n}j`,
  week: (n) => `${n} sem`,
  month: (n) => `${n} mois`,
  year: (n) => `${n} ${n === 1 ? 'an' : 'ans'}`,
};

// Arabic counts: 1 and 2 are the word alone (singular, dual), 3–10 take the plural, 11 and more the accusative singular.
const ARABIC_WORDS: Record<Unit, [one: string, two: string, few: string, many: string]> = {
  minute: ['دقيقة', 'دقيقتين', 'دقائق', 'دقيقة'],
  hour: ['ساعة', 'ساعتين', 'ساعات', 'ساعة'],
  day: ['يوم', 'يومين', 'أيام', 'يومًا'],
  week: ['أسبوع', 'أسبوعين', 'أسابيع', 'أسبوعًا'],
  month: ['شهر', 'شهرين', 'أشهر', 'شهرًا'],
  year: ['سنة', 'سنتين', 'سنوات', 'سنة'],
};
const ARABIC_SHORT: Partial<Record<Unit, string>> = { minute: 'د', hour: 'س', day: 'ي' };

function arabicWords(unit: Unit, n: number): string {
  const [one, two, few, many] = ARABIC_WORDS[unit];
  if (n === 1) return `منذ ${one}`;
  if (n === 2) return `منذ ${two}`;
  return `منذ ${n} ${n <= 10 ? few : many}`;
}

const JUST_NOW = { fr: "À l'instant", ar: 'الآن' } as const;

/**
 * How an age is written: `short` where space is tight (product cards, conversation lists, message
 * times: '5 min', '3h', '2j', '3 sem', '2 mois', '1 an'; Arabic 'منذ 5 د' … and, past a week, words:
 * 'منذ شهرين'), `long` in sentences and lists with room (a listing's page, notifications: 'il y a 2 mois',
 * 'منذ شهرين'). Both: 'À l'instant' under a minute; weeks under 30 days, months under 365, then years.
 */
export type AgeStyle = 'short' | 'long';

/** A date's age from `now` in a language and style; '' for an invalid date (a future one counts as now). */
export function relativeAge(date: Date | string, now: Date = new Date(), locale: Language = 'fr', style: AgeStyle = 'short'): string {
  const ms = elapsed(date, now);
  if (ms === null) return '';
  if (ms < MINUTE) return JUST_NOW[locale];
  const { unit, n } = ageUnit(ms);
  if (locale === 'ar') {
    const letter = ARABIC_SHORT[unit];
    return style === 'short' && letter ? `منذ ${n} ${letter}` : arabicWords(unit, n);
  }
  if (style === 'short') return FRENCH_SHORT[unit](n);
  const [one, many] = FRENCH_WORDS[unit];
  return `il y a ${n} ${n === 1 ? one : many}`;
}

/** Label of "just now" in a language, for screens that phrase it differently ('Publié à l'instant'). */
export const justNowLabel = (locale: Language = 'fr'): string => JUST_NOW[locale];

/** Conversations, messages and sessions (SPEC 9, messages: hours, days, then weeks 'sem'), short. */
export const relativeTimeMessages = (date: Date | string, now: Date = new Date(), locale: Language = 'fr'): string =>
  relativeAge(date, now, locale, 'short');

/** Notifications: 'À l'instant', then the age in words ('il y a 3 heures', 'منذ شهرين'). */
export const relativeTimeNotification = (date: Date | string, now: Date = new Date(), locale: Language = 'fr'): string =>
  relativeAge(date, now, locale, 'long');

const RLM = '\u200F';

/**
 * fr-FR (dd/mm/yyyy) or ar-TN (d‏/m‏/yyyy, right-to-left marks after day and month) date, as
 * `toLocaleDateString` writes them; 'Date inconnue' when missing or invalid. In the local time zone
 * it is written by hand (time.test.ts compares it with Intl): a page's first Intl date loads the
 * locale's data, 45 ms inside a listing page's hydration on a phone (ARCHITECTURE decision 64).
 * Another time zone, or a year Intl would write otherwise, goes through Intl.
 */
export function formatDate(
  date: Date | string | number | null | undefined,
  locale: Language = 'fr',
  options: { timeZone?: string } = {},
): string {
  const parsed = toDate(date);
  if (!parsed) return locale === 'ar' ? UNKNOWN_DATE_LABEL_AR : UNKNOWN_DATE_LABEL;
  const year = parsed.getFullYear();
  if (options.timeZone || year < 1000 || year > 9999) {
    return parsed.toLocaleDateString(locale === 'ar' ? 'ar-TN' : 'fr-FR', options.timeZone ? { timeZone: options.timeZone } : {});
  }
  const day = parsed.getDate();
  const month = parsed.getMonth() + 1;
  if (locale === 'ar') return `${day}${RLM}/${month}${RLM}/${year}`;
  return `${String(day).padStart(2, '0')}/${String(month).padStart(2, '0')}/${year}`;
}

export const DATE_RANGES = ['all', 'today', 'week', 'month', '3months'] as const;
export type DateRange = (typeof DATE_RANGES)[number];

const DATE_RANGE_LABELS: OptionLabels<DateRange> = {
  all: { fr: 'Toutes les dates', ar: 'كل التواريخ' },
  today: { fr: "Aujourd'hui", ar: 'اليوم' },
  week: { fr: 'Cette semaine', ar: 'هذا الأسبوع' },
  month: { fr: 'Ce mois', ar: 'هذا الشهر' },
  '3months': { fr: '3 derniers mois', ar: 'آخر 3 أشهر' },
};

/** The date filter's entries, 'all' (no filter) first. */
export const DATE_RANGE_OPTIONS: readonly Option<DateRange>[] = DATE_RANGES.map((value) => ({ value, label: DATE_RANGE_LABELS[value] }));

function monthsBefore(now: Date, months: number): Date {
  const start = new Date(now.getTime());
  start.setUTCMonth(start.getUTCMonth() - months);
  return start;
}

/**
 * Oldest creation date a listing may have to pass the date filter; null for 'all'.
 * Windows are rolling ('today' = last 24 h) so the server and the browser agree whatever their time zones.
 */
export function dateRangeStart(range: DateRange, now: Date = new Date()): Date | null {
  switch (range) {
    case 'all':
      return null;
    case 'today':
      return new Date(now.getTime() - DAY);
    case 'week':
      return new Date(now.getTime() - WEEK);
    case 'month':
      return monthsBefore(now, 1);
    case '3months':
      return monthsBefore(now, 3);
  }
}

// Relative-time labels of SPEC section 9 and date helpers. Pure: `now` is a parameter.
import type { Language } from './constants';
import type { Option, OptionLabels } from './options';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

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

const UNITS = {
  fr: { minutes: (n: number) => `${n} min`, hours: (n: number) => `${n}h`, days: (n: number) => `${n}j`, weeks: (n: number) => `${n} sem`, now: "À l'instant" },
  ar: {
    minutes: (n: number) => `منذ ${n} د`,
    hours: (n: number) => `منذ ${n} س`,
    days: (n: number) => `منذ ${n} ي`,
    weeks: (n: number) => `منذ ${n} أسبوع`,
    now: 'الآن',
  },
} as const;

/** 'À l'instant' under a minute, then minutes under an hour: nobody wants to read "il y a 0h". */
function underAnHour(ms: number, locale: Language): string | null {
  const units = UNITS[locale];
  if (ms < MINUTE) return units.now;
  if (ms < HOUR) return units.minutes(Math.floor(ms / MINUTE));
  return null;
}

/** Label of "just now" in a language, for screens that phrase it differently ('Publié à l'instant'). */
export const justNowLabel = (locale: Language = 'fr'): string => UNITS[locale].now;

/** Conversation list: minutes under an hour, hours under 24 h, days under 168 h, else weeks. '' for an invalid date. */
export function relativeTimeMessages(date: Date | string, now: Date = new Date(), locale: Language = 'fr'): string {
  const ms = elapsed(date, now);
  if (ms === null) return '';
  const units = UNITS[locale];
  const recent = underAnHour(ms, locale);
  if (recent) return recent;
  if (ms < DAY) return units.hours(Math.floor(ms / HOUR));
  if (ms < WEEK) return units.days(Math.floor(ms / DAY));
  return units.weeks(Math.floor(ms / WEEK));
}

/** Listing age: minutes under an hour, hours under 24 h, then days. '' for an invalid date. */
export function relativeTimeDetail(date: Date | string, now: Date = new Date(), locale: Language = 'fr'): string {
  const ms = elapsed(date, now);
  if (ms === null) return '';
  const units = UNITS[locale];
  const recent = underAnHour(ms, locale);
  if (recent) return recent;
  if (ms < DAY) return units.hours(Math.floor(ms / HOUR));
  return units.days(Math.floor(ms / DAY));
}

/** Notifications read like a listing's age: 'À l'instant' under a minute, then minutes, hours, days. */
export const relativeTimeNotification = relativeTimeDetail;

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

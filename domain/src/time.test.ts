import { describe, expect, it } from 'vitest';
import {
  DATE_RANGES,
  dateRangeStart,
  formatDate,
  relativeAge,
  relativeTimeMessages,
  relativeTimeNotification,
} from './time';

const NOW = new Date('2025-06-15T12:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const MIN = 60_000;
const H = 60 * MIN;
const D = 24 * H;

describe('relativeTimeMessages', () => {
  it.each([
    [0, "À l'instant"],
    [59 * 1000, "À l'instant"],
    [MIN, '1 min'],
    [59 * MIN, '59 min'],
    [H, '1h'],
    [24 * H - 1, '23h'],
    [24 * H, '1j'],
    [167 * H, '6j'],
    [168 * H, '1 sem'],
    [29 * D, '4 sem'],
    [30 * D, '1 mois'],
    [60 * D, '2 mois'],
    [364 * D, '12 mois'],
    [365 * D, '1 an'],
    [800 * D, '2 ans'],
  ])('%i ms ago → %s', (ms, label) => {
    expect(relativeTimeMessages(ago(ms), NOW)).toBe(label);
  });

  it('accepts ISO strings, Arabic, and gives "" for an invalid date', () => {
    expect(relativeTimeMessages(ago(3 * H).toISOString(), NOW)).toBe('3h');
    expect(relativeTimeMessages(ago(2 * D), NOW, 'ar')).toBe('منذ 2 ي');
    expect(relativeTimeMessages(ago(14 * D), NOW, 'ar')).toBe('منذ أسبوعين');
    expect(relativeTimeMessages(ago(60 * D), NOW, 'ar')).toBe('منذ شهرين');
    expect(relativeTimeMessages('not a date', NOW)).toBe('');
  });

  it('treats a future date (clock skew) as now', () => {
    expect(relativeTimeMessages(new Date(NOW.getTime() + 5 * MIN), NOW)).toBe("À l'instant");
  });
});

describe('relativeAge', () => {
  it.each([
    [10 * 1000, "À l'instant", "À l'instant"],
    [12 * MIN, '12 min', 'il y a 12 minutes'],
    [MIN, '1 min', 'il y a 1 minute'],
    [5 * H, '5h', 'il y a 5 heures'],
    [24 * H - 1, '23h', 'il y a 23 heures'],
    [24 * H, '1j', 'il y a 1 jour'],
    [6 * D, '6j', 'il y a 6 jours'],
    [7 * D, '1 sem', 'il y a 1 semaine'],
    [21 * D, '3 sem', 'il y a 3 semaines'],
    [60 * D, '2 mois', 'il y a 2 mois'],
    [365 * D, '1 an', 'il y a 1 an'],
    [3 * 365 * D, '3 ans', 'il y a 3 ans'],
  ])('%i ms ago → %s (short), %s (long)', (ms, short, long) => {
    expect(relativeAge(ago(ms), NOW, 'fr', 'short')).toBe(short);
    expect(relativeAge(ago(ms), NOW, 'fr', 'long')).toBe(long);
  });

  it.each([
    [0, 'الآن', 'الآن'],
    [7 * MIN, 'منذ 7 د', 'منذ 7 دقائق'],
    [5 * H, 'منذ 5 س', 'منذ 5 ساعات'],
    [2 * D, 'منذ 2 ي', 'منذ يومين'],
    [7 * D, 'منذ أسبوع', 'منذ أسبوع'],
    [14 * D, 'منذ أسبوعين', 'منذ أسبوعين'],
    [21 * D, 'منذ 3 أسابيع', 'منذ 3 أسابيع'],
    [60 * D, 'منذ شهرين', 'منذ شهرين'],
    [330 * D, 'منذ 11 شهرًا', 'منذ 11 شهرًا'],
    [365 * D, 'منذ سنة', 'منذ سنة'],
    [5 * 365 * D, 'منذ 5 سنوات', 'منذ 5 سنوات'],
  ])('speaks Arabic: %i ms ago → %s (short), %s (long)', (ms, short, long) => {
    expect(relativeAge(ago(ms), NOW, 'ar', 'short')).toBe(short);
    expect(relativeAge(ago(ms), NOW, 'ar', 'long')).toBe(long);
  });

  it('gives "" for an invalid date', () => {
    expect(relativeAge('not a date', NOW, 'fr', 'long')).toBe('');
  });
});

describe('relativeTimeNotification', () => {
  it.each([
    [0, "À l'instant"],
    [59_999, "À l'instant"],
    [MIN, 'il y a 1 minute'],
    [59 * MIN, 'il y a 59 minutes'],
    [H, 'il y a 1 heure'],
    [24 * H, 'il y a 1 jour'],
    [40 * D, 'il y a 1 mois'],
  ])('%i ms ago → %s', (ms, label) => {
    expect(relativeTimeNotification(ago(ms), NOW)).toBe(label);
  });

  it('speaks Arabic', () => {
    expect(relativeTimeNotification(ago(10), NOW, 'ar')).toBe('الآن');
    expect(relativeTimeNotification(ago(5 * MIN), NOW, 'ar')).toBe('منذ 5 دقائق');
  });
});

describe('formatDate', () => {
  it('uses fr-FR by default and ar-TN for Arabic', () => {
    expect(formatDate('2025-03-07T12:00:00Z', 'fr', { timeZone: 'UTC' })).toBe('07/03/2025');
    const arabic = formatDate('2025-03-07T12:00:00Z', 'ar', { timeZone: 'UTC' });
    expect(arabic).toMatch(/2025|٢٠٢٥/);
  });

  it('writes a local date as toLocaleDateString does for fr-FR and ar-TN, without loading Intl', () => {
    const dates = [
      new Date(2026, 0, 5),
      new Date(2026, 10, 26, 23, 59),
      new Date(1999, 11, 31),
      new Date(2024, 1, 29, 0, 0, 1),
      new Date(1000, 6, 4),
      new Date(9999, 8, 9),
      '2025-03-07T12:00:00Z',
      Date.UTC(2025, 5, 30, 23, 30),
    ];
    for (const date of dates) {
      const parsed = new Date(date);
      expect(formatDate(date, 'fr'), `${parsed.toISOString()} fr`).toBe(parsed.toLocaleDateString('fr-FR'));
      expect(formatDate(date, 'ar'), `${parsed.toISOString()} ar`).toBe(parsed.toLocaleDateString('ar-TN'));
    }
    expect(formatDate(new Date(2026, 0, 5), 'fr')).toBe('05/01/2026');
    expect(formatDate(new Date(2026, 0, 5), 'ar')).toBe('5\u200F/1\u200F/2026');
    // Years Intl writes its own way still go through it.
    const old = new Date(999, 0, 1);
    expect(formatDate(old, 'fr')).toBe(old.toLocaleDateString('fr-FR'));
  });

  it.each([null, undefined, '', 'garbage'])('%j → Date inconnue', (input) => {
    expect(formatDate(input)).toBe('Date inconnue');
  });
});

describe('dateRangeStart', () => {
  it('gives the oldest creation date of each range', () => {
    expect(DATE_RANGES).toEqual(['all', 'today', 'week', 'month', '3months']);
    expect(dateRangeStart('all', NOW)).toBeNull();
    expect(dateRangeStart('today', NOW)?.toISOString()).toBe('2025-06-14T12:00:00.000Z');
    expect(dateRangeStart('week', NOW)?.toISOString()).toBe('2025-06-08T12:00:00.000Z');
    expect(dateRangeStart('month', NOW)?.toISOString()).toBe('2025-05-15T12:00:00.000Z');
    expect(dateRangeStart('3months', NOW)?.toISOString()).toBe('2025-03-15T12:00:00.000Z');
  });
});

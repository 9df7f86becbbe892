// A listing's views day by day for its owner (issue 28: 'Mes annonces' draws them as a sparkline):
// the query of GET /api/products/views and its answer, shared by the cms and the site.
import { z } from 'zod';
import { ISSUE } from './messages';
import { optionalField, parseNumber, parseText, strictBody } from './fields';

/** Days a series spans at most (and by default): the sparkline's 30 days. The server keeps that many. */
export const VIEW_SERIES_DAYS = 30;

const DAY_MS = 86_400_000;

/** The UTC day number of a time (days since 1970-01-01): how views are filed, in every replica alike. */
export const viewDayOf = (time: number) => Math.floor(time / DAY_MS);

/** `2026-11-28` for a UTC day number. */
export const viewDayDate = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** `?days=1..30` and an optional `owner` (a user id: only the signed-in user's own answer). */
export const viewSeriesQuerySchema = strictBody({
  days: optionalField(parseNumber({ min: 1, max: VIEW_SERIES_DAYS, integer: true }, ISSUE.viewDaysInvalid)),
  owner: optionalField(parseText(64, ISSUE.invalidInput)),
}).transform((q) => ({ days: q.days ?? VIEW_SERIES_DAYS, ...(q.owner ? { owner: q.owner } : {}) }));
export type ViewSeriesQuery = z.output<typeof viewSeriesQuerySchema>;

/**
 * GET /api/products/views: every listing of the owner with its views per day, oldest day first,
 * days without a view as 0, so `views[listingId].length === days` and the last entry is today (UTC).
 */
export interface ViewSeries {
  /** The first day of the series, `YYYY-MM-DD` (UTC). */
  from: string;
  days: number;
  views: Record<string, number[]>;
}

/** The views of the series, added up: the figure the sparkline is read out as. */
export const viewTotal = (views: readonly number[]) => views.reduce((sum, n) => sum + n, 0);

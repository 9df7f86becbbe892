// Advertisements (docs/API.md "Advertisements"): the public query and the ad a slot shows.
import { z } from 'zod';
import { AD_POSITIONS, LANGUAGES, type AdPosition, type Language } from './constants';
import { ISSUE } from './messages';
import { optionalField, parseText, requiredField, strictBody } from './fields';
import { parseCategoryFilter, parseOneOf } from './filters';

export const parseLanguage = parseOneOf<Language>(LANGUAGES, ISSUE.languageUnknown);

/** GET /api/advertisements?position=&category=&locale= */
export const advertisementQuerySchema = strictBody({
  position: optionalField(parseOneOf<AdPosition>(AD_POSITIONS, ISSUE.adPositionUnknown)),
  category: optionalField(parseCategoryFilter),
  locale: optionalField(parseLanguage),
}).transform((q) => ({ position: q.position, category: q.category ?? undefined, locale: q.locale ?? ('fr' as const) }));
export type AdvertisementQuery = z.output<typeof advertisementQuerySchema>;

/** GET /api/advertisements/preview?token= — the signed link the studio's preview opens (docs/API.md). */
export const advertisementPreviewQuerySchema = strictBody({
  token: requiredField(parseText(2000, ISSUE.previewLinkTooLong), ISSUE.previewLinkMissing),
});

export interface ApiAdvertisement {
  id: string;
  title: string;
  description: string | null;
  image_url: string | null;
  target_url: string;
  advertiser_name: string | null;
  position: AdPosition;
  /** Targeted category slug; null for an ad shown everywhere. */
  category: string | null;
  locale: Language;
}

/** POST /api/advertisements/:id/click */
export interface AdClickResult {
  target_url: string;
}

/** One day of a banner's figures. */
export interface DailyFigures {
  day: string;
  impressions: number;
  clicks: number;
  ctr: number | null;
}

/** A banner's figures as the admin dashboard reads them (GET /api/admin/ads/performance). */
export interface AdPerformance {
  id: string;
  title: string;
  position: string;
  category: string | null;
  starts_at: string | null;
  ends_at: string | null;
  published: boolean;
  impressions: number;
  clicks: number;
  /** Click-through rate in percent (two decimals); null before the first impression. */
  ctr: number | null;
  daily: DailyFigures[];
}

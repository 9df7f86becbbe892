import type { Core } from '@strapi/strapi';
import { type AdPerformance, type AdvertisementQuery, type AdPosition, type ApiAdvertisement, type Language } from '@souk/domain';
import { bumpDaily, ctrOf, dailyFigures } from '../utils/ad-performance';
import { dbDate, parseJson, toIso } from '../../../db/sql';
import { notFound } from '../../../http/errors';
import { TABLES, UIDS } from '../../../db/tables';

/** Editors type target URLs in the studio; only web links ever reach a browser tab. */
const isWebUrl = (url: unknown): url is string => typeof url === 'string' && /^https?:\/\/[^\s]+$/i.test(url.trim());

/**
 * Banners scheduled by editors in the studio (localised fr/ar). Reads and counters are SQL: the
 * list is one query plus one for images, and impressions/clicks are single UPDATE statements
 * (never read-modify-write). The counters are not localised, so every locale row of an ad moves
 * together and the studio shows the same totals in fr and ar.
 */
const service = ({ strapi }: { strapi: Core.Strapi }) => {
  const knex = () => strapi.db.connection;

  return {
    /** Ads active now for a position and category (targeted to it, or untargeted), in the asked locale (fr as fallback). */
    async active(query: AdvertisementQuery): Promise<ApiAdvertisement[]> {
      const now = dbDate(strapi);
      // Targeting belongs to the banner, not to one translation: a category linked to any locale
      // row of the document counts for all of them.
      const targeting = knex()(`${TABLES.advertisements} as t`)
        .join(`${TABLES.advertisementCategory} as tc`, 'tc.advertisement_id', 't.id')
        .join(`${TABLES.categories} as tcat`, 'tcat.id', 'tc.category_id')
        .select('t.document_id', knex().raw('max(tcat.slug) as category_slug'))
        .groupBy('t.document_id')
        .as('tg');
      const q = knex()(`${TABLES.advertisements} as a`)
        .leftJoin(targeting, 'tg.document_id', 'a.document_id')
        .whereNotNull('a.published_at')
        .whereIn('a.locale', [...new Set([query.locale, 'fr'])])
        .where((w) => w.whereNull('a.starts_at').orWhere('a.starts_at', '<=', now))
        .where((w) => w.whereNull('a.ends_at').orWhere('a.ends_at', '>', now))
        .select('a.id', 'a.document_id', 'a.locale', 'a.title', 'a.description', 'a.target_url', 'a.advertiser_name', 'a.position', 'tg.category_slug')
        .orderBy('a.id', 'asc');
      if (query.position) q.where('a.position', query.position);
      if (query.category) q.where((w) => w.whereNull('tg.category_slug').orWhere('tg.category_slug', query.category!));
      else q.whereNull('tg.category_slug');
      const rows = (await q) as Array<Record<string, unknown>>;

      // One row per ad: the asked locale when the editors translated it, French otherwise.
      const byDocument = new Map<string, Record<string, unknown>>();
      for (const row of rows) {
        const key = String(row.document_id);
        const seen = byDocument.get(key);
        if (!seen || (seen.locale !== query.locale && row.locale === query.locale)) byDocument.set(key, row);
      }
      const chosen = [...byDocument.values()].filter((r) => isWebUrl(r.target_url));
      if (chosen.length === 0) return [];

      // The image is not localised: any locale row of the ad may hold it.
      const images = (await knex()(`${TABLES.fileRelations} as m`)
        .join(`${TABLES.files} as f`, 'f.id', 'm.file_id')
        .join(`${TABLES.advertisements} as a`, 'a.id', 'm.related_id')
        .where('m.related_type', UIDS.advertisement)
        .where('m.field', 'image')
        .whereNotNull('a.published_at')
        .whereIn('a.document_id', chosen.map((r) => String(r.document_id)))
        .select('a.document_id', 'a.locale', 'f.url', 'f.formats')) as Array<Record<string, unknown>>;
      const imageOf = new Map<string, string>();
      for (const image of images.sort((x, y) => Number(y.locale === query.locale) - Number(x.locale === query.locale))) {
        const key = String(image.document_id);
        if (imageOf.has(key)) continue;
        const formats = parseJson<Record<string, { url?: string }>>(image.formats, {}) ?? {};
        imageOf.set(key, formats.medium?.url ?? formats.small?.url ?? String(image.url));
      }

      return chosen.map((r) => ({
        id: String(r.document_id),
        title: String(r.title),
        description: (r.description as string | null) ?? null,
        image_url: imageOf.get(String(r.document_id)) ?? null,
        target_url: String(r.target_url).trim(),
        advertiser_name: (r.advertiser_name as string | null) ?? null,
        position: String(r.position) as AdPosition,
        category: (r.category_slug as string | null) ?? null,
        locale: r.locale === 'ar' ? ('ar' as const) : ('fr' as const),
      }) satisfies ApiAdvertisement);
    },

    /** The draft of one banner in one locale, as a slot shows it (the studio's preview). */
    async preview(documentId: string, locale: Language): Promise<ApiAdvertisement> {
      const ad = (await strapi.documents(UIDS.advertisement).findOne({
        documentId,
        locale,
        status: 'draft',
        populate: { image: true, category: { fields: ['slug'] } },
      } as never)) as Record<string, any> | null;
      if (!ad || !isWebUrl(ad.target_url)) throw notFound('adNotFound');
      const formats = (ad.image?.formats ?? {}) as Record<string, { url?: string }>;
      return {
        id: documentId,
        title: String(ad.title),
        description: ad.description ?? null,
        image_url: ad.image ? (formats.medium?.url ?? formats.small?.url ?? String(ad.image.url)) : null,
        target_url: String(ad.target_url).trim(),
        advertiser_name: ad.advertiser_name ?? null,
        position: ad.position as AdPosition,
        category: ad.category?.slug ?? null,
        locale,
      };
    },

    async recordImpression(documentId: string): Promise<void> {
      const published = await knex()(TABLES.advertisements).where('document_id', documentId).whereNotNull('published_at').first('id');
      if (!published) throw notFound('adNotFound');
      // Draft and published rows, every locale: one figure per banner whichever row the studio opens.
      await knex()(TABLES.advertisements).where('document_id', documentId).increment('impression_count', 1);
      await bumpDaily(strapi, documentId, 'impressions');
    },

    /** Counts the click and answers where to send the visitor. */
    async recordClick(documentId: string): Promise<string> {
      const row = await knex()(TABLES.advertisements).where('document_id', documentId).whereNotNull('published_at').first('target_url');
      if (!isWebUrl(row?.target_url)) throw notFound('adNotFound');
      await knex()(TABLES.advertisements).where('document_id', documentId).increment('click_count', 1);
      await bumpDaily(strapi, documentId, 'clicks');
      return row.target_url.trim();
    },

    /** Every banner (drafts too) with impressions, clicks and click-through rate, overall and per day. */
    async performance(): Promise<AdPerformance[]> {
      const rows = (await knex()('advertisements as a')
        .leftJoin('advertisements_category_lnk as ac', 'ac.advertisement_id', 'a.id')
        .leftJoin('categories as c', 'c.id', 'ac.category_id')
        .select('a.document_id', 'a.locale', 'a.title', 'a.position', 'a.starts_at', 'a.ends_at', 'a.published_at', 'a.impression_count', 'a.click_count', 'c.slug as category_slug')
        .orderBy('a.id', 'asc')) as Array<Record<string, unknown>>;
      const byDocument = new Map<string, AdPerformance>();
      for (const r of rows) {
        const id = String(r.document_id);
        const seen = byDocument.get(id);
        const impressions = Number(r.impression_count ?? 0);
        const clicks = Number(r.click_count ?? 0);
        const entry: AdPerformance = seen ?? {
          id,
          title: String(r.title),
          position: String(r.position),
          category: null,
          starts_at: toIso(r.starts_at),
          ends_at: toIso(r.ends_at),
          published: false,
          impressions,
          clicks,
          ctr: ctrOf(impressions, clicks),
          daily: [],
        };
        if (r.locale === 'fr' && seen) entry.title = String(r.title);
        entry.category ??= (r.category_slug as string | null) ?? null;
        entry.published ||= r.published_at !== null && r.published_at !== undefined;
        byDocument.set(id, entry);
      }
      const daily = await dailyFigures(strapi, [...byDocument.keys()]);
      for (const entry of byDocument.values()) entry.daily = daily.get(entry.id) ?? [];
      return [...byDocument.values()];
    },
  };
};

export default service;
export type AdvertisementService = ReturnType<typeof service>;

declare module '../../../services' {
  interface ServiceFactories {
    advertisement: typeof service;
  }
}

import type { Core } from '@strapi/strapi';
import { type AdvertisementQuery, type AdPosition, type ApiAdvertisement } from '@souk/domain';
import { dbDate, parseJson } from '../../../lib/db';
import { notFound } from '../../../lib/http-error';
import { TABLES, UIDS } from '../../../lib/tables';

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
      const q = knex()(`${TABLES.advertisements} as a`)
        .leftJoin(`${TABLES.advertisementCategory} as ac`, 'ac.advertisement_id', 'a.id')
        .leftJoin(`${TABLES.categories} as c`, 'c.id', 'ac.category_id')
        .whereIn('a.locale', [...new Set([query.locale, 'fr'])])
        .where((w) => w.whereNull('a.starts_at').orWhere('a.starts_at', '<=', now))
        .where((w) => w.whereNull('a.ends_at').orWhere('a.ends_at', '>', now))
        .select('a.id', 'a.document_id', 'a.locale', 'a.title', 'a.description', 'a.target_url', 'a.advertiser_name', 'a.position', 'c.slug as category_slug')
        .orderBy('a.id', 'asc');
      if (query.position) q.where('a.position', query.position);
      if (query.category) q.where((w) => w.whereNull('c.id').orWhere('c.slug', query.category!));
      else q.whereNull('c.id');
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

    async recordImpression(documentId: string): Promise<void> {
      const updated = await knex()(TABLES.advertisements).where('document_id', documentId).increment('impression_count', 1);
      if (Number(updated) === 0) throw notFound('adNotFound');
    },

    /** Counts the click and answers where to send the visitor. */
    async recordClick(documentId: string): Promise<string> {
      const row = await knex()(TABLES.advertisements).where('document_id', documentId).first('target_url');
      if (!isWebUrl(row?.target_url)) throw notFound('adNotFound');
      await knex()(TABLES.advertisements).where('document_id', documentId).increment('click_count', 1);
      return row.target_url.trim();
    },
  };
};

export default service;
export type AdvertisementService = ReturnType<typeof service>;

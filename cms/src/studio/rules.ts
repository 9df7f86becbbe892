import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { MESSAGES, messageCode } from '@souk/domain';
import { ctrText, dailyFigures, forgetDaily } from '../api/advertisement/utils/ad-performance';
import { invalidateCategories } from '../api/category/utils/category-registry';
import { withCurrentDb } from '../db/sql';
import { AD_READ_ONLY_FIELDS, AD_UID, CATEGORY_UID } from './roles';

type Doc = Record<string, unknown> & { documentId?: string };

const toTime = (value: unknown): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const t = new Date(value as string).getTime();
  return Number.isNaN(t) ? null : t;
};

/** Adds the figures the studio shows read-only: click-through rate and the last 30 days. */
async function withFigures<T>(strapi: Core.Strapi, result: T): Promise<T> {
  const docs = (Array.isArray(result) ? result : result ? [result] : []) as Doc[];
  const ids = [...new Set(docs.map((d) => d.documentId).filter((id): id is string => typeof id === 'string'))];
  if (ids.length === 0) return result;
  const daily = await dailyFigures(strapi, ids);
  for (const doc of docs) {
    if (!doc.documentId || !('impression_count' in doc)) continue;
    const impressions = Number(doc.impression_count ?? 0);
    const clicks = Number(doc.click_count ?? 0);
    doc.click_through_rate = ctrText(impressions, clicks);
    doc.daily_stats = (daily.get(doc.documentId) ?? []).slice(0, 30).map((d) => ({ jour: d.day, impressions: d.impressions, clics: d.clicks, ctr: d.ctr === null ? '—' : `${d.ctr} %` }));
  }
  return result;
}

/**
 * Rules that hold for every write, the studio's included (the content manager goes through the
 * document service): a banner ends after it starts (a ValidationError the studio shows as is),
 * its counters and figures are never written by hand, and a category change refreshes the
 * category lookups at once.
 */
export function registerStudioRules(strapi: Core.Strapi) {
  strapi.documents.use(async (ctx, next) => {
    if (ctx.uid === AD_UID) {
      const params = ctx.params as { data?: Record<string, unknown>; documentId?: string; locale?: string };
      if ((ctx.action === 'create' || ctx.action === 'update') && params.data) {
        for (const field of AD_READ_ONLY_FIELDS) delete params.data[field];
        let starts = toTime(params.data.starts_at);
        let ends = toTime(params.data.ends_at);
        if (ctx.action === 'update' && params.documentId && (!('starts_at' in params.data) || !('ends_at' in params.data))) {
          const documentId = params.documentId;
          const current = (await withCurrentDb(strapi, (db) => db('advertisements').where('document_id', documentId).first('starts_at', 'ends_at'))) as
            | { starts_at?: unknown; ends_at?: unknown }
            | undefined;
          if (!('starts_at' in params.data)) starts = toTime(current?.starts_at);
          if (!('ends_at' in params.data)) ends = toTime(current?.ends_at);
        }
        if (starts !== null && ends !== null && ends <= starts) {
          throw new errors.ValidationError(MESSAGES.adEndBeforeStart, {
            code: messageCode('adEndBeforeStart'),
            errors: [{ path: ['ends_at'], message: MESSAGES.adEndBeforeStart, name: 'ValidationError' }],
          });
        }
      }
      const result = await next();
      if (ctx.action === 'findOne' || ctx.action === 'findMany' || ctx.action === 'findFirst') return withFigures(strapi, result);
      if (ctx.action === 'delete' && params.documentId) await forgetDaily(strapi, params.documentId);
      return result;
    }
    if (ctx.uid === CATEGORY_UID && ['create', 'update', 'delete'].includes(ctx.action)) {
      const documentId = (ctx.params as { documentId?: string }).documentId;
      if (ctx.action === 'delete' && documentId) {
        // Listings keep their category: the studio refuses like /admin does.
        const held = await withCurrentDb(strapi, (db) =>
          db('products_category_lnk as l').join('categories as c', 'c.id', 'l.category_id').where('c.document_id', documentId).first('l.product_id'),
        );
        if (held) throw new errors.ValidationError(MESSAGES.categoryInUse, { code: messageCode('categoryInUse') });
      }
      const result = await next();
      await invalidateCategories();
      return result;
    }
    return next();
  });
}

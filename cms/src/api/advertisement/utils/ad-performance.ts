import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import type { DailyFigures } from '@souk/domain';
import { withCurrentDb } from '../../../db/sql';

/**
 * Banner performance: the running totals live on the banner rows (impression_count, click_count),
 * the per-day figures in `ad_daily_stats` (one row per banner and UTC day, bumped by an upsert, so
 * concurrent impressions never lose a count). Click-through rate = clicks / impressions.
 */
export const DAILY_TABLE = 'ad_daily_stats';

export async function ensureDailyTable(strapi: Core.Strapi) {
  const knex = strapi.db.connection;
  if (await knex.schema.hasTable(DAILY_TABLE)) return;
  await knex.schema.createTable(DAILY_TABLE, (t: Knex.CreateTableBuilder) => {
    t.string('document_id', 64).notNullable();
    t.string('day', 10).notNullable();
    t.integer('impressions').notNullable().defaultTo(0);
    t.integer('clicks').notNullable().defaultTo(0);
    t.primary(['document_id', 'day']);
  });
}

const today = (now = new Date()) => now.toISOString().slice(0, 10);

export async function bumpDaily(strapi: Core.Strapi, documentId: string, field: 'impressions' | 'clicks') {
  const knex = strapi.db.connection;
  await knex(DAILY_TABLE)
    .insert({ document_id: documentId, day: today(), impressions: field === 'impressions' ? 1 : 0, clicks: field === 'clicks' ? 1 : 0 })
    .onConflict(['document_id', 'day'])
    .merge({ [field]: knex.raw(`${DAILY_TABLE}.${field} + 1`) });
}

/** Percentage with two decimals; null before the first impression. */
export const ctrOf = (impressions: number, clicks: number): number | null => (impressions > 0 ? Math.round((clicks / impressions) * 10_000) / 100 : null);

export const ctrText = (impressions: number, clicks: number) => {
  const ctr = ctrOf(impressions, clicks);
  return ctr === null ? '—' : `${ctr.toFixed(2).replace('.', ',')} %`;
};

export async function dailyFigures(strapi: Core.Strapi, documentIds: string[]): Promise<Map<string, DailyFigures[]>> {
  const out = new Map<string, DailyFigures[]>();
  if (documentIds.length === 0) return out;
  const rows = (await withCurrentDb(strapi, (db) => db(DAILY_TABLE).whereIn('document_id', documentIds).orderBy('day', 'desc').select('*'))) as Array<Record<string, unknown>>;
  for (const r of rows) {
    const impressions = Number(r.impressions ?? 0);
    const clicks = Number(r.clicks ?? 0);
    const list = out.get(String(r.document_id)) ?? [];
    list.push({ day: String(r.day), impressions, clicks, ctr: ctrOf(impressions, clicks) });
    out.set(String(r.document_id), list);
  }
  return out;
}

export async function forgetDaily(strapi: Core.Strapi, documentId: string) {
  await withCurrentDb(strapi, async (db) => {
    const left = await db('advertisements').where('document_id', documentId).first('id');
    if (!left) await db(DAILY_TABLE).where('document_id', documentId).delete();
  });
}

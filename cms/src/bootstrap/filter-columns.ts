import type { Core } from '@strapi/strapi';
import { KIND_FILTERS } from '@souk/domain';
import { backfillFilterColumns } from '../api/product/utils/filter-columns';

/**
 * One partial index per filter column of the products row (bool switches excepted: too few
 * distinct values to pay for one), on both databases; only the listings of the field's kind
 * have a value, so each index holds that kind's rows alone. Then the backfill of rows written
 * before the columns (or before a new filter): see api/product/utils/filter-columns.ts.
 */
export const FILTER_INDEXES = KIND_FILTERS.filter((f) => f.type !== 'bool').map(
  (f) => `CREATE INDEX IF NOT EXISTS products_${f.column}_idx ON products (${f.column}, id) WHERE ${f.column} IS NOT NULL`,
);

export async function ensureFilterColumns(strapi: Core.Strapi) {
  const knex = strapi.db.connection;
  for (const sql of FILTER_INDEXES) await knex.raw(sql);
  const done = await backfillFilterColumns(knex);
  if (done > 0) strapi.log.info(`[filters] filter columns written for ${done} listings`);
}

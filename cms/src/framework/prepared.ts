import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { isPostgres } from '../db/sql';
import { shortcutActive, type FrameworkShortcut } from './index';

/**
 * Runs a knex query as a named prepared statement on PostgreSQL: it is parsed and planned once per
 * connection instead of on every call. On the hot writes (a like: the ownership read and its
 * one-statement write) planning cost more than running — 0.4 ms to parse and 0.7 ms to plan the
 * like's statement against 0.9 ms to run it (ARCHITECTURE "Hot paths"); a page's display rows
 * likewise (utils/listing-rows.ts). The query is written once with knex as everywhere else; its
 * native SQL text names the statement (one name per distinct text, so two shapes never share a
 * name), handed to pg through knex's own `options` on the pool's usual path. Only for statements
 * whose text does not change with their values and whose best plan does not either (PostgreSQL
 * keeps a generic plan after five runs). SQLite runs the query as it is.
 *
 * Answers the rows, whether the query is a builder (`first()`: the one row, or none) or raw SQL.
 */
const names = new Map<string, string>();

export async function runPrepared<T>(strapi: Core.Strapi, query: Knex.QueryBuilder | Knex.Raw): Promise<T[]> {
  const postgres = isPostgres(strapi);
  if (postgres && shortcutActive(preparedShortcut.name)) {
    const { sql } = query.toSQL().toNative();
    let name = names.get(sql);
    if (!name) {
      name = `souk_${names.size + 1}`;
      names.set(sql, name);
    }
    query.options({ name });
  }
  const result = (await query) as unknown;
  // Raw SQL answers pg's result on PostgreSQL and the rows on SQLite.
  if ((query as { isRawInstance?: boolean }).isRawInstance) return (postgres ? (result as { rows: T[] }).rows : result) as T[];
  return (Array.isArray(result) ? result : [result].filter((r) => r !== undefined)) as T[];
}

/** Checked against 5.54.0's @strapi/database (knex 3, pg 8): a like's statement planned once per connection (likes ≥ 500/s in `node bench/hot-paths.mjs`). */
export const preparedShortcut: FrameworkShortcut = {
  name: 'prepared-statements',
  replaces: "knex's unnamed statements on the hot paths (named through knex's own `options`)",
  checkedAgainst: '5.54.0',
  install: () => undefined, // runPrepared asks shortcutActive at each call
};

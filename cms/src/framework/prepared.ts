import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { isPostgres } from '../db/sql';
import { shortcutActive, type FrameworkShortcut } from './index';

/**
 * Runs a knex query as a named prepared statement on PostgreSQL: it is parsed and planned once per
 * connection instead of on every call. On the hot writes (a like: the ownership read and its
 * one-statement write) planning cost more than running — 0.4 ms to parse and 0.7 ms to plan the
 * like's statement against 0.9 ms to run it (ARCHITECTURE "Hot paths"). The query is written once
 * with knex as everywhere else; its native SQL text names the statement (one name per distinct
 * text, so two shapes never share a name). SQLite runs the query as it is.
 *
 * Only for statements that stand alone (autocommit): the statement runs on a pooled connection
 * of its own, outside any transaction.
 */
interface PgConnection {
  query(config: { name: string; text: string; values: readonly unknown[] }): Promise<{ rows: unknown[] }>;
}

interface PoolClient {
  acquireConnection(): Promise<PgConnection>;
  releaseConnection(connection: PgConnection): Promise<void>;
}

const names = new Map<string, string>();

export async function runPrepared<T>(strapi: Core.Strapi, query: Knex.QueryBuilder | Knex.Raw): Promise<T[]> {
  if (!isPostgres(strapi) || !shortcutActive(preparedShortcut.name)) {
    const result = (await query) as unknown;
    return (Array.isArray(result) ? result : [result].filter((r) => r !== undefined)) as T[];
  }
  const { sql, bindings } = query.toSQL().toNative();
  let name = names.get(sql);
  if (!name) {
    name = `souk_${names.size + 1}`;
    names.set(sql, name);
  }
  const client = strapi.db.connection.client as unknown as PoolClient;
  const connection = await client.acquireConnection();
  try {
    return (await connection.query({ name, text: sql, values: bindings })).rows as T[];
  } finally {
    await client.releaseConnection(connection);
  }
}

/** Checked against 5.54.0's @strapi/database pool (knex 3, pg 8): a like's statement planned once per connection (likes ≥ 500/s in `node bench/hot-paths.mjs`). */
export const preparedShortcut: FrameworkShortcut = {
  name: 'prepared-statements',
  replaces: "knex's connection acquisition for the hot writes",
  checkedAgainst: '5.54.0',
  install: () => undefined, // runPrepared asks shortcutActive at each call
};

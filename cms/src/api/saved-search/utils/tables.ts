import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import type { ProductFilters } from '@souk/domain';
import { isPostgres, parseJson } from '../../../db/sql';
import { TABLES } from '../../../db/tables';
import { restKey } from './rest-key';

/**
 * The saved searches' tables, created at boot on both databases (times are epoch milliseconds, as
 * the sessions table keeps them, so one comparison serves SQLite and PostgreSQL).
 *
 * - `saved_searches`: the filters as productFiltersSchema parsed them (JSON), plus what an alert
 *   requires copied into indexed columns — category, city ('' = any) and price bounds — so a new
 *   listing only meets the alerts that could match it.
 * - `saved_search_matches`: one row per (alert, listing) ever matched; its primary key is what makes
 *   an alert tell about a listing once, whatever re-runs or edits follow. The key leads with the
 *   listing, so a listing's ~1 000 rows go in together at one place of it (and its own matches, or
 *   a deleted listing's, are one range); the alerts' readers (new count, digest) go by `_by_alert`.
 * - `alert_jobs`: the listings to match (and price drops to tell), written in the transaction that
 *   publishes or edits the listing, claimed by the runner (services/alert-jobs.ts).
 */
/** How often each replica looks at the alert queue (a write also runs it at once in its own process). */
export const ALERT_JOBS_CRON = '*/15 * * * * *';
/** How often each replica looks for daily digests due (each user gets one a day at most, claimed in the database). */
export const ALERT_DIGEST_CRON = '0 */10 * * * *';

export async function ensureAlertTables(strapi: Core.Strapi) {
  const knex = strapi.db.connection;
  if (!(await knex.schema.hasTable(TABLES.savedSearches))) {
    await knex.schema.createTable(TABLES.savedSearches, (t: Knex.CreateTableBuilder) => {
      t.increments('id').primary();
      t.string('document_id', 24).notNullable().unique();
      t.integer('user_id').notNullable().index();
      t.string('name', 100).notNullable();
      t.text('filters').notNullable();
      t.string('filters_key', 2000).notNullable();
      t.string('frequency', 10).notNullable();
      t.string('category_key', 100).notNullable().defaultTo('');
      t.string('city_key', 60).notNullable().defaultTo('');
      t.double('min_price').nullable();
      t.double('max_price').nullable();
      t.string('rest_key', 2000).notNullable().defaultTo('{}');
      t.bigInteger('last_seen_at').notNullable();
      t.bigInteger('last_digest_at').nullable();
      t.bigInteger('created_at').notNullable();
      t.bigInteger('updated_at').notNullable();
    });
  }
  await addRestKey(knex);
  // What a listing's matching reads, all in one index (an index-only scan on PostgreSQL once
  // vacuumed): at 100k alerts the distinct rests of a listing's candidates took 168 ms from the
  // table's rows and 2.5 ms from this index (EXPLAIN ANALYZE, bench/alerts.mjs's data). The name
  // last, so the alerts to tell are read from it too (decision 80); older indexes go.
  await knex.raw('DROP INDEX IF EXISTS saved_searches_requires_idx');
  await knex.raw('DROP INDEX IF EXISTS saved_searches_match_idx');
  await knex.raw(
    `CREATE INDEX IF NOT EXISTS saved_searches_matching_idx ON ${TABLES.savedSearches} (category_key, city_key, rest_key, max_price, min_price, frequency, user_id, id, name)`,
  );
  await ensureMatchesTable(knex, isPostgres(strapi));
  if (!(await knex.schema.hasTable(TABLES.alertJobs))) {
    await knex.schema.createTable(TABLES.alertJobs, (t: Knex.CreateTableBuilder) => {
      t.increments('id').primary();
      t.string('kind', 20).notNullable();
      t.integer('product_id').notNullable().index();
      t.double('old_price').nullable();
      t.double('new_price').nullable();
      t.integer('attempts').notNullable().defaultTo(0);
      t.bigInteger('created_at').notNullable();
    });
  }
  if (!(await knex.schema.hasTable(TABLES.alertDigests))) {
    await knex.schema.createTable(TABLES.alertDigests, (t: Knex.CreateTableBuilder) => {
      t.integer('user_id').primary();
      t.bigInteger('sent_at').notNullable();
    });
  }
}

/** Alerts saved before `rest_key` existed (2026-11-28) get it from their stored filters, once. */
async function addRestKey(knex: Knex) {
  if (await knex.schema.hasColumn(TABLES.savedSearches, 'rest_key')) return;
  await knex.schema.alterTable(TABLES.savedSearches, (t: Knex.AlterTableBuilder) => {
    t.string('rest_key', 2000).notNullable().defaultTo('{}');
  });
  const rows = (await knex(TABLES.savedSearches).select('id', 'filters')) as Array<{ id: number; filters: string }>;
  for (const row of rows) await knex(TABLES.savedSearches).where('id', row.id).update({ rest_key: restKey(parseJson<ProductFilters>(row.filters, {})) });
}

const MATCHES_BY_LISTING = 'saved_search_matches_by_listing';
const MATCHES_BY_ALERT = 'saved_search_matches_by_alert';
/** The advisory lock held while the matches table is rebuilt (one replica at a time). */
const MATCHES_REBUILD_LOCK = 27_081;

function createMatchesTable(knex: Knex, name: string, postgres: boolean) {
  return knex.schema.createTable(name, (t: Knex.CreateTableBuilder) => {
    t.integer('product_id').notNullable();
    t.integer('saved_search_id').notNullable();
    t.bigInteger('created_at').notNullable();
    t.bigInteger('emailed_at').nullable();
    // Named on PostgreSQL, whatever the table was called when made (knex's SQLite compiler fumbles a
    // named composite key, and SQLite never shows the name).
    if (postgres) t.primary(['product_id', 'saved_search_id'], { constraintName: MATCHES_BY_LISTING });
    else t.primary(['product_id', 'saved_search_id']);
    t.index(['saved_search_id'], MATCHES_BY_ALERT);
  });
}

async function hasIndex(knex: Knex, name: string, postgres: boolean): Promise<boolean> {
  const rows = postgres
    ? ((await knex.raw('SELECT 1 FROM pg_indexes WHERE schemaname = current_schema() AND indexname = ?', [name])) as { rows: unknown[] }).rows
    : ((await knex.raw("SELECT 1 FROM sqlite_master WHERE type = 'index' AND name = ?", [name])) as unknown[]);
  return rows.length > 0;
}

/**
 * The matches table, keyed (listing, alert). One made before 2026-11-28 evening is keyed (alert,
 * listing) with a listing index beside: it is rebuilt once, rows kept, in one transaction.
 */
async function ensureMatchesTable(knex: Knex, postgres: boolean) {
  if (!(await knex.schema.hasTable(TABLES.savedSearchMatches))) {
    await createMatchesTable(knex, TABLES.savedSearchMatches, postgres);
    return;
  }
  if (await hasIndex(knex, MATCHES_BY_ALERT, postgres)) return;
  const next = `${TABLES.savedSearchMatches}_next`;
  await knex.transaction(async (trx) => {
    // Replicas booting together: one rebuilds, the others wait for it here and find the new index.
    if (postgres) await trx.raw('SELECT pg_advisory_xact_lock(?)', [MATCHES_REBUILD_LOCK]);
    if (await hasIndex(trx, MATCHES_BY_ALERT, postgres)) return;
    await trx.schema.dropTableIfExists(next);
    await createMatchesTable(trx, next, postgres);
    await trx.raw(
      `INSERT INTO ${next} (product_id, saved_search_id, created_at, emailed_at) SELECT product_id, saved_search_id, created_at, emailed_at FROM ${TABLES.savedSearchMatches}`,
    );
    await trx.schema.dropTable(TABLES.savedSearchMatches);
    await trx.schema.renameTable(next, TABLES.savedSearchMatches);
  });
}

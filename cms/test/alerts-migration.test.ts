import { afterAll, describe, expect, it } from 'vitest';
import { api, dbConnection, dbName, signUp, sql, useServer } from './api';
import { startServer, TEST_ADMIN, type TestServer } from './harness';

/**
 * Alerts saved before `rest_key` existed (decision 80): the next boot adds the column, fills it
 * from each alert's stored filters and builds the matching index again, so old alerts keep matching.
 * Matches recorded before the table was keyed (listing, alert) are kept by the rebuild: an alert
 * told about a listing then is not told again.
 */
useServer();

/** The old schema, made by hand: what a database from before 2026-11-28 looks like. */
async function toOldSchema() {
  const statements = [
    'DROP INDEX saved_searches_matching_idx',
    'ALTER TABLE saved_searches DROP COLUMN rest_key',
    // The matches keyed (alert, listing) with a listing index beside, their rows kept.
    'CREATE TABLE old_matches (saved_search_id integer NOT NULL, product_id integer NOT NULL, created_at bigint NOT NULL, emailed_at bigint, PRIMARY KEY (saved_search_id, product_id))',
    'INSERT INTO old_matches SELECT saved_search_id, product_id, created_at, emailed_at FROM saved_search_matches',
    'DROP TABLE saved_search_matches',
    'ALTER TABLE old_matches RENAME TO saved_search_matches',
    'CREATE INDEX saved_search_matches_product_id_index ON saved_search_matches (product_id)',
  ];
  if (dbName() === 'postgres') {
    const { Client } = await import('pg');
    const client = new Client({ connectionString: dbConnection() });
    await client.connect();
    try {
      for (const s of statements) await client.query(s);
    } finally {
      await client.end();
    }
    return;
  }
  const Database = (await import('better-sqlite3')).default;
  const db = new Database(dbConnection(), { fileMustExist: true });
  try {
    for (const s of statements) db.exec(s);
  } finally {
    db.close();
  }
}

describe('alerts from before rest_key', () => {
  let next: TestServer | undefined;
  afterAll(async () => {
    await next?.stop();
  });

  it('get their rest key at the next boot and still match', async () => {
    const buyer = await signUp('Ancienne alerte');
    const seller = await signUp('Vendeur');
    const tag = `guéridon${Date.now()}`;
    const saved = await api('POST', '/api/saved-searches', { token: buyer.token, body: { filters: { search: tag, category: 'mobilier', condition: 'good', maxPrice: 900 } } });
    expect(saved.status).toBe(201);
    const listing = (title: string) => ({ title: `${title} ${tag}`, description: 'Plateau en marbre.', category: 'mobilier', location: 'Tunis', price: 400, condition: 'good' });
    const before = await api('POST', '/api/products', { token: seller.token, body: listing('Guéridon') });
    expect(before.status).toBe(201);
    expect((await api('POST', '/api/admin/alert-jobs/run', { token: (await api('POST', '/api/auth/signin', { body: TEST_ADMIN })).body.token })).status).toBe(200);
    await toOldSchema();
    expect(await sql('SELECT saved_search_id FROM saved_search_matches')).toHaveLength(1);
    expect((await sql('SELECT * FROM saved_searches'))[0]).not.toHaveProperty('rest_key');

    // The next boot (a deploy) on the same database.
    next = await startServer(dbName() === 'postgres' ? { db: 'postgres', databaseUrl: dbConnection() } : { db: 'sqlite', env: { DATABASE_FILENAME: dbConnection() } });
    const rows = await sql<{ rest_key: string }>('SELECT rest_key FROM saved_searches');
    expect(rows.map((r) => JSON.parse(r.rest_key))).toEqual([{ condition: 'good', search: tag }]);

    expect(await sql('SELECT product_id FROM saved_search_matches')).toHaveLength(1);

    const published = await api('POST', '/api/products', { base: next.url, token: seller.token, body: listing('Table basse') });
    expect(published.status).toBe(201);
    // The listing matched before the rebuild, edited: its job runs again and tells nobody twice.
    expect((await api('PUT', `/api/products/${before.body.data.id}`, { base: next.url, token: seller.token, body: { price: 350 } })).status).toBe(200);
    const admin = await api('POST', '/api/auth/signin', { base: next.url, body: TEST_ADMIN });
    expect((await api('POST', '/api/admin/alert-jobs/run', { base: next.url, token: admin.body.token })).status).toBe(200);
    const told = (await api('GET', '/api/notifications', { base: next.url, token: buyer.token })).body.data as Array<{ type: string; link: string }>;
    expect(told.filter((n) => n.type === 'alerte').map((n) => n.link).sort()).toEqual([`/product/${before.body.data.id}`, `/product/${published.body.data.id}`].sort());
    expect(await sql('SELECT product_id FROM saved_search_matches')).toHaveLength(2);
  });
});

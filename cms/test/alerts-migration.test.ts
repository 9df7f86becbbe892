import { afterAll, describe, expect, it } from 'vitest';
import { api, dbConnection, dbName, signUp, sql, useServer } from './api';
import { startServer, TEST_ADMIN, type TestServer } from './harness';

/**
 * Alerts saved before `rest_key` existed (decision 80): the next boot adds the column, fills it
 * from each alert's stored filters and builds the matching index again, so old alerts keep matching.
 */
useServer();

/** The old schema, made by hand: what a database from before 2026-11-28 looks like. */
async function toOldSchema() {
  const statements = ['DROP INDEX saved_searches_matching_idx', 'ALTER TABLE saved_searches DROP COLUMN rest_key'];
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
    await toOldSchema();
    expect((await sql('SELECT * FROM saved_searches'))[0]).not.toHaveProperty('rest_key');

    // The next boot (a deploy) on the same database.
    next = await startServer(dbName() === 'postgres' ? { db: 'postgres', databaseUrl: dbConnection() } : { db: 'sqlite', env: { DATABASE_FILENAME: dbConnection() } });
    const rows = await sql<{ rest_key: string }>('SELECT rest_key FROM saved_searches');
    expect(rows.map((r) => JSON.parse(r.rest_key))).toEqual([{ condition: 'good', search: tag }]);

    const published = await api('POST', '/api/products', {
      base: next.url,
      token: seller.token,
      body: { title: `Guéridon ${tag}`, description: 'Plateau en marbre.', category: 'mobilier', location: 'Tunis', price: 400, condition: 'good' },
    });
    expect(published.status).toBe(201);
    const admin = await api('POST', '/api/auth/signin', { base: next.url, body: TEST_ADMIN });
    expect((await api('POST', '/api/admin/alert-jobs/run', { base: next.url, token: admin.body.token })).status).toBe(200);
    const told = (await api('GET', '/api/notifications', { base: next.url, token: buyer.token })).body.data as Array<{ type: string; link: string }>;
    expect(told.filter((n) => n.type === 'alerte').map((n) => n.link)).toEqual([`/product/${published.body.data.id}`]);
  });
});

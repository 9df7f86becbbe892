import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, baseUrl, dbConnection, mailbox, otherProduct, signInAdmin, signUp, sql, useServer, onPostgres } from './api';
import { startServer, type TestServer } from './harness';

/**
 * Alerts with two replicas on one PostgreSQL database and no Redis (ARCHITECTURE, Decisions:
 * alerts): whichever replica publishes a listing and however many runners go at the queue at
 * once, each (alert, listing) is told exactly once and every job is handled.
 */

describe.skipIf(!onPostgres)('alert jobs across two replicas (PostgreSQL only: SQLite is one process)', () => {
  useServer();
  let second: TestServer | undefined;

  beforeAll(async () => {
    second = await startServer({ db: 'postgres', databaseUrl: dbConnection(), env: { ...mailbox().env() } });
  }, 180_000);
  afterAll(async () => {
    await second?.stop();
  });

  it('each matching alert hears of each listing exactly once', async () => {
    const replicas = [baseUrl(), second!.url];
    const tag = `commode${Date.now()}`;
    const buyers = await Promise.all(Array.from({ length: 6 }, (_, i) => signUp(`Acheteur ${i}`)));
    for (const [i, buyer] of buyers.entries()) {
      const res = await api('POST', '/api/saved-searches', { base: replicas[i % 2], token: buyer.token, body: { filters: { search: tag } } });
      expect(res.status).toBe(201);
    }
    const seller = await signUp('Vendeur');
    const admin = await signInAdmin();
    const run = (base: string) => api('POST', '/api/admin/alert-jobs/run', { base, token: admin.token });
    // Listings published through both replicas while both run the queue, several times over, at once.
    const published = await Promise.all(
      Array.from({ length: 8 }, (_, i) => api('POST', '/api/products', { base: replicas[i % 2], token: seller.token, body: otherProduct({ title: `Commode ${i} ${tag}` }) })),
    );
    expect(published.map((r) => r.status)).toEqual(Array(8).fill(201));
    const runs = await Promise.all([...replicas, ...replicas, ...replicas].map(run));
    expect(runs.map((r) => r.status)).toEqual(Array(6).fill(200));
    for (const base of replicas) await run(base);

    const ids = published.map((r) => r.body.data.id as string).sort();
    for (const buyer of buyers) {
      const list = (await api('GET', '/api/notifications?pageSize=50', { token: buyer.token })).body.data as Array<{ type: string; link: string }>;
      const links = list.filter((n) => n.type === 'alerte').map((n) => n.link).sort();
      expect(links).toEqual(ids.map((id) => `/product/${id}`).sort());
    }
    expect(await sql('SELECT id FROM alert_jobs')).toEqual([]);
  });
});

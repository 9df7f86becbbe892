import { describe, expect, it } from 'vitest';
import { api, createProduct, dbConnection, otherProduct, signUp, sql, sqlWrite, useServer, onPostgres } from './api';

useServer();


/** Rows where the mirror and the listings disagree, or a listing without its mirror row (none expected). */
const drift = () =>
  sql(
    `SELECT p.id, p.like_count, pp.like_count AS mirrored FROM products p LEFT JOIN product_popularity pp ON pp.product_id = p.id
      WHERE pp.product_id IS NULL OR pp.like_count <> coalesce(p.like_count, 0)
     UNION ALL
     SELECT pp.product_id, NULL, pp.like_count FROM product_popularity pp WHERE NOT EXISTS (SELECT 1 FROM products p WHERE p.id = pp.product_id)`,
  );

const like = (token: string, id: string) => api('POST', `/api/products/${id}/like`, { token });

describe('most liked first (the popularity mirror, bootstrap/popularity.ts)', () => {
  it('orders by likes through every write that moves a counter, and the mirror always matches the listings', async () => {
    const word = `tournesol${Date.now()}`;
    const owner = await signUp('Vendeuse Populaire');
    const made = [];
    for (const title of ['Lampe', 'Table', 'Chaise']) made.push(await createProduct(owner.token, otherProduct({ title: `${title} ${word}` })));
    const [lamp, table, chair] = made as [{ id: string }, { id: string }, { id: string }];
    const order = async () => ((await api('GET', `/api/products?search=${word}&sort=likes`)).body.data as Array<{ id: string; like_count: number }>).map((p) => [p.id, p.like_count]);
    expect(await drift()).toEqual([]);

    const fans = await Promise.all([signUp('Fan Un'), signUp('Fan Deux'), signUp('Fan Trois')]);
    for (const fan of fans) expect((await like(fan.token, table.id)).status).toBe(200);
    for (const fan of fans.slice(0, 2)) expect((await like(fan.token, chair.id)).status).toBe(200);
    expect(await order()).toEqual([[table.id, 3], [chair.id, 2], [lamp.id, 0]]);
    expect((await api('GET', `/api/products?search=${word}&sort=likes:asc`)).body.data.map((p: { id: string }) => p.id)).toEqual([lamp.id, chair.id, table.id]);
    expect(await drift()).toEqual([]);

    // A fan leaves: their likes are taken off the counters, and the order follows.
    const leaving = fans[0]!;
    expect((await api('DELETE', '/api/auth/delete-account', { token: leaving.token, body: { password: 'Jasmin-Carthage-77' } })).status).toBe(200);
    expect(await order()).toEqual([[table.id, 2], [chair.id, 1], [lamp.id, 0]]);

    // Plain SQL moves the counter too (a fix by hand, the studio): the mirror follows it.
    await sqlWrite(`UPDATE products SET like_count = 7 WHERE document_id = ?`, [lamp.id]);
    // (Plain SQL does not clear the API's 2 s read cache: the page shows it within 2 s.)
    await expect.poll(async () => (await order())[0], { timeout: 5_000 }).toEqual([lamp.id, 7]);
    expect(await drift()).toEqual([]);

    // A deleted listing leaves the mirror with it.
    expect((await api('DELETE', `/api/products/${chair.id}`, { token: owner.token })).status).toBe(200);
    expect((await order()).map(([id]) => id)).toEqual([lamp.id, table.id]);
    expect(await drift()).toEqual([]);
  });

  it.skipIf(!onPostgres)('a like updates the listing row in place (HOT): no index on products holds the counter', async () => {
    const indexes = await sql<{ indexdef: string }>(`SELECT indexdef FROM pg_indexes WHERE tablename = 'products'`);
    expect(indexes.map((i) => i.indexdef).filter((d) => d.includes('like_count'))).toEqual([]);

    const owner = await signUp('Vendeur HOT');
    const product = await createProduct(owner.token);
    // The like statement's UPDATE, in a transaction of our own whose statistics are read at once.
    const { Client } = await import('pg');
    const client = new Client({ connectionString: dbConnection() });
    await client.connect();
    try {
      await client.query('BEGIN');
      const updated = await client.query(
        `UPDATE products SET like_count = coalesce(like_count, 0) + 1, is_promoted = coalesce(is_promoted, false), promoted_at = promoted_at WHERE document_id = $1`,
        [product.id],
      );
      expect(updated.rowCount).toBe(1);
      const { rows } = await client.query(
        `SELECT pg_stat_get_xact_tuples_updated('products'::regclass)::int AS updated, pg_stat_get_xact_tuples_hot_updated('products'::regclass)::int AS hot`,
      );
      expect(rows[0]).toEqual({ updated: 1, hot: 1 });
    } finally {
      await client.query('ROLLBACK');
      await client.end();
    }
  });
});

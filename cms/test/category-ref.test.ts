import { afterAll, describe, expect, it } from 'vitest';
import { api, carProduct, createProduct, dbConnection, dbName, otherProduct, signUp, sql, sqlWrite, useServer } from './api';
import { startServer, type TestServer } from './harness';

/**
 * The category id on the products row (`category_ref`, ARCHITECTURE decision 79): every list,
 * count and facet filters by it, so it must equal Strapi's category relation after every write,
 * and the rows written before it existed get it at the next boot.
 */
useServer();

/** Listings whose row disagrees with their category link (none, ever). */
const drifted = () =>
  sql<{ document_id: string }>(
    `SELECT p.document_id FROM products p LEFT JOIN products_category_lnk l ON l.product_id = p.id
      WHERE (p.category_ref IS NULL AND l.category_id IS NOT NULL) OR (p.category_ref IS NOT NULL AND l.category_id IS NULL)
         OR p.category_ref <> l.category_id`,
  );
const listed = async (query: string) => {
  const res = await api('GET', `/api/products?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.data as Array<{ id: string }>).map((p) => p.id);
};
const brandCounts = async (query: string) => {
  const res = await api('GET', `/api/products/facets?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const answer = res.body.data as { total: number; facets: Array<{ param: string; options: Array<{ value: string; count: number }> }> };
  const facets = answer.facets;
  return { total: answer.total, brand: Object.fromEntries((facets.find((f) => f.param === 'brand')?.options ?? []).map((o) => [o.value, o.count])) };
};

describe('the category on the listing row', () => {
  let next: TestServer | undefined;
  afterAll(async () => {
    await next?.stop();
  });

  it('is the relation’s category from creation, and follows a change of category in lists and facet counts', async () => {
    const seller = await signUp('Vendeur Catégorie');
    const car = await createProduct(seller.token, carProduct({ title: 'Kia Picanto', car_brand: 'Kia' }));
    const sofa = await createProduct(seller.token, otherProduct());
    expect(await drifted()).toEqual([]);
    const [row] = await sql<{ category_ref: number | null; slug: string }>(
      'SELECT p.category_ref, c.slug FROM products p JOIN categories c ON c.id = p.category_ref WHERE p.document_id = ?',
      [car.id],
    );
    expect(row?.slug).toBe('voiture');
    expect(await listed('category=voiture')).toEqual([car.id]);
    expect(await brandCounts('category=voiture')).toEqual({ total: 1, brand: { kia: 1 } });

    // The car moves to furniture: the row follows, and the car's lists and counts lose it.
    const moved = await api('PUT', `/api/products/${car.id}`, { token: seller.token, body: { category: 'mobilier' } });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(await drifted()).toEqual([]);
    expect(await listed('category=voiture')).toEqual([]);
    expect((await listed('category=mobilier')).sort()).toEqual([car.id, sofa.id].sort());
    expect(await listed('category=mobilier&sort=price_asc&page=1')).toHaveLength(2);
    expect(await brandCounts('category=voiture')).toEqual({ total: 0, brand: {} });

    // And back, with its brand again.
    expect((await api('PUT', `/api/products/${car.id}`, { token: seller.token, body: { category: 'voiture', car_brand: 'Kia' } })).status).toBe(200);
    expect(await drifted()).toEqual([]);
    expect(await listed('category=voiture')).toEqual([car.id]);
    expect(await brandCounts('category=voiture')).toEqual({ total: 1, brand: { kia: 1 } });
  });

  it('is written at the next boot for rows stored before it existed', async () => {
    // What an older database looks like after Strapi's schema sync has added the column (empty).
    expect(await sqlWrite('UPDATE products SET category_ref = NULL, filters_version = 1')).toBe(2);
    expect((await drifted()).length).toBe(2);

    next = await startServer(dbName() === 'postgres' ? { db: 'postgres', databaseUrl: dbConnection() } : { db: 'sqlite', env: { DATABASE_FILENAME: dbConnection() } });
    expect(await drifted()).toEqual([]);
    const found = await api('GET', '/api/products?category=voiture', { base: next.url });
    expect(found.body.data.map((p: { title: string }) => p.title)).toEqual(['Kia Picanto']);
  });
});

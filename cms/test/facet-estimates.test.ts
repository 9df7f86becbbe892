import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import knexFactory, { type Knex } from 'knex';
import { TOTAL_EXACT_UP_TO } from '@souk/domain';
import { api, carProduct, createProduct, dbConnection, dbName, signUp, sql, sqlWrite, useServer } from './api';
import { roundEstimate } from '../src/api/product/services/facets';
import { FILTERS_VERSION, backfillFilterColumns } from '../src/api/product/utils/filter-columns';

/**
 * Facet counts past the bound of the totals (ARCHITECTURE decision 79): a count costs no more
 * than the page, so past TOTAL_EXACT_UP_TO matches PostgreSQL estimates each option's count from a
 * sample of the table (`exact: false`); SQLite, the small deployments' database, counts them all.
 */
useServer();

type Answer = { total: number; totalExact: boolean; facets: Array<{ param: string; exact: boolean; options: Array<{ value: string; count: number }> }> };
const facets = async (query: string) => {
  const res = await api('GET', `/api/products/facets?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as Answer;
};
const brand = (answer: Answer) => answer.facets.find((f) => f.param === 'brand')!;

/** Many cars (3 of 4 Kia, 1 of 4 Audi) written by SQL as the bulk import does, the category on the row and in the link. */
const MANY = TOTAL_EXACT_UP_TO + 2_000;
async function insertCars() {
  const [voiture] = await sql<{ id: number }>("SELECT id FROM categories WHERE slug = 'voiture'");
  const series =
    dbName() === 'postgres'
      ? `SELECT g FROM generate_series(1, ${MANY}) g`
      : `WITH RECURSIVE s(g) AS (SELECT 1 UNION ALL SELECT g + 1 FROM s WHERE g < ${MANY}) SELECT g FROM s`;
  await sqlWrite(
    `INSERT INTO products (document_id, title, description, location, price, currency, is_free, is_reserved, is_promoted, is_hidden, lifecycle, like_count, category_ref, car_brand, filters_version)
     SELECT 'many' || g, 'Voiture ' || g, 'Une voiture.', 'Tunis', 1000 + g, 'TND', false, false, false, false, 'active', 0, ?, CASE WHEN g % 4 = 0 THEN 'audi' ELSE 'kia' END, 2
       FROM (${series}) t`,
    [voiture!.id],
  );
  await sqlWrite(`INSERT INTO products_category_lnk (product_id, category_id, product_ord) SELECT id, ?, 1 FROM products WHERE document_id LIKE 'many%'`, [voiture!.id]);
  if (dbName() === 'postgres') await sqlWrite('ANALYZE products');
}

describe('facet counts past the bound', () => {
  beforeAll(async () => {
    const seller = await signUp('Vendeur Estimations');
    await createProduct(seller.token, carProduct({ car_brand: 'BMW' }));
    await insertCars();
  });

  it('are exact while the matches stay under the bound', async () => {
    const few = await facets('category=voiture&brand=bmw');
    expect(few.totalExact).toBe(true);
    // The brand facet leaves its own filter out: every car, past the bound.
    const fuel = few.facets.find((f) => f.param === 'fuel')!;
    expect(fuel.exact).toBe(true);
  });

  it.skipIf((process.env.SOUK_TEST_DB ?? 'sqlite') !== 'postgres')('are estimated from a sample on PostgreSQL, close to the real counts and rounded', async () => {
    const answer = await facets('category=voiture');
    expect(answer).toMatchObject({ total: TOTAL_EXACT_UP_TO, totalExact: false });
    const b = brand(answer);
    expect(b.exact).toBe(false);
    const counts = Object.fromEntries(b.options.map((o) => [o.value, o.count]));
    const kia = MANY - Math.floor(MANY / 4);
    expect(counts.kia).toBeGreaterThan(kia * 0.8);
    expect(counts.kia).toBeLessThan(kia * 1.2);
    expect(counts.audi).toBeGreaterThan((MANY / 4) * 0.7);
    expect(counts.audi).toBeLessThan((MANY / 4) * 1.3);
    expect(counts.kia).toBe(roundEstimate(counts.kia!));
    // The same sample each time: the counts do not change from one request to the next.
    expect(brand(await facets('category=voiture&minPrice=0')).options).toEqual(b.options);
  });

  it.skipIf((process.env.SOUK_TEST_DB ?? 'sqlite') !== 'sqlite')('are exact on SQLite whatever their number', async () => {
    const b = brand(await facets('category=voiture'));
    expect(b.exact).toBe(true);
    expect(Object.fromEntries(b.options.map((o) => [o.value, o.count]))).toEqual({ kia: MANY - Math.floor(MANY / 4), audi: Math.floor(MANY / 4), bmw: 1 });
  });

  it('rounds an estimate to two significant digits', () => {
    expect([roundEstimate(0.4), roundEstimate(57.4), roundEstimate(1234), roundEstimate(98_765)]).toEqual([1, 57, 1200, 99_000]);
  });
});

describe('the boot backfill over many listings', () => {
  let db: Knex;
  beforeAll(() => {
    db = knexFactory(dbName() === 'postgres' ? { client: 'pg', connection: dbConnection() } : { client: 'better-sqlite3', connection: { filename: dbConnection() }, useNullAsDefault: true });
  });
  afterAll(() => db?.destroy());

  it('brings every older row up to date, batch after batch, and then finds nothing left', async () => {
    // Stand for listings an older version wrote: no category on the row, an older filters_version.
    expect(await sqlWrite(`UPDATE products SET category_ref = NULL, filters_version = 1 WHERE document_id LIKE 'many%'`)).toBe(MANY);
    expect(await backfillFilterColumns(db)).toBe(MANY);
    const [left] = await sql<{ n: number | string }>('SELECT count(*) AS n FROM products WHERE category_ref IS NULL OR filters_version < ?', [FILTERS_VERSION]);
    expect(Number(left!.n)).toBe(0);
    expect(await backfillFilterColumns(db)).toBe(0);
  });
});

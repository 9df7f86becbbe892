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
// The mirror off (decision 93): these are the paths of categories past its maximum.
useServer({ FACETS_MIRROR_MAX_ROWS: '0' });

type Answer = { total: number; totalExact: boolean; facets: Array<{ param: string; exact: boolean; options: Array<{ value: string; count: number }> }> };
const facets = async (query: string) => {
  const res = await api('GET', `/api/products/facets?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as Answer;
};
const brand = (answer: Answer) => answer.facets.find((f) => f.param === 'brand')!;

/** Many cars (3 of 4 Kia, 1 of 4 Audi; 1 of 3 diesel) written by SQL as the bulk import does, the category on the row and in the link. */
const MANY = TOTAL_EXACT_UP_TO + 2_000;
async function insertCars() {
  const [voiture] = await sql<{ id: number }>("SELECT id FROM categories WHERE slug = 'voiture'");
  const series =
    dbName() === 'postgres'
      ? `SELECT g FROM generate_series(1, ${MANY}) g`
      : `WITH RECURSIVE s(g) AS (SELECT 1 UNION ALL SELECT g + 1 FROM s WHERE g < ${MANY}) SELECT g FROM s`;
  await sqlWrite(
    `INSERT INTO products (document_id, title, description, location, price, currency, is_free, is_reserved, is_promoted, is_hidden, lifecycle, like_count, category_ref, car_brand, car_fuel_type, filters_version, search_text)
     SELECT 'many' || g, 'Voiture ' || g, 'Une voiture.', 'Tunis', 1000 + g % 500, 'TND', false, false, false, false, 'active', 0, ?, CASE WHEN g % 4 = 0 THEN 'audi' ELSE 'kia' END,
            CASE WHEN g % 3 = 0 THEN 'diesel' ELSE 'essence' END, 2, 'voiture ' || g || ' ' || CASE WHEN g % 4 = 0 THEN 'audi' ELSE 'kia' END
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

  /** What a facet should answer, counted by hand over every public car: `value → count` of `column` among the rows passing `where`. */
  async function truth(column: string, where: Record<string, string>): Promise<Record<string, number>> {
    const conditions = Object.keys(where).map((c) => ` AND ${c} = ?`).join('');
    const rows = await sql<{ value: string; n: number | string }>(
      `SELECT ${column} AS value, count(*) AS n FROM products WHERE category_ref = (SELECT id FROM categories WHERE slug = 'voiture')
         AND is_hidden = false AND lifecycle = 'active' AND ${column} IS NOT NULL${conditions} GROUP BY ${column}`,
      Object.values(where),
    );
    return Object.fromEntries(rows.map((r) => [r.value, Number(r.n)]));
  }
  const optionsOf = (answer: Answer, param: string) => answer.facets.find((f) => f.param === param)!;
  /** An exact facet equals the hand count; an estimate is within 20 % on every option of 1 000 rows or more. */
  function agrees(facet: Answer['facets'][number], expected: Record<string, number>) {
    const got = Object.fromEntries(facet.options.map((o) => [o.value, o.count]));
    if (facet.exact) return expect(got).toEqual(expected);
    for (const [value, n] of Object.entries(expected).filter(([, n]) => n >= 1_000)) {
      expect(got[value], value).toBeGreaterThan(n * 0.8);
      expect(got[value], value).toBeLessThan(n * 1.2);
    }
  }

  it('serves every facet of a read from one pass and agrees with the exact counts', async () => {
    // fuel=diesel: the brands over the ~4 000 diesels (exact), the fuels over every car (past the bound).
    const diesel = await facets('category=voiture&fuel=diesel');
    expect(optionsOf(diesel, 'brand').exact).toBe(true);
    agrees(optionsOf(diesel, 'brand'), await truth('car_brand', { car_fuel_type: 'diesel' }));
    expect(optionsOf(diesel, 'fuel').exact).toBe(dbName() !== 'postgres');
    agrees(optionsOf(diesel, 'fuel'), await truth('car_fuel_type', {}));
    expect(diesel.totalExact).toBe(true);
    expect(diesel.total).toBe(Object.values(await truth('car_fuel_type', { car_fuel_type: 'diesel' })).reduce((a, b) => a + b, 0));
    // Two facets set: together they leave the bound behind, yet each one's own rows (the essences,
    // the Kias: 8 000 and 9 000) stay under it, so both stay exact.
    const both = await facets('category=voiture&brand=kia&fuel=essence');
    expect([optionsOf(both, 'brand').exact, optionsOf(both, 'fuel').exact]).toEqual([true, true]);
    agrees(optionsOf(both, 'brand'), await truth('car_brand', { car_fuel_type: 'essence' }));
    agrees(optionsOf(both, 'fuel'), await truth('car_fuel_type', { car_brand: 'kia' }));
    // Past the bound: the total and every facet from the sample, each close to its exact count.
    const all = await facets('category=voiture');
    expect(all.facets.every((f) => f.exact === (dbName() !== 'postgres'))).toBe(true);
    agrees(optionsOf(all, 'brand'), await truth('car_brand', {}));
    agrees(optionsOf(all, 'fuel'), await truth('car_fuel_type', {}));
  });

  it('rounds an estimate to two significant digits', () => {
    expect([roundEstimate(0.4), roundEstimate(57.4), roundEstimate(1234), roundEstimate(98_765)]).toEqual([1, 57, 1200, 99_000]);
  });
});

describe('a filtered search over many listings', () => {
  type Page = { data: Array<{ id: string }>; meta: { pagination: { total: number; totalExact: boolean } } };
  /** The page as the SQL of the list orders it, counted by hand: the filter, public rows, the sort with the id tie-break. */
  async function expected(filter: { where: string; values: unknown[] }, column: string, order: 'ASC' | 'DESC', offset: number) {
    const where = `${filter.where} AND is_hidden = false AND lifecycle = 'active'`;
    const ids = await sql<{ document_id: string }>(`SELECT document_id FROM products WHERE ${where} ORDER BY ${column} ${order}, id ${order} LIMIT 24 OFFSET ${offset}`, filter.values);
    const [n] = await sql<{ n: number | string }>(`SELECT count(*) AS n FROM products WHERE ${where}`, filter.values);
    return { ids: ids.map((r) => r.document_id), total: Number(n!.n) };
  }
  const word = (w: string, min = -1, max = 1e9) => ({ where: 'search_text LIKE ? AND price >= ? AND price <= ?', values: [`%${w}%`, min, max] });
  const cars = async (more = '', values: unknown[] = []) => {
    const [voiture] = await sql<{ id: number }>("SELECT id FROM categories WHERE slug = 'voiture'");
    return { where: `category_ref = ?${more}`, values: [voiture!.id, ...values] };
  };
  const SORTS = { price_asc: ['price', 'ASC'], price_desc: ['price', 'DESC'], newest: ['created_at', 'DESC'] } as const;

  // The words: audi 3 000 matches, voiture 12 001, past the bound (one token: read from its postings on
  // PostgreSQL, decision 86); voiture between 900 and 1 260 ~6 300, from 1 001 ~12 000, a kia up to 1 249
  // ~4 500, between 1 100 and 1 400 (no bucket wholly inside: the postings alone) ~5 400. The car filters (decision 90): 3 000 Audis and ~6 000 petrol Kias, the page
  // cut from the counted rows; the whole category, 12 001, past the bound, the page walked on the sort
  // index. Each query twice, its count unknown then known. Prices repeat (1 000 + g % 500): the id breaks the ties.
  it.each([
    ['search=audi', 'price_desc', 3, () => word('audi')],
    ['search=kia', 'price_asc', 40, () => word('kia')],
    ['search=voiture', 'price_asc', 2, () => word('voiture')],
    ['search=voiture', 'price_desc', 7, () => word('voiture')],
    // Price bands (decision 91): the buckets wholly inside summed from the word's counts, the edges read from the postings.
    ['search=voiture&minPrice=900&maxPrice=1260', 'newest', 5, () => word('voiture', 900, 1260)],
    ['search=voiture&minPrice=1001', 'price_asc', 2, () => word('voiture', 1001)],
    ['search=kia&maxPrice=1249', 'price_desc', 30, () => word('kia', -1, 1249)],
    ['search=kia&minPrice=1100&maxPrice=1400', 'price_asc', 3, () => word('kia', 1100, 1400)],
    ['category=voiture&brand=audi', 'price_desc', 3, () => cars(" AND car_brand = 'audi'")],
    ['category=voiture&brand=kia&fuel=essence', 'price_asc', 20, () => cars(" AND car_brand = 'kia' AND car_fuel_type = 'essence'")],
    ['category=voiture', 'price_asc', 2, () => cars()],
    ['category=voiture&fuel=diesel,essence', 'newest', 9, () => cars(" AND car_fuel_type IN ('diesel', 'essence')")],
  ] as const)('pages %s (%s, page %i) as the sort orders every match, with the bounded total', async (query, sort, page, filter) => {
    const [column, order] = SORTS[sort];
    const truth = await expected(await filter(), column, order, (page - 1) * 24);
    for (const round of ['count unknown', 'count known']) {
      const res = await api('GET', `/api/products?${query}&sort=${sort}&page=${page}&pageSize=24`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const body = res.body as Page;
      expect(body.data.map((p) => p.id), round).toEqual(truth.ids);
      expect(body.meta.pagination.total, round).toBe(Math.max(Math.min(truth.total, TOTAL_EXACT_UP_TO), (page - 1) * 24 + truth.ids.length));
      expect(body.meta.pagination.totalExact, round).toBe(truth.total <= TOTAL_EXACT_UP_TO);
    }
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

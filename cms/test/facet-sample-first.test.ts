import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import knexFactory, { type Knex } from 'knex';
import type { Core } from '@strapi/strapi';
import { TOTAL_EXACT_UP_TO, filtersOfKind, isFacet, productFiltersSchema } from '@souk/domain';
import { api, dbConnection, sql, sqlWrite, useServer } from './api';
import { estimatedRows, facetParam, facetPass, filledShares, withoutFilters } from '../src/api/product/utils/facet-pass';
import { applyFilters } from '../src/api/product/utils/list-filters';

/**
 * Facet counts ordered by the planner (ARCHITECTURE decision 79): past FACETS_SAMPLE_FIRST_FROM_ROWS
 * listings, a search the planner expects past the bound is sampled before any bounded pass, and
 * answered by the sample alone when it holds more than twice the bound. The server here takes that
 * path from 50 000 listings instead of 500 000.
 */
// The mirror off (decision 93): these are the paths of categories past its maximum.
useServer({ FACETS_SAMPLE_FIRST_FROM_ROWS: '50000', FACETS_MIRROR_MAX_ROWS: '0' });

type Answer = { total: number; totalExact: boolean; facets: Array<{ param: string; exact: boolean; options: Array<{ value: string; count: number }> }> };
const facets = async (query: string) => {
  const res = await api('GET', `/api/products/facets?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as Answer;
};

describe.skipIf((process.env.SOUK_TEST_DB ?? 'sqlite') !== 'postgres')("the planner's estimate that orders the passes (PostgreSQL)", () => {
  let db: Knex;
  // What the facet code asks of Strapi: its knex and which database it speaks to.
  const strapiOf = (knex: Knex) => ({ db: { connection: knex, config: { connection: { client: 'postgres' } } } }) as unknown as Core.Strapi;
  const where = (query: string) => productFiltersSchema.parse(Object.fromEntries(new URLSearchParams(query)));
  const truth = async (query: string) => Number((await db.from(applyFilters(strapiOf(db), db('products as p').select('p.id'), where(query)).as('t')).count({ n: '*' }).first())!.n);

  beforeAll(async () => {
    db = knexFactory({ client: 'pg', connection: dbConnection() });
    // A national site's spread, written by SQL as the bulk import does: 30 000 cars with their fields,
    // 48 000 pieces of furniture beside them, before the server's first facet read (it keeps the
    // table's size a minute).
    const [mobilier] = await sql<{ id: number }>("SELECT id FROM categories WHERE slug = 'mobilier'");
    const [voiture] = await sql<{ id: number }>("SELECT id FROM categories WHERE slug = 'voiture'");
    await sqlWrite(
      `INSERT INTO products (document_id, title, description, location, price, currency, is_free, is_reserved, is_promoted, is_hidden, lifecycle, like_count, category_ref, filters_version, search_text)
       SELECT 'meuble' || g, 'Meuble ' || g, 'Un meuble.', 'Sfax', 100 + g % 300, 'TND', false, false, false, false, 'active', 0, ?, 2, 'meuble ' || g FROM generate_series(1, 48000) g`,
      [mobilier!.id],
    );
    await sqlWrite(
      `INSERT INTO products (document_id, title, description, location, price, currency, is_free, is_reserved, is_promoted, is_hidden, lifecycle, like_count, category_ref, car_brand, car_fuel_type, filters_version, search_text)
       SELECT 'peugeot' || g, 'Peugeot ' || g, 'Une voiture.', 'Sousse', 2000 + g % 700, 'TND', false, false, false, false, 'active', 0, ?,
              CASE WHEN g % 4 = 0 THEN 'renault' ELSE 'peugeot' END, CASE WHEN g % 5 = 0 THEN 'essence' ELSE 'diesel' END, 2, 'peugeot ' || g
         FROM generate_series(1, 30000) g`,
      [voiture!.id],
    );
    await sqlWrite(`INSERT INTO products_category_lnk (product_id, category_id, product_ord) SELECT id, ?, 1 FROM products WHERE document_id LIKE 'peugeot%'`, [voiture!.id]);
    await sqlWrite('ANALYZE products');
  });
  afterAll(() => db?.destroy());
  const optionsOf = (answer: Answer, param: string) => answer.facets.find((f) => f.param === param)!;
  async function exactCounts(column: string, and: string): Promise<Record<string, number>> {
    const rows = await sql<{ value: string; n: number | string }>(
      `SELECT ${column} AS value, count(*) AS n FROM products WHERE category_ref = (SELECT id FROM categories WHERE slug = 'voiture') AND ${column} IS NOT NULL${and} GROUP BY ${column}`,
    );
    return Object.fromEntries(rows.map((r) => [r.value, Number(r.n)]));
  }
  /** Every option of 2 000 rows or more within 25 % (a 1 % block sample of ~100 000 rows). */
  function agreesRoughly(options: Array<{ value: string; count: number }>, expected: Record<string, number>) {
    const got = Object.fromEntries(options.map((o) => [o.value, o.count]));
    for (const [value, n] of Object.entries(expected).filter(([, n]) => n >= 2_000)) {
      expect(got[value], value).toBeGreaterThan(n * 0.75);
      expect(got[value], value).toBeLessThan(n * 1.25);
    }
  }

  it('counts the category once, not once per category field: within a few percent of the truth', async () => {
    const [voiture] = await sql<{ id: number }>("SELECT id FROM categories WHERE slug = 'voiture'");
    const filled = await filledShares(db);
    for (const query of ['category=voiture', 'category=voiture&fuel=diesel', 'category=voiture&brand=renault&fuel=essence']) {
      const estimate = await estimatedRows(strapiOf(db), where(query), voiture!.id, filled);
      const counted = await truth(query);
      expect(estimate / counted, `${query}: ${estimate} for ${counted}`).toBeGreaterThan(0.7);
      expect(estimate / counted, `${query}: ${estimate} for ${counted}`).toBeLessThan(1.4);
    }
  });

  it("a sampled pass counts the search's own rows among those it reads", async () => {
    const facet = (param: string) => filtersOfKind('voiture').filter(isFacet).find((f) => facetParam(f) === param)!;
    const [brand, fuel] = [facet('brand'), facet('fuel')];
    const search = where('category=voiture&brand=renault&fuel=essence');
    const pass = await facetPass(strapiOf(db), withoutFilters(search, [brand!, fuel!]), [{ filter: brand!, also: [fuel!] }], search, { bound: 100_000 }, [brand!, fuel!]);
    expect(pass.read).toBe(await truth('category=voiture'));
    expect(pass.matched).toBe(await truth('category=voiture&brand=renault&fuel=essence'));
  });

  it('answers from the sample alone a search far past the bound, each count close to the exact one', async () => {
    // 30 000 cars: past twice the bound in the sample too, so no bounded pass reads 10 001 of them first.
    const all = await facets('category=voiture');
    expect(all).toMatchObject({ total: TOTAL_EXACT_UP_TO, totalExact: false });
    expect(all.facets.every((f) => !f.exact)).toBe(true);
    agreesRoughly(optionsOf(all, 'brand').options, await exactCounts('car_brand', ''));
    agreesRoughly(optionsOf(all, 'fuel').options, await exactCounts('car_fuel_type', ''));
    // The 6 000 essences stay under the bound: the sample does not decide, their brands are counted exactly.
    const essence = await facets('category=voiture&fuel=essence');
    expect(optionsOf(essence, 'brand').exact).toBe(true);
    expect(Object.fromEntries(optionsOf(essence, 'brand').options.map((o) => [o.value, o.count]))).toEqual(await exactCounts('car_brand', " AND car_fuel_type = 'essence'"));
  });
});
